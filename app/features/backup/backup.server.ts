import { DomainError } from '#app/lib/errors.ts'
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PassThrough, Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import tar from 'tar-stream'
import * as schemaTables from '#db/schema/index.ts'
import { OBJECT_NAME, type ObjectStorage } from '#app/features/objects/storage.server.ts'
import {
  appliedMigrations,
  migrateInTransaction,
  migrationJournal,
  type Database,
  type MigrationEntry,
} from '#app/lib/db.server.ts'
import { keysFor, STORED_KEY, type KeyRing } from '#app/lib/keys.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { z } from '#app/lib/zod.ts'

/**
 * Backups as one .tar.gz (decisions 8 and 15): `manifest.json` first (schema version, every
 * table's columns and row count, every file's size and SHA-256), then `manifest.hmac` (HMAC-SHA256
 * of the manifest's bytes under the backup-mac key, derived from SECRET_KEY and never in the
 * archive), then each table as PostgreSQL COPY text (`tables/{name}.copy`), then every stored
 * image (`objects/{name}`). COPY's text format is read and written by every PostgreSQL since 7.4,
 * so no pg_dump has to match the server; standard `tar` lists and extracts the archive.
 */
export const FORMAT = 'k12-site-backup'
const FORMAT_VERSION = 2
const MAC_ENTRY = 'manifest.hmac'
const ARCHIVE_NAME = /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.tar\.gz$/

/**
 * The application's own tables, from its Drizzle schema: the only names a backup writes or a
 * restore touches, always as `public."name"`. Sessions are never backed up: a restored session
 * would be a way in that skips the password and the second factor.
 */
const APP_TABLES: readonly string[] = (Object.values(schemaTables) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table))
  .filter((config) => (config.schema ?? 'public') === 'public')
  .map((config) => config.name)
  .sort()
const NEVER_BACKED_UP = new Set(['sessions'])
const BACKED_UP_TABLES: readonly string[] = APP_TABLES.filter((name) => !NEVER_BACKED_UP.has(name))
/** Rows a backup leaves out: the root key of a site without SECRET_KEY must not travel with its data. */
const LEFT_OUT: Record<string, string> = { app_state: `key <> '${STORED_KEY}'` }

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/
const SHA256 = /^[0-9a-f]{64}$/

const fileEntry = { file: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(SHA256) }

const manifestSchema = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  schema: z.strictObject({
    /** drizzle's `when` of each applied migration, oldest first */
    migrations: z.array(z.number().int()),
    latest: z.string().nullable(),
  }),
  storage: z.enum(['local', 's3']),
  tables: z.array(
    z
      .strictObject({
        name: z.string().regex(IDENTIFIER),
        columns: z.array(z.string().regex(IDENTIFIER)).min(1),
        rows: z.number().int().nonnegative(),
        ...fileEntry,
      })
      .refine((t) => t.file === `tables/${t.name}.copy`),
  ),
  objects: z.array(
    z.strictObject({ name: z.string().regex(OBJECT_NAME), ...fileEntry }).refine((o) => o.file === `objects/${o.name}`),
  ),
})

export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = z.infer<z.ZodObject<typeof fileEntry>>

/** A refusal or a damaged archive, with a message meant for the person running the command. */
/** An archive that cannot be trusted or read (a DomainError with code `invalid`; printed by the scripts). */
export class BackupError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('invalid', message, options)
  }
}

/** A table of ours, schema-qualified: never a name the search path could resolve elsewhere. */
const table = (name: string) => {
  if (!APP_TABLES.includes(name)) throw new BackupError(`Not one of the site's tables: ${JSON.stringify(name)}`)
  return `public."${name}"`
}
const column = (name: string) => {
  if (!IDENTIFIER.test(name)) throw new BackupError(`Unexpected name in the archive: ${JSON.stringify(name)}`)
  return `"${name}"`
}

/** The archive's authentication code under `key`, and a short name for the key (to say which key was used). */
const macOf = (key: Buffer, manifest: Buffer) => createHmac('sha256', key).update(manifest).digest('hex')
const keyId = (key: Buffer) => createHmac('sha256', key).update('backup key id').digest('hex').slice(0, 16)

export function archiveName(now: Date): string {
  return `site-backup-${now.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`
}

