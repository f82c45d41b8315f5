import type { Logger } from '#app/lib/logger.server.ts'

/**
 * A further signal calls `hasten` but never ends the process: the stop must reach the embedded
 * PostgreSQL, which would otherwise outlive us. The listeners stay (`on`, not `once`): a signal
 * with no listener takes Node's default, an immediate exit.
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
