import type { Logger } from './logger.server.ts'

/**
 * The recurring work of this process (decision 20): every job is registered once
 * (app/jobs.server.ts), then the runtime starts them all and, at shutdown, stops them all and waits
 * for the runs in progress. A job never runs twice at once; a failure is logged with its cause and
 * the job runs again at its next tick. Jobs must be safe when several instances run them: each
 * claims its work in PostgreSQL (an idempotent statement, a conditional upsert, or a lease).
 */
export interface Scheduler {
  every(name: string, intervalMs: number, task: () => Promise<unknown>, options?: { atStart?: boolean }): Job
  /** starts every job's timer (and runs the `atStart` ones at once) */
  start(): void
  /** stops the timers and waits for the runs in progress; nothing runs afterwards */
  stop(): Promise<void>
}

export interface Job {
  /**
   * Runs the job now, or once more right after the run in progress (work arrived that it has not
   * seen). Does nothing before `start` or after `stop`, so a process that never started its jobs
   * (a test, a script) does the work only where it asks for it.
   */
  runNow(): void
}

export function createScheduler({ logger }: { logger: Logger }): Scheduler {
  const arms: (() => void)[] = []
  const timers: NodeJS.Timeout[] = []
  const running = new Set<Promise<void>>()
  let state: 'registering' | 'started' | 'stopped' = 'registering'

  return {
    every(name, intervalMs, task, { atStart = false } = {}) {
      let busy = false
      let again = false
      const run = async () => {
        busy = true
        try {
          do {
            again = false
            try {
              await task()
            } catch (error) {
              logger.warn({ job: name, err: error }, 'job failed')
            }
          } while (again && state === 'started')
        } finally {
          busy = false
        }
      }
      const tick = (queue: boolean) => {
        if (state !== 'started') return
        if (busy) {
          again ||= queue
          return
        }
        const done: Promise<void> = run().finally(() => running.delete(done))
        running.add(done)
      }
      const arm = () => {
        const timer = setInterval(() => tick(false), intervalMs)
        timer.unref()
        timers.push(timer)
        if (atStart) tick(false)
      }
      if (state === 'started') arm()
      else arms.push(arm)
      return { runNow: () => tick(true) }
    },
    start() {
      if (state !== 'registering') return
      state = 'started'
      for (const arm of arms.splice(0)) arm()
    },
    async stop() {
      state = 'stopped'
      for (const timer of timers) clearInterval(timer)
      await Promise.all(running)
    },
  }
}

/**
 * How a service that queues work (the email outbox, the newsletter's sender) asks for the job that
 * does it to run now: the service calls `poke`, and the runtime connects `onPoke` to that job's
 * `runNow` (app/jobs.server.ts). Until one is connected a poke does nothing.
 */
export interface Pokeable {
  poke(): void
  onPoke(listener: () => void): void
}

export function createPokeable(): Pokeable {
  let listener = () => {}
  return {
    poke: () => listener(),
    onPoke(next) {
      listener = next
    },
  }
}
