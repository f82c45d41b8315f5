import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PassThrough, Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import type pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import tar from 'tar-stream'
import { OBJECT_NAME, type ObjectStorage } from '#app/features/objects/storage.server.ts'
import {
  appliedMigrations,
  migrationJournal,
  runMigrations,
  type Database,
  type MigrationEntry,
} from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'

/**
 * Backups as one .tar.gz (decision 8): `manifest.json` first (schema version, every table's
 * columns and row count, every file's size and SHA-256), then each table as PostgreSQL COPY text
 * (`tables/{name}.copy`), then every stored image (`objects/{name}`). COPY's text format is read
 * and written by every PostgreSQL since 7.4, so no pg_dump has to match the server; standard
 * `tar` lists and extracts the archive.
 */
export const FORMAT = 'k12-site-backup'
export const FORMAT_VERSION = 1
export const ARCHIVE_NAME = /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.tar\.gz$/

export interface ManifestFile {
  /** path inside the archive */
  file: string
  bytes: number
  sha256: string
}

export interface Manifest {
  format: typeof FORMAT
  version: typeof FORMAT_VERSION
  createdAt: string
  schema: {
    /** drizzle's `when` of each applied migration, oldest first */
    migrations: number[]
    latest: string | null
  }
  storage: ObjectStorage['kind']
  tables: (ManifestFile & { name: string; columns: string[]; rows: number })[]
  objects: (ManifestFile & { name: string })[]
}

/** A refusal or a damaged archive, with a message meant for the person running the command. */
export class BackupError extends Error {}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/
const ident = (name: string) => {
  if (!IDENTIFIER.test(name)) throw new BackupError(`Unexpected name in the archive: ${JSON.stringify(name)}`)
  return `"${name}"`
}

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

async function publicTables(client: pg.PoolClient | pg.Pool): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
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
 * Writes an archive of every table (one consistent snapshot) and every stored image to `file`
 * (written beside it first, then renamed, so a half-written archive never carries the final name).
 */
