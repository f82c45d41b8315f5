import type { Logger } from './logger.server.ts'

/**
 * Recurring background work in this process (sweeps, clean-ups, reminders). Each task runs on its
 * own timer, never twice at once, and a failure is logged and retried at the next tick. Tasks must
 * be safe when several instances run them: every task here is an idempotent SQL statement.
 */
export interface Scheduler {
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void
  /** stops the timers and waits for running tasks */
  stop(): Promise<void>
}

export function createScheduler(logger: Logger): Scheduler {
  const timers: NodeJS.Timeout[] = []
  const running = new Set<Promise<unknown>>()
  let stopped = false
  return {
    every(name, intervalMs, task) {
      let busy = false
      const tick = () => {
        if (busy || stopped) return
        busy = true
        const run = task()
          .catch((error: unknown) => logger.warn({ job: name, err: error }, 'job failed'))
          .finally(() => {
            busy = false
            running.delete(run)
          })
        running.add(run)
      }
      const timer = setInterval(tick, intervalMs)
      timer.unref()
      timers.push(timer)
    },
    async stop() {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await Promise.all(running)
    },
  }
}
