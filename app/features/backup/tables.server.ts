import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import * as schemaTables from '#db/schema/index.ts'
import { STORED_KEY } from '#app/lib/keys.server.ts'
import { BackupError } from './backup-error.ts'

/** The only names a backup writes or a restore touches, always as `public."name"`. */
export const APP_TABLES: readonly string[] = (Object.values(schemaTables) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table))
  .filter((config) => (config.schema ?? 'public') === 'public')
  .map((config) => config.name)
  .sort()

/**
 * Sessions would be a way in past the password and second factor; revoked preview links must stay
 * revoked (decision 26); a day's salt must not outlive its day (decision 29); rate-limit counters
 * and unconfirmed booking requests hold addresses kept for a day at most (decision 40).
 */
const NEVER_BACKED_UP = new Set(['sessions', 'post_previews', 'analytics_salts', 'rate_limits', 'booking_requests'])
export const BACKED_UP_TABLES: readonly string[] = APP_TABLES.filter((name) => !NEVER_BACKED_UP.has(name))

export const NO_LONGER_RESTORED: readonly string[] = ['rate_limits']

/** The root key of a site without SECRET_KEY must not travel with its data. */
export const LEFT_OUT: Readonly<Record<string, string>> = { app_state: `key <> '${STORED_KEY}'` }

export const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/

/** Never a name the search path could resolve elsewhere. */
export function quoteTable(name: string): string {
  if (!APP_TABLES.includes(name)) throw new BackupError(`Not one of the site's tables: ${JSON.stringify(name)}`)
  return `public."${name}"`
}

export function quoteColumn(name: string): string {
  if (!IDENTIFIER.test(name)) throw new BackupError(`Unexpected name in the archive: ${JSON.stringify(name)}`)
  return `"${name}"`
}

export async function existingTables(client: pg.PoolClient | pg.Pool, names: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name = any($1) order by table_name`,
    [names],
  )
  return rows.map((r) => r.name)
}
