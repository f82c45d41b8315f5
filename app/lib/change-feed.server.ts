import { randomUUID } from 'node:crypto'
import type { Database } from './db.server.ts'
import type { Logger } from './logger.server.ts'

/** `null`: a change may have been missed (the connection was down); drop everything derived. */
export type ChangeListener = (id: number | null) => void

export interface ChangeFeed {
  /** tells this instance's listeners at once, and other instances' through PostgreSQL */
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

export function createLocalChangeFeed(): ChangeFeed {
  const { fire, on } = listenerList()
  return { emit: fire, on }
}

/** The changing instance tells its own listeners synchronously, so its next response is fresh (decision 9). */
export async function createChangeFeed({
  database,
  channel,
  logger,
}: {
  database: Pick<Database, 'listen' | 'notify'>
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