/** Counts rows (COPY text ends every row with a newline; newlines inside values are escaped) and hashes. */
function measure() {
  const hash = createHash('sha256')
  let bytes = 0
  let rows = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows += 1
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ bytes, rows, sha256: hash.digest('hex') }) }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Which of `names` exist as tables in the public schema. */
async function existingTables(client: pg.PoolClient | pg.Pool, names: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name = any($1) order by table_name`,
    [names],
  )
  return rows.map((r) => r.name)
}

export interface BackupResult {
  file: string
  bytes: number
  tables: number
  rows: number
  objects: number
  ms: number
}

/**
 * Writes an archive of the site's tables (one consistent snapshot) and every stored image to `file`
 * (written beside it first, then renamed, so a half-written archive never carries the final name),
 * authenticated with the keys' backup-mac key.
 */
export async function createBackup({
  database,
  storage,
  file,
  keys,
  now = new Date(),
}: {
  database: Database
  storage: ObjectStorage
  file: string
  keys: KeyRing
  now?: Date
}): Promise<BackupResult> {
  const started = Date.now()
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-backup-'))
  try {
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: now.toISOString(),
      schema: { migrations: [], latest: null },
      storage: storage.kind,
      tables: [],
      objects: [],
    }
    const client = await database.pool.connect()
    try {
      // One snapshot for every table, so rows that refer to each other agree.
      await client.query('begin isolation level repeatable read read only')
      // Read in the same snapshot as the tables.
      const applied = await appliedMigrations(client)
      if (applied.length === 0)
        throw new BackupError(
          'This database holds no site yet (no migrations applied): check DATABASE_URL or DATA_DIR.',
        )
      manifest.schema.migrations = applied
      manifest.schema.latest = migrationJournal().find((m) => m.when === applied.at(-1))?.tag ?? null
      for (const name of await existingTables(client, BACKED_UP_TABLES)) {
        const { rows } = await client.query<{ name: string }>(
          `select column_name as name from information_schema.columns
           where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
           order by ordinal_position`,
          [name],
        )
        const columns = rows.map((r) => r.name)
        const entry = `tables/${name}.copy`
        const counter = measure()
        const list = columns.map(column).join(', ')
        const where = LEFT_OUT[name] ? ` where ${LEFT_OUT[name]}` : ''
        await pipeline(
          client.query(copyTo(`copy (select ${list} from ${table(name)}${where}) to stdout`)),
          counter.stream,
          createWriteStream(path.join(temp, `${manifest.tables.length}.table`)),
        )
        manifest.tables.push({ name, columns, file: entry, ...counter.result() })
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
    for (const name of await storage.list()) {
      const bytes = await storage.get(name)
      if (!bytes) continue // deleted since it was listed
      await fs.writeFile(path.join(temp, `${manifest.objects.length}.object`), bytes)
      manifest.objects.push({ name, file: `objects/${name}`, bytes: bytes.length, sha256: sha256(bytes) })
    }

    await fs.mkdir(path.dirname(file), { recursive: true })
    const partial = `${file}.partial`
    const pack = tar.pack()
    const written = pipeline(pack, zlib.createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }))
    const add = (name: string, size: number, source: Readable) =>
      new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name, size, mode: 0o600, mtime: now }, (error) =>
          error ? reject(error) : resolve(),
        )
        source.on('error', reject)
        source.pipe(entry)
      })
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2))
    const key = keys.current.backupMac
    const mac = Buffer.from(
      JSON.stringify({
        algorithm: 'HMAC-SHA256',
        key: keyId(key),
        source: keys.source,
        mac: macOf(key, manifestBytes),
      }),
    )
    await add('manifest.json', manifestBytes.length, PassThrough.from([manifestBytes]))
    await add(MAC_ENTRY, mac.length, PassThrough.from([mac]))
    for (const [i, table] of manifest.tables.entries())
      await add(table.file, table.bytes, createReadStream(path.join(temp, `${i}.table`)))
    for (const [i, object] of manifest.objects.entries())
      await add(object.file, object.bytes, createReadStream(path.join(temp, `${i}.object`)))
    pack.finalize()
    await written
    await fs.rename(partial, file)
    return { file, bytes: (await fs.stat(file)).size, ...counts(manifest, started) }
  } finally {
    await fs.rm(temp, { recursive: true, force: true })
  }
}

/** Keeps the newest `keep` archives in `dir` (by the time in their names) and deletes the rest. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const archives = (await fs.readdir(dir)).filter((name) => ARCHIVE_NAME.test(name)).sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of old) await fs.rm(path.join(dir, name), { force: true })
  return old
}

const macEntrySchema = z.object({
  algorithm: z.literal('HMAC-SHA256'),
  key: z.string().max(64),
  source: z.string().max(20).optional(),
  mac: z.string().regex(SHA256),
})

/**
 * The manifest, once its authentication code verifies under one of this site's backup keys
 * (never one an archive could carry), its shape is right and every table it names is one a
 * backup of this site may hold.
 */
function checkManifest(bytes: Buffer, macBytes: Buffer | null, keys: KeyRing | null): Manifest {
  if (!macBytes) {
    const version = (safeJson(bytes) as { version?: unknown } | null)?.version
    throw new BackupError(
      version === 1
        ? 'This archive is not signed: it was made by an earlier version of the site, before backups were authenticated. ' +
            'Restore it with that version, then take a new backup.'
        : 'This archive is not signed (no manifest.hmac after the manifest): it was not made by this site, or it was altered.',
    )
  }
  if (!keys)
    throw new BackupError(
      'This archive cannot be checked: SECRET_KEY is not set and this database holds no key. ' +
        'Set SECRET_KEY to the key of the site that made the archive and run the restore again.',
    )
  const parsedMac = macEntrySchema.safeParse(safeJson(macBytes))
  if (!parsedMac.success) throw new BackupError("The archive's manifest.hmac is malformed: it was altered or damaged.")
  const candidates = keysFor(keys, 'backupMac')
  const given = Buffer.from(parsedMac.data.mac, 'hex')
  const verified = candidates.some((key) => timingSafeEqual(Buffer.from(macOf(key, bytes), 'hex'), given))
  if (!verified) {
    // The key id and source are not authenticated: they only choose which explanation to give.
    if (!candidates.some((key) => keyId(key) === parsedMac.data.key))
      throw new BackupError(
        "This archive was authenticated with a different key than this site's. Set SECRET_KEY to the key of the " +
          'site that made it (during a rotation, SECRET_KEY_PREVIOUS to the old one) and run the restore again.' +
          (parsedMac.data.source === 'database'
            ? ' That site had no SECRET_KEY: its key stayed in its own database, so the archive restores only there.'
            : ''),
      )
    throw new BackupError("The archive's manifest does not match its authentication code: it was altered or damaged.")
  }
  const version = (safeJson(bytes) as { version?: unknown } | null)?.version
  if (version !== FORMAT_VERSION)
    throw new BackupError(
      `This backup uses format version ${String(version)}; this version of the site reads ${FORMAT_VERSION}.`,
    )
  const parsed = manifestSchema.safeParse(safeJson(bytes))
  if (!parsed.success) throw new BackupError('The backup manifest is malformed.')
  const names = parsed.data.tables.map((t) => t.name)
  const foreign = names.find((name) => !BACKED_UP_TABLES.includes(name))
  if (foreign !== undefined)
    throw new BackupError(
      `The backup manifest names a table that is not the site's to restore: ${JSON.stringify(foreign)}.`,
    )
  if (new Set(names).size !== names.length) throw new BackupError('The backup manifest names a table twice.')
  return parsed.data
}

function safeJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return null
  }
}

/**
 * Reads an archive into `dir` and checks it whole before anything else happens: the manifest's
 * authentication code under this site's key, then the manifest, then every file against it. A
 * damaged, altered or foreign archive is refused. Files are stored by their position in the
 * manifest, never by a name taken from the archive.
 */
export async function extractArchive(file: string, dir: string, keys: KeyRing | null): Promise<Manifest> {
  let manifestBytes: Buffer | undefined
  let manifest: Manifest | undefined
  const expected = new Map<string, { path: string; bytes: number; sha256: string }>()
  const seen = new Set<string>()
  const extract = tar.extract()
  const accept = (macBytes: Buffer | null) => {
    manifest = checkManifest(manifestBytes!, macBytes, keys)
    for (const [i, t] of manifest.tables.entries()) expected.set(t.file, { ...t, path: path.join(dir, `${i}.table`) })
    for (const [i, o] of manifest.objects.entries()) expected.set(o.file, { ...o, path: path.join(dir, `${i}.object`) })
  }
  const readSmall = (stream: NodeJS.EventEmitter, done: (bytes: Buffer) => void, next: (error?: Error) => void) => {
    const chunks: Buffer[] = []
    let size = 0
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= 64 * 1024 * 1024) chunks.push(chunk)
    })
    stream.on('error', next)
    stream.on('end', () => {
      try {
        if (size > 64 * 1024 * 1024) throw new BackupError('The backup manifest is too large.')
        done(Buffer.concat(chunks))
        next()
      } catch (error) {
        next(error as Error)
      }
    })
  }
  extract.on('entry', (header, stream, next) => {
    const fail = (error: Error) => {
      stream.resume()
      next(error)
    }
    try {
      if (header.type !== 'file') return fail(new BackupError(`Unexpected entry in the archive: ${header.name}`))
      if (!manifestBytes) {
        if (header.name !== 'manifest.json')
          return fail(new BackupError('This is not a site backup (it does not start with manifest.json).'))
        return readSmall(stream, (bytes) => (manifestBytes = bytes), next)
      }
      if (!manifest) {
        if (header.name !== MAC_ENTRY) {
          accept(null) // throws: not signed
          return
        }
        return readSmall(stream, (bytes) => accept(bytes), next)
      }
    } catch (error) {
      return fail(error as Error)
    }
    const target = expected.get(header.name)
    if (!target || seen.has(header.name))
      return fail(new BackupError(`Unexpected entry in the archive: ${header.name}`))
    seen.add(header.name)
    const hash = createHash('sha256')
    let bytes = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        bytes += chunk.length
        done(null, chunk)
      },
    })
    pipeline(stream, counter, createWriteStream(target.path))
      .then(() => {
        if (bytes !== target.bytes || hash.digest('hex') !== target.sha256)
          return next(new BackupError(`The archive is damaged: ${header.name} does not match its checksum.`))
        next()
      })
      .catch(next)
  })
  try {
    await pipeline(createReadStream(file), zlib.createGunzip(), extract)
  } catch (error) {
    if (error instanceof BackupError) throw error
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw new BackupError(`No such file: ${file}`)
    throw new BackupError(`The archive cannot be read (${(error as Error).message}); it is damaged or not a backup.`)
  }
  if (!manifestBytes) throw new BackupError('This is not a site backup (the archive is empty).')
  if (!manifest) accept(null)
  const missing = [...expected.keys()].filter((name) => !seen.has(name))
  if (missing.length) throw new BackupError(`The archive is damaged: ${missing[0]} is missing.`)
  return manifest!
}

