import path from 'node:path'
import { sql } from 'drizzle-orm'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from '#db/schema/index.ts'
import type { Logger } from './logger.server.ts'
import { projectRoot } from './paths.server.ts'

export type Db = NodePgDatabase<typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  pool: pg.Pool
  ping(): Promise<boolean>
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
  // An idle client losing its server (database restart) must not crash the process: the pool
  // drops it and the next query opens a fresh connection.
  pool.on('error', (error) => logger.warn({ err: { message: error.message } }, 'idle database connection lost'))
  const db = drizzle(pool, { schema })
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
    async close() {
      await pool.end()
    },
  }
}

const MIGRATION_LOCK = 7_301_822_015

/** Applies the committed SQL migrations under an advisory lock, so instances starting together are safe. */
export async function runMigrations(database: Database, logger: Logger): Promise<void> {
  const client = await database.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder: path.join(projectRoot, 'db', 'migrations') })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
  logger.debug('migrations applied')
}

export { sql }
