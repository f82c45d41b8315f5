import { afterAll, afterEach, vi } from 'vitest'

/** A console.error during a test fails it: errors are asserted, never ignored. */
const spy = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = spy.mock.calls
  spy.mockClear()
  if (calls.length)
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`)
})

/**
 * A worker runs file after file in the same modules (vitest.config.ts, `isolate: false`): whatever
 * a file changed in the shared globals is put back before the next one starts.
 */
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})
