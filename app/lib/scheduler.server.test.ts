import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from './logger.server.ts'
import { createPokeable, createScheduler } from './scheduler.server.ts'

afterEach(() => vi.useRealTimers())

describe('scheduler', () => {
  it('runs nothing before start, then each job on its interval, never twice at once', async () => {
    vi.useFakeTimers()
    const scheduler = createScheduler({ logger: createLogger({ level: 'silent' }) })
    let runs = 0
    let release!: () => void
    const job = scheduler.every('slow', 1_000, async () => {
      runs += 1
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve))
    })
    job.runNow()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs).toBe(0) // registered, not started: a test or a script runs its work itself
    scheduler.start()
    await vi.advanceTimersByTimeAsync(3_500) // three ticks while the first run is still busy
    expect(runs).toBe(1)
    release()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(2)
    await scheduler.stop()
  })

  it('runNow runs a job at once, or once more right after the run in progress; atStart runs at start', async () => {
    vi.useFakeTimers()
    const scheduler = createScheduler({ logger: createLogger({ level: 'silent' }) })
    let runs = 0
    let release: (() => void) | undefined
    const job = scheduler.every(
      'send-email',
      60_000,
      async () => {
        runs += 1
        await new Promise<void>((resolve) => (release = resolve))
      },
      { atStart: true },
    )
    scheduler.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(1)
    job.runNow()
    job.runNow() // two pokes during one run: one more run, not two
    release!()
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(2)
    release!()
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(2)
    job.runNow()
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(3)
    release!()
    await scheduler.stop()
  })

  it('stop waits for the run in progress, and nothing runs afterwards', async () => {
    vi.useFakeTimers()
    const scheduler = createScheduler({ logger: createLogger({ level: 'silent' }) })
    let runs = 0
    let finished = false
    let release!: () => void
    const job = scheduler.every('nightly-backup', 1_000, async () => {
      runs += 1
      await new Promise<void>((resolve) => (release = resolve))
      finished = true
    })
    scheduler.start()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(1)
    let stopped = false
    const stopping = scheduler.stop().then(() => (stopped = true))
    job.runNow() // asked for during the stop: not run
    await vi.advanceTimersByTimeAsync(5_000)
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(finished).toBe(true)
    job.runNow()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(runs).toBe(1)
  })
})

describe('a failed job', () => {
  it('logs the error itself (message, stack and cause, never "[object Object]") and runs again at its next tick', async () => {
    vi.useFakeTimers()
    const lines: string[] = []
    const logger = createLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(line) } })
    const scheduler = createScheduler({ logger })
    let digests = 0
    scheduler.every('digest', 1_000, async () => {
      digests += 1
      if (digests === 1)
        throw new Error('the digest could not be queued', { cause: new Error('connect ECONNREFUSED 127.0.0.1:5432') })
    })
    scheduler.every('sweep', 1_000, () => Promise.reject({ reason: 'lock timeout', table: 'rate_limits' }))
    scheduler.start()
    await vi.advanceTimersByTimeAsync(1_000)
    await vi.advanceTimersByTimeAsync(1_000)
    await scheduler.stop()
    expect(digests).toBe(2)
    const logged = lines.map((line) => JSON.parse(line) as { job: string; msg: string; err: Record<string, unknown> })
    const digest = logged.filter((l) => l.job === 'digest')
    expect(digest).toHaveLength(1) // the second run succeeded
    expect(digest[0]!.msg).toBe('job failed')
    expect(digest[0]!.err.message).toBe('the digest could not be queued')
    expect(digest[0]!.err.stack).toMatch(/scheduler\.server\.test\.ts/)
    expect((digest[0]!.err.cause as { message: string }).message).toBe('connect ECONNREFUSED 127.0.0.1:5432')
    const sweep = logged.filter((l) => l.job === 'sweep')
    expect(sweep).toHaveLength(2) // failed, and tried again
    expect(sweep[0]!.err.message).toContain('lock timeout')
    expect(JSON.stringify(logged)).not.toContain('[object Object]')
  })
})

describe('pokeable', () => {
  it('does nothing until a job is connected, then runs the last one connected on every poke', async () => {
    vi.useFakeTimers()
    const scheduler = createScheduler({ logger: createLogger({ level: 'silent' }) })
    const runs: string[] = []
    const first = scheduler.every('first', 60_000, async () => void runs.push('first'))
    const second = scheduler.every('second', 60_000, async () => void runs.push('second'))
    scheduler.start()
    const { poke, onPoke } = createPokeable()
    poke() // nothing connected yet: a service built outside the runtime, in a test or a script
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toEqual([])
    onPoke(() => first.runNow())
    onPoke(() => second.runNow())
    poke()
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toEqual(['second'])
    await scheduler.stop()
  })
})
