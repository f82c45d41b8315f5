import type { Logger } from '#app/lib/logger.server.ts'

/**
 * The process's one answer to SIGTERM and SIGINT. The first starts `stop`, then exits (0, or 1 if
 * it failed). Any further signal while it runs (a second Ctrl-C, a supervisor repeating its
 * SIGTERM) is logged and calls `hasten`, which may cut short what the stop is waiting for (requests
 * in flight), but never ends the process: the stop still reaches the embedded PostgreSQL, which
 * would otherwise outlive us. Only SIGKILL ends it sooner. The listeners stay (`on`, not `once`):
 * a signal with no listener left takes Node's default, an immediate exit.
 */
export function stopOnSignals(
  logger: Logger,
  { stop, hasten }: { stop: (signal: NodeJS.Signals) => Promise<void>; hasten?: () => void },
) {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'already shutting down: no longer waiting for requests in flight, still stopping cleanly')
      hasten?.()
      return
    }
    stopping = true
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
