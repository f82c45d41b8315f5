import { createReadStream, createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import {
  appliedMigrations,
  migrateInTransaction,
  migrationJournal,
  type Database,
  type MigrationEntry,
} from '#app/lib/db.server.ts'
import { STORED_KEY } from '#app/lib/keys.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { BackupError } from './backup-error.ts'
import { checksumStream } from './checksum.server.ts'
import { stagedTable, type Manifest, type TableEntry } from './manifest.server.ts'
import {
  APP_TABLES,
  BACKED_UP_TABLES,
  existingTables,
  LEFT_OUT,
  NO_LONGER_RESTORED,
  quoteColumn,
  quoteTable,
} from './tables.server.ts'

/** COPY text (decision 8): every PostgreSQL since 7.4 reads it, so no pg_dump has to match the server. */

/** From one snapshot, so rows that refer to each other agree. */
export async function dumpTables(
  database: Database,
  dir: string,
): Promise<{ schema: Manifest['schema']; tables: TableEntry[] }> {
  const client = await database.pool.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const applied = await appliedMigrations(client)
    if (applied.length === 0)
      throw new BackupError('This database holds no site yet (no migrations applied): check DATABASE_URL or DATA_DIR.')
    const schema = {
      migrations: applied,
      latest: migrationJournal().find((m) => m.when === applied.at(-1))?.tag ?? null,
    }
    const tables: TableEntry[] = []
    for (const name of await existingTables(client, BACKED_UP_TABLES)) {
      const { rows } = await client.query<{ name: string }>(
        `select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
         order by ordinal_position`,
        [name],
      )
      const columns = rows.map((r) => r.name)
      const where = LEFT_OUT[name] ? ` where ${LEFT_OUT[name]}` : ''
      const sum = checksumStream()
      await pipeline(
        client.query(
          copyTo(`copy (select ${columns.map(quoteColumn).join(', ')} from ${quoteTable(name)}${where}) to stdout`),
        ),
        sum.stream,
        createWriteStream(stagedTable(dir, tables.length)),
      )
      const { bytes, sha256, lines } = sum.result()
      tables.push({ name, columns, file: `tables/${name}.copy`, bytes, rows: lines, sha256 })
    }
    await client.query('commit')
    return { schema, tables }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** ONE transaction, so a failure leaves the database as it was; keys never come from an archive. */
export async function loadTables(
  database: Database,
  manifest: Manifest,
  dir: string,
  { force, logger, journal = migrationJournal() }: { force: boolean; logger: Logger; journal?: MigrationEntry[] },
): Promise<void> {
  const known = journal.map((m) => m.when)
  const made = manifest.schema.migrations
  if (made.length > known.length || made.some((when, i) => when !== known[i]))
    throw new BackupError(
      `This backup was made by a newer or different version of the site (schema ${manifest.schema.latest}); ` +
        'restore it with that version or a later one.',
    )

  const client = await database.pool.connect()
  try {
    await client.query('begin')
    const existing = await existingTables(client, APP_TABLES)
    let rows = 0
    for (const name of existing) rows += await countRows(client, name)
    if (rows > 0 && !force)
      throw new BackupError(
        `The database is not empty (${rows} rows in ${existing.length} tables). Restore into an empty database, ` +
          'or add --force to replace everything in it.',
      )
    const { rows: kept } = existing.includes('app_state')
      ? await client.query<{ value: string }>(`select value from public."app_state" where key = $1`, [STORED_KEY])
      : { rows: [] }
    if (existing.length > 0 || (await appliedMigrations(client)).length > 0) {
      logger.warn({ tables: existing.length, rows }, 'replacing the existing tables')
      for (const name of existing) await client.query(`drop table if exists ${quoteTable(name)} cascade`)
      await client.query('drop table if exists drizzle.__drizzle_migrations')
    }
    await migrateInTransaction(client, { from: 0, to: made.length })
    for (const name of await loadOrder(
      client,
      manifest.tables.map((t) => t.name).filter((table) => !NO_LONGER_RESTORED.includes(table)),
    )) {
      const index = manifest.tables.findIndex((t) => t.name === name)
      await loadTable(client, manifest.tables[index]!, stagedTable(dir, index))
    }
    await migrateInTransaction(client, { from: made.length })
    await client.query(`delete from public."app_state" where key = $1`, [STORED_KEY])
    if (kept[0])
      await client.query(`insert into public."app_state" (key, value) values ($1, $2)`, [STORED_KEY, kept[0].value])
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    if (error instanceof BackupError) throw error
    throw new BackupError(`The tables could not be loaded, and the database is unchanged: ${(error as Error).message}`)
  } finally {
    client.release()
  }
}

async function countRows(client: pg.PoolClient, name: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${quoteTable(name)}`)
  return rows[0]!.n
}

async function loadTable(client: pg.PoolClient, entry: TableEntry, file: string): Promise<void> {
  const table = quoteTable(entry.name)
  await pipeline(
    createReadStream(file),
    client.query(copyFrom(`copy ${table} (${entry.columns.map(quoteColumn).join(', ')}) from stdin`)),
  )
  const loaded = await countRows(client, entry.name)
  if (loaded !== entry.rows)
    throw new BackupError(`Table ${entry.name}: ${loaded} rows loaded, the manifest says ${entry.rows}.`)
  for (const column of entry.columns) {
    const { rows: found } = await client.query<{ s: string | null }>('select pg_get_serial_sequence($1, $2) as s', [
      table,
      column,
    ])
    if (!found[0]?.s) continue
    await client.query(
      `select setval($1, coalesce((select max(${quoteColumn(column)}) from ${table}), 0) + 1, false)`,
      [found[0].s],
    )
  }
}

async function loadOrder(client: pg.PoolClient, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`,
  )
  const ordered: string[] = []
  const visit = (name: string, path: string[] = []) => {
    if (ordered.includes(name) || path.includes(name)) return
    for (const { parent } of rows.filter((r) => r.child === name))
      if (tables.includes(parent)) visit(parent, [...path, name])
    ordered.push(name)
  }
  for (const name of tables) visit(name)
  return ordered
}
