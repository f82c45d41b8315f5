import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

/**
 * The page-view counter holds a digest of each visitor, never its user agent: 20,000 views with
 * 15 KB user agents, before a flush, must not hold the ~300 MB their agents add up to (the
 * instance runs with --max-old-space-size=384). Measured in bytes of heap, in a process of its own.
 */
it('holds a few megabytes for 20,000 views with 15 KB user agents', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', 'tests/memory/page-view-heap.ts'], {
    timeout: 60_000,
  })
  const { held } = JSON.parse(stdout) as { held: number }
  expect(held).toBeLessThan(16 * 1024 * 1024)
})