export interface RestoreResult {
  tables: number
  rows: number
  objects: number
  ms: number
}

/**
 * Restores an archive into an empty database (refused otherwise unless `force`, which replaces the
 * site's tables). In ONE transaction: drops the site's tables, rebuilds the schema the archive
 * was made with, loads every table, checks the row counts, applies this code's newer migrations;
 * any failure rolls all of it back and leaves the database as it was. Sessions start empty; a
 * site without SECRET_KEY keeps its own stored key (the archive never holds one). The images are
 * written to storage last.
 */
export async function restoreBackup({
  database,
  storage,
  file,
  keys,
  force = false,
  logger,
  journal = migrationJournal(),
}: {
  database: Database
  storage: ObjectStorage
  file: string
  /** the restoring site's keys (the archive is checked against them); null when it has none */
  keys: KeyRing | null
  force?: boolean
  logger: Logger
  journal?: MigrationEntry[]
}): Promise<RestoreResult> {
  const started = Date.now()
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'))
  try {
    const manifest = await extractArchive(file, temp, keys)
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
      for (const name of existing) {
        const { rows: counted } = await client.query<{ n: number }>(`select count(*)::int as n from ${table(name)}`)
        rows += counted[0]!.n
      }
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
        for (const name of existing) await client.query(`drop table if exists ${table(name)} cascade`)
        await client.query('drop table if exists drizzle.__drizzle_migrations')
      }
      await migrateInTransaction(client, { from: 0, to: made.length })
      for (const name of await loadOrder(
        client,
        manifest.tables.map((t) => t.name),
      )) {
        const index = manifest.tables.findIndex((t) => t.name === name)
        const entry = manifest.tables[index]!
        await pipeline(
          createReadStream(path.join(temp, `${index}.table`)),
          client.query(copyFrom(`copy ${table(name)} (${entry.columns.map(column).join(', ')}) from stdin`)),
        )
        const { rows: counted } = await client.query<{ n: number }>(`select count(*)::int as n from ${table(name)}`)
        if (counted[0]!.n !== entry.rows)
          throw new BackupError(`Table ${name}: ${counted[0]!.n} rows loaded, the manifest says ${entry.rows}.`)
        for (const col of entry.columns) {
          // serial columns: the next id continues after the restored ones
          const { rows: found } = await client.query<{ s: string | null }>(
            'select pg_get_serial_sequence($1, $2) as s',
            [table(name), col],
          )
          if (!found[0]?.s) continue
          await client.query(
            `select setval($1, coalesce((select max(${column(col)}) from ${table(name)}), 0) + 1, false)`,
            [found[0].s],
          )
        }
      }
      await migrateInTransaction(client, { from: made.length })
      // Keys never come from an archive; this database's own stored key (if any) stays.
      await client.query(`delete from public."app_state" where key = $1`, [STORED_KEY])
      if (kept[0])
        await client.query(`insert into public."app_state" (key, value) values ($1, $2)`, [STORED_KEY, kept[0].value])
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      if (error instanceof BackupError) throw error
      throw new BackupError(
        `The tables could not be loaded, and the database is unchanged: ${(error as Error).message}`,
      )
    } finally {
      client.release()
    }

    for (const [i, object] of manifest.objects.entries())
      await storage.put(object.name, await fs.readFile(path.join(temp, `${i}.object`)))
    return counts(manifest, started)
  } finally {
    await fs.rm(temp, { recursive: true, force: true })
  }
}

/** Parents before children, by the foreign keys of the schema as rebuilt. */
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

/** What a backup or a restore reports: tables, rows and images in the archive, and how long it took. */
function counts(manifest: Manifest, started: number) {
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    objects: manifest.objects.length,
    ms: Date.now() - started,
  }
}
