import type { Logger } from './logger.server.ts'

/** A job never overlaps itself here; across instances each claims its work in PostgreSQL (decision 20). */
export interface Scheduler {
  every(name: string, intervalMs: number, task: () => Promise<unknown>, options?: { atStart?: boolean }): Job
  start(): void
  stop(): Promise<void>
}

export interface Job {
  /**
   * Now, or once more right after the run in progress. Does nothing before `start` or after `stop`,
   * so a test or script that never started its jobs does the work only where it asks for it.
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

/** A service calls `poke`; the runtime connects `onPoke` to its job's `runNow`. */
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
