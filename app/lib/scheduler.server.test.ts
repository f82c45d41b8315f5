import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger.server.ts'
import { createScheduler } from './scheduler.server.ts'

afterEach(() => vi.useRealTimers())

describe('scheduler', () => {
  it('runs a task on its interval, never twice at once, and survives a failure', async () => {
    vi.useFakeTimers()
    const scheduler = createScheduler(createLogger('silent'))
    let runs = 0
    let release!: () => void
    scheduler.every('slow', 1_000, async () => {
      runs += 1
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve))
      if (runs === 2) throw new Error('database briefly away')
    })
    await vi.advanceTimersByTimeAsync(3_500) // three ticks while the first run is still busy
    expect(runs).toBe(1)
    release()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(2) // failed, logged
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(3)
    await scheduler.stop()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runs).toBe(3)
  })
})

describe('a failed job in the log', () => {
  it('carries the error itself: message, stack and cause, never "[object Object]"', async () => {
    vi.useFakeTimers()
    const lines: string[] = []
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) })
    const scheduler = createScheduler(logger)
    scheduler.every('digest', 1_000, async () => {
      throw new Error('the digest could not be queued', { cause: new Error('connect ECONNREFUSED 127.0.0.1:5432') })
    })
    scheduler.every('sweep', 1_000, () => Promise.reject({ reason: 'lock timeout', table: 'rate_limits' }))
    await vi.advanceTimersByTimeAsync(1_000)
    await scheduler.stop()
    const logged = lines.map((line) => JSON.parse(line) as { job: string; err: Record<string, unknown> })
    const digest = logged.find((l) => l.job === 'digest')!.err
    expect(digest.message).toBe('the digest could not be queued')
    expect(digest.stack).toMatch(/scheduler\.server\.test\.ts/)
    expect((digest.cause as { message: string }).message).toBe('connect ECONNREFUSED 127.0.0.1:5432')
    const sweep = logged.find((l) => l.job === 'sweep')!.err
    expect(sweep.message).toContain('lock timeout')
    expect(JSON.stringify(logged)).not.toContain('[object Object]')
  })
})
