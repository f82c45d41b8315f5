import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import * as schemaTables from '#db/schema/index.ts'
import { STORED_KEY } from '#app/lib/keys.server.ts'
import { BackupError } from './backup-error.ts'

/**
 * The application's own tables, from its Drizzle schema: the only names a backup writes or a
 * restore touches, always as `public."name"`.
 */
export const APP_TABLES: readonly string[] = (Object.values(schemaTables) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table))
  .filter((config) => (config.schema ?? 'public') === 'public')
  .map((config) => config.name)
  .sort()

/**
 * Sessions are never backed up: a restored session would be a way in that skips the password and
 * the second factor. Nor are a post's preview links (decision 26): a revoked link must stay revoked.
 * Nor the day's analytics salt (decision 29): it must not outlive its day in an archive. Nor the
 * rate-limit counters: they name client addresses, which the retention promise keeps for minutes
 * to a day, not for as long as an archive is kept. Nor the booking requests nobody confirmed yet
 * (decision 40): an address a stranger may have typed, kept for a day at most.
 */
const NEVER_BACKED_UP = new Set(['sessions', 'post_previews', 'analytics_salts', 'rate_limits', 'booking_requests'])
export const BACKED_UP_TABLES: readonly string[] = APP_TABLES.filter((name) => !NEVER_BACKED_UP.has(name))

/** Tables older archives carry and a restore now leaves out: accepted in a manifest, never loaded. */
export const NO_LONGER_RESTORED: readonly string[] = ['rate_limits']

/** Rows a backup leaves out: the root key of a site without SECRET_KEY must not travel with its data. */
export const LEFT_OUT: Readonly<Record<string, string>> = { app_state: `key <> '${STORED_KEY}'` }

export const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/

/** A table of ours, schema-qualified: never a name the search path could resolve elsewhere. */
export function quoteTable(name: string): string {
  if (!APP_TABLES.includes(name)) throw new BackupError(`Not one of the site's tables: ${JSON.stringify(name)}`)
  return `public."${name}"`
}

export function quoteColumn(name: string): string {
  if (!IDENTIFIER.test(name)) throw new BackupError(`Unexpected name in the archive: ${JSON.stringify(name)}`)
  return `"${name}"`
}

/** Which of `names` exist as tables in the public schema. */
export async function existingTables(client: pg.PoolClient | pg.Pool, names: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name = any($1) order by table_name`,
    [names],
  )
  return rows.map((r) => r.name)
}