export async function createBackup({
  database,
  storage,
  file,
  now = new Date(),
}: {
  database: Database
  storage: ObjectStorage
  file: string
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
      const applied = await appliedMigrations(database.db)
      if (applied.length === 0)
        throw new BackupError(
          'This database holds no site yet (no migrations applied): check DATABASE_URL or DATA_DIR.',
        )
      manifest.schema.migrations = applied
      manifest.schema.latest = migrationJournal().find((m) => m.when === applied.at(-1))?.tag ?? null
      for (const name of await publicTables(client)) {
        const { rows } = await client.query<{ name: string }>(
          `select column_name as name from information_schema.columns
           where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
           order by ordinal_position`,
          [name],
        )
        const columns = rows.map((r) => r.name)
        const entry = `tables/${name}.copy`
        const counter = measure()
        const list = columns.map(ident).join(', ')
        await pipeline(
          client.query(copyTo(`copy (select ${list} from ${ident(name)}) to stdout`)),
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
    await add('manifest.json', manifestBytes.length, PassThrough.from([manifestBytes]))
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

function checkManifest(value: unknown): Manifest {
  const m = value as Manifest
  if (!m || m.format !== FORMAT) throw new BackupError('This is not a site backup (no manifest of ours inside).')
  if (m.version !== FORMAT_VERSION)
    throw new BackupError(
      `This backup uses format version ${m.version}; this version of the site reads ${FORMAT_VERSION}.`,
    )
  const isFile = (f: ManifestFile) =>
    typeof f.file === 'string' && Number.isSafeInteger(f.bytes) && /^[0-9a-f]{64}$/.test(f.sha256)
  const tablesOk =
    Array.isArray(m.tables) &&
    m.tables.every(
      (t) =>
        isFile(t) &&
        IDENTIFIER.test(t.name) &&
        t.file === `tables/${t.name}.copy` &&
        Array.isArray(t.columns) &&
        t.columns.length > 0 &&
        t.columns.every((c) => IDENTIFIER.test(c)) &&
        Number.isSafeInteger(t.rows),
    )
  const objectsOk =
    Array.isArray(m.objects) &&
    m.objects.every((o) => isFile(o) && OBJECT_NAME.test(o.name) && o.file === `objects/${o.name}`)
  const schemaOk = Array.isArray(m.schema?.migrations) && m.schema.migrations.every((w) => Number.isSafeInteger(w))
  if (!tablesOk || !objectsOk || !schemaOk) throw new BackupError('The backup manifest is malformed.')
  return m
}

/**
 * Reads an archive into `dir` and checks every file against the manifest before anything else
 * happens: a damaged or altered archive is refused whole. Files are stored by their position in
 * the manifest, never by a name taken from the archive.
 */
export async function extractArchive(file: string, dir: string): Promise<Manifest> {
  let manifest: Manifest | undefined
  const expected = new Map<string, { path: string; bytes: number; sha256: string }>()
  const seen = new Set<string>()
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    const fail = (error: Error) => {
      stream.resume()
      next(error)
    }
    if (header.type !== 'file') return fail(new BackupError(`Unexpected entry in the archive: ${header.name}`))
    if (!manifest) {
      if (header.name !== 'manifest.json')
        return fail(new BackupError('This is not a site backup (it does not start with manifest.json).'))
      const chunks: Buffer[] = []
      stream.on('data', (chunk) => chunks.push(chunk as Buffer))
      stream.on('error', next)
      stream.on('end', () => {
        try {
          manifest = checkManifest(JSON.parse(Buffer.concat(chunks).toString('utf8')))
          for (const [i, t] of manifest.tables.entries())
            expected.set(t.file, { ...t, path: path.join(dir, `${i}.table`) })
          for (const [i, o] of manifest.objects.entries())
            expected.set(o.file, { ...o, path: path.join(dir, `${i}.object`) })
          next()
        } catch (error) {
          next(error instanceof BackupError ? error : new BackupError('The backup manifest is not valid JSON.'))
        }
      })
      return
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
  if (!manifest) throw new BackupError('This is not a site backup (the archive is empty).')
  const missing = [...expected.keys()].filter((name) => !seen.has(name))
  if (missing.length) throw new BackupError(`The archive is damaged: ${missing[0]} is missing.`)
  return manifest
}

export interface RestoreResult {
  tables: number
  rows: number
  objects: number
  ms: number
}

/**
 * Restores an archive into an empty database (refused otherwise unless `force`, which replaces the
 * site's tables): rebuilds the schema the archive was made with, loads every table in one
 * transaction, checks the row counts, then applies this code's newer migrations, and finally
 * writes the images to storage.
 */
export async function restoreBackup({
  database,
  storage,
  file,
  force = false,
  logger,
  journal = migrationJournal(),
}: {
  database: Database
  storage: ObjectStorage
  file: string
  force?: boolean
  logger: Logger
  journal?: MigrationEntry[]
}): Promise<RestoreResult> {
  const started = Date.now()
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'site-restore-'))
  try {
    const manifest = await extractArchive(file, temp)
    const known = journal.map((m) => m.when)
    const made = manifest.schema.migrations
    if (made.length > known.length || made.some((when, i) => when !== known[i]))
      throw new BackupError(
        `This backup was made by a newer or different version of the site (schema ${manifest.schema.latest}); ` +
          'restore it with that version or a later one.',
      )

    const { pool } = database
    const existing = await publicTables(pool)
    let rows = 0
    for (const name of existing) {
      const { rows: counted } = await pool.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`)
      rows += counted[0]!.n
    }
    if (rows > 0 && !force)
      throw new BackupError(
        `The database is not empty (${rows} rows in ${existing.length} tables). Restore into an empty database, ` +
          'or add --force to replace everything in it.',
      )
    if (existing.length > 0 || (await appliedMigrations(database.db)).length > 0) {
      logger.warn({ tables: existing.length, rows }, 'replacing the existing tables')
      for (const name of existing) await pool.query(`drop table if exists ${ident(name)} cascade`)
      await pool.query('drop table if exists drizzle.__drizzle_migrations')
    }

    await runMigrations(database, logger, { upTo: made.length })
    const client = await pool.connect()
    try {
      await client.query('begin')
      for (const name of await loadOrder(
        client,
        manifest.tables.map((t) => t.name),
      )) {
        const index = manifest.tables.findIndex((t) => t.name === name)
        const table = manifest.tables[index]!
        await pipeline(
          createReadStream(path.join(temp, `${index}.table`)),
          client.query(copyFrom(`copy ${ident(name)} (${table.columns.map(ident).join(', ')}) from stdin`)),
        )
        const { rows: counted } = await client.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`)
        if (counted[0]!.n !== table.rows)
          throw new BackupError(`Table ${name}: ${counted[0]!.n} rows loaded, the manifest says ${table.rows}.`)
        for (const column of table.columns) {
          // serial columns: the next id continues after the restored ones
          const { rows: found } = await client.query<{ s: string | null }>(
            'select pg_get_serial_sequence($1, $2) as s',
            [ident(name), column],
          )
          if (!found[0]?.s) continue
          await client.query(
            `select setval($1, coalesce((select max(${ident(column)}) from ${ident(name)}), 0) + 1, false)`,
            [found[0].s],
          )
        }
      }
      await client.query('commit')
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      if (error instanceof BackupError) throw error
      throw new BackupError(`The tables could not be loaded: ${(error as Error).message}`)
    } finally {
      client.release()
    }
    await runMigrations(database, logger)

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
