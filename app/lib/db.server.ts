import { readFileSync } from 'node:fs'
import path from 'node:path'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import pg from 'pg'
import * as schema from '#db/schema/index.ts'
import type { Logger } from './logger.server.ts'
import { projectRoot } from './paths.server.ts'

export type Db = NodePgDatabase<typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Some of a table's columns, for a select. */
export const pick = <T, const K extends keyof T>(t: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, t[k]])) as Pick<T, K>

export interface Database {
  db: Db
  pool: pg.Pool
  ping(): Promise<boolean>
  /** One self-reconnecting connection; after a reconnect the handler gets `null`: anything may have changed. */
  listen(channel: string, handler: (payload: string | null) => void): Promise<void>
  notify(channel: string, payload: string): Promise<void>
  close(): Promise<void>
}

export function connectDatabase(url: string, logger: Logger, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'k12-cyber-site',
  })
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'))
  // pg-pool drops that handler while a client is checked out: a server lost between two queries of a
  // transaction would then crash the process. The query in flight fails; release() discards the client.
  pool.on('connect', (client) => client.on('error', () => undefined))
  const db = drizzle(pool, { schema })
  const listener = createListener(url, logger)
  let closing: Promise<void> | undefined
  return {
    db,
    pool,
    async ping() {
      try {
        await pool.query('select 1')
        return true
      } catch {
        return false
      }
    },
    listen: listener.listen,
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    // Services.close and a test's teardown may both call it.
    close: () =>
      (closing ??= (async () => {
        await listener.close()
        await pool.end()
      })()),
  }
}

const RECONNECT_MS = 1_000

function createListener(url: string, logger: Logger) {
  const handlers = new Map<string, ((payload: string | null) => void)[]>()
  let client: pg.Client | null = null
  let connecting: Promise<void> | null = null
  let retry: NodeJS.Timeout | undefined
  let closed = false

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'k12-cyber-site-listen' })
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '')
    })
    next.on('error', (error) => {
      logger.warn({ err: error }, 'database notification connection lost')
      lost(next)
    })
    next.on('end', () => lost(next))
    await next.connect()
    for (const channel of handlers.keys()) await next.query(`listen ${quote(channel)}`)
    if (closed) return void (await next.end().catch(() => undefined))
    client = next
  }

  function lost(which: pg.Client) {
    if (client !== which || closed) return
    client = null
    which.end().catch(() => undefined)
    scheduleReconnect()
  }

  function scheduleReconnect() {
    if (retry || closed) return
    retry = setTimeout(() => {
      retry = undefined
      connect()
        .then(() => {
          for (const list of handlers.values()) for (const handler of list) handler(null)
        })
        .catch(() => scheduleReconnect())
    }, RECONNECT_MS)
    retry.unref()
  }

  return {
    async listen(channel: string, handler: (payload: string | null) => void) {
      const list = handlers.get(channel)
      if (list) return void list.push(handler)
      handlers.set(channel, [handler])
      if (client) return void (await client.query(`listen ${quote(channel)}`))
      connecting ??= connect().finally(() => (connecting = null))
      await connecting.catch((error: unknown) => {
        scheduleReconnect()
        throw error
      })
    },
    async close() {
      closed = true
      clearTimeout(retry)
      await connecting?.catch(() => undefined)
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}

const MIGRATION_LOCK = 7_301_822_015

export const MIGRATIONS_DIR = path.join(projectRoot, 'db', 'migrations')

export interface MigrationEntry {
  tag: string
  /** stored as created_at in drizzle.__drizzle_migrations */
  when: number
}

export function migrationJournal(): MigrationEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: MigrationEntry[]
    }
  ).entries.map(({ tag, when }) => ({ tag, when }))
  return journal
}
let journal: MigrationEntry[] | undefined

export async function appliedMigrations(on: Pick<pg.Pool | pg.PoolClient, 'query'>): Promise<number[]> {
  const exists = await on.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  )
  if (!exists.rows[0]?.found) return []
  const rows = await on.query<{ created_at: string }>(
    `select created_at from drizzle.__drizzle_migrations order by created_at`,
  )
  return rows.rows.map((r) => Number(r.created_at))
}

export interface Readiness {
  status: 'ready' | 'not_ready'
  database: 'ok' | 'unreachable'
  /** this code knows migrations the database lacks, or the other way round */
  migrations: 'ok' | 'pending' | 'unknown'
}

export async function readiness(database: Database, journal = migrationJournal()): Promise<Readiness> {
  let applied: number[]
  try {
    applied = await appliedMigrations(database.pool)
  } catch {
    return { status: 'not_ready', database: 'unreachable', migrations: 'unknown' }
  }
  const current = applied.length === journal.length && journal.every((m, i) => m.when === applied[i])
  return { status: current ? 'ready' : 'not_ready', database: 'ok', migrations: current ? 'ok' : 'pending' }
}

/** Under an advisory lock, so instances starting together are safe. */
export async function runMigrations(database: Database, logger: Logger) {
  const client = await database.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
  logger.debug('migrations applied')
}

/** Inside the caller's transaction, so a failed restore leaves nothing behind. */
export async function migrateInTransaction(client: pg.PoolClient, { from, to }: { from: number; to?: number }) {
  await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
  await client.query('create schema if not exists drizzle')
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  )
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).slice(from, to)) {
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement)
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.folderMillis,
    ])
  }
}
