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
