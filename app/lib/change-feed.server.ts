import { randomUUID } from 'node:crypto'
import type { Database } from './db.server.ts'
import type { Logger } from './logger.server.ts'

/**
 * `null`: something may have changed that this instance did not hear about (its notification
 * connection was down); a listener should drop everything it derived.
 */
export type ChangeListener = (id: number | null) => void

export interface ChangeFeed {
  /** tells this instance's listeners at once, and every other instance's through PostgreSQL */
  emit(id: number): void
  on(listener: ChangeListener): void
}

function listenerList() {
  const listeners: ChangeListener[] = []
  return {
    fire: (id: number | null) => listeners.forEach((listener) => listener(id)),
    on: (listener: ChangeListener) => void listeners.push(listener),
  }
}

/** Listeners in this process only: for tools that run one instance. */
export function createLocalChangeFeed(): ChangeFeed {
  const { fire, on } = listenerList()
  return { emit: fire, on }
}

/**
 * A change feed shared by every instance on one database through LISTEN/NOTIFY (decision 9).
 * The instance that made a change tells its own listeners synchronously, so its next response is
 * already fresh; the others hear it within milliseconds through `channel`.
 */
export async function createChangeFeed({
  database,
  channel,
  logger,
}: {
  database: Pick<Database, 'listen' | 'notify'>
  /** the PostgreSQL NOTIFY channel */
  channel: string
  logger: Logger
}): Promise<ChangeFeed> {
  const local = listenerList()
  const origin = randomUUID()
  await database.listen(channel, (payload) => {
    if (payload === null) return local.fire(null)
    let message: { origin?: unknown; id?: unknown }
    try {
      message = JSON.parse(payload) as typeof message
    } catch {
      return
    }
    if (message.origin === origin) return
    local.fire(typeof message.id === 'number' ? message.id : null)
  })
  return {
    emit(id) {
      local.fire(id)
      database.notify(channel, JSON.stringify({ origin, id })).catch((error: unknown) => {
        logger.warn({ err: error, channel }, 'could not announce a change to the other instances')
      })
    },
    on: local.on,
  }
}
