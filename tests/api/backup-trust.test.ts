import { createHash, createHmac } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import pg from 'pg'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { extractArchive } from '#app/features/backup/archive.server.ts'
import { createBackup } from '#app/features/backup/backup.server.ts'
import type { Manifest } from '#app/features/backup/manifest.server.ts'
import { restoreBackup } from '#app/features/backup/restore.server.ts'
import { createLocalStorage } from '#app/features/objects/storage.server.ts'
import type { Database } from '#app/lib/db.server.ts'
import { keyRing, STORED_KEY, type KeyRing } from '#app/lib/keys.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { contactInput } from '../factories/index.ts'
import { emptyDatabases } from '../setup/test-database.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Backups you can trust (decision 15): an archive is authenticated with a key it does not hold;
 * only the site's own tables are restored, never sessions, never a catalog; and a restore that
 * fails leaves the database exactly as it was.
 */
const logger = createLogger({ level: 'silent' })
let server: TestServer
let work: string
let archive: string
let adminToken: string
const restoreTargets = emptyDatabases()

/** Every public table as sorted JSON rows, sessions and keys included. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const { rows: tables } = await database.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
  const out: Record<string, string[]> = {}
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ r: string }>(
      `select to_jsonb(t)::text as r from "${name}" t order by 1`,
    )
    out[name] = rows.map((r) => r.r)
  }
  return out
}

const publicTables = async (database: Database) =>
  (
    await database.pool.query(
      `select 1 from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).rowCount

interface Entry {
  name: string
  body: Buffer
}

async function readArchive(file: string): Promise<Entry[]> {
  const entries: Entry[] = []
  const extract = tar.extract()
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = []
    stream.on('data', (c) => chunks.push(c as Buffer))
    stream.on('end', () => {
      entries.push({ name: header.name, body: Buffer.concat(chunks) })
      next()
    })
  })
  await pipeline(createReadStream(file), zlib.createGunzip(), extract)
  return entries
}

async function writeArchive(file: string, entries: Entry[]) {
  const pack = tar.pack()
  const writing = pipeline(pack, zlib.createGzip(), createWriteStream(file))
  for (const { name, body } of entries) pack.entry({ name, size: body.length }, body)
  pack.finalize()
  await writing
}

/**
 * What someone who can write to the backup folder could make of an archive: `change` edits the
 * manifest and the files (checksums recomputed, as the manifest itself would let anyone do), then
 * the manifest is re-authenticated with `signWith` (a key the attacker would have to steal), or
 * keeps its old code, or loses it.
 */
async function forge(
  name: string,
  change: (manifest: Manifest, files: Map<string, Buffer>) => void,
  mac: { signWith: KeyRing } | 'keep' | 'drop',
): Promise<string> {
  const entries = await readArchive(archive)
  const manifest = JSON.parse(entries[0]!.body.toString()) as Manifest
  const files = new Map(entries.slice(2).map((e) => [e.name, e.body]))
  change(manifest, files)
  for (const entry of [...manifest.tables, ...manifest.objects]) {
    const body = files.get(entry.file)!
    entry.bytes = body.length
    entry.sha256 = createHash('sha256').update(body).digest('hex')
  }
  const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2))
  const out: Entry[] = [{ name: 'manifest.json', body: manifestBytes }]
  if (mac === 'keep') out.push(entries[1]!)
  else if (mac !== 'drop') {
    const code = createHmac('sha256', mac.signWith.current.backupMac).update(manifestBytes).digest('hex')
    out.push({
      name: 'manifest.hmac',
      body: Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', key: 'forged', mac: code })),
    })
  }
  for (const entry of [...manifest.tables, ...manifest.objects])
    out.push({ name: entry.file, body: files.get(entry.file)! })
  const file = path.join(work, `${name}.tar.gz`)
  await writeArchive(file, out)
  return file
}

const restore = (database: Database, file: string, options: { keys?: KeyRing | null; force?: boolean } = {}) =>
  restoreBackup({
    database,
    storage: createLocalStorage({ dataDir: path.join(work, 'restored-objects'), uploadKey: null }),
    file,
    keys: options.keys === undefined ? server.services.keys : options.keys,
    force: options.force,
    logger,
  })

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-backup-trust-'))
  server = await startTestServer()
  adminToken = await signInAdmin(server, 'trusted')
  for (let i = 0; i < 3; i += 1)
    expect(
      (await server.request('/api/contacts', { method: 'POST', json: contactInput({ message: `Question ${i}` }) }))
        .status,
    ).toBe(201)
  await server.request('/api/newsletter', { method: 'POST', json: { email: 'reader@trust.example' } })
  archive = path.join(work, 'site.tar.gz')
  await createBackup({
    database: server.services.database,
    storage: server.services.storage,
    file: archive,
    keys: server.services.keys,
  })
})

afterAll(async () => {
  await server.close()
  await restoreTargets.dropAll()
  const admin = new pg.Client({ connectionString: inject('databaseUrl') })
  await admin.connect()
  await admin.query(`drop role if exists intruder`)
  await admin.end()
  await fs.rm(work, { recursive: true, force: true })
})

describe('authenticated archives', () => {
  it('refuses an archive without its authentication code, or whose code does not verify, before touching the database', async () => {
    const target = await restoreTargets.create()
    try {
      const unsigned = await forge('unsigned', () => undefined, 'drop')
      await expect(restore(target.database, unsigned)).rejects.toThrow(
        /^This archive is not signed \(no manifest\.hmac after the manifest\)/,
      )

      // The attack the checksums could not stop: change a row, recompute its checksum in the manifest.
      const altered = await forge(
        'altered',
        (_manifest, files) => {
          const copy = files.get('tables/contacts.copy')!.toString()
          files.set('tables/contacts.copy', Buffer.from(copy.replace('Question 1', 'Wire the fee today')))
        },
        'keep',
      )
      await expect(restore(target.database, altered)).rejects.toThrow(
        "The archive's manifest does not match its authentication code: it was altered or damaged.",
      )

      const otherSite = keyRing('another-site-secret-key-of-enough-length', { source: 'SECRET_KEY' })
      await expect(restore(target.database, archive, { keys: otherSite })).rejects.toThrow(
        /^This archive was authenticated with a different key than this site's\. Set SECRET_KEY to the key of the site that made it/,
      )
      expect(await publicTables(target.database)).toBe(0)

      // The genuine archive restores.
      await restore(target.database, archive)
      expect(await publicTables(target.database)).toBeGreaterThan(0)
    } finally {
      await target.database.close()
    }
  })

  it('refuses a correctly authenticated manifest naming pg_authid, sessions or any table not the site’s, and touches nothing', async () => {
    const target = await restoreTargets.create()
    try {
      const intruder = ['intruder', 't', 't', 't', 't', 't', 't', 't', '-1', 'SCRAM-SHA-256$4096:x', '\\N']
      for (const name of ['pg_authid', 'sessions', 'pg_roles', 'leads_copy']) {
        // Signed with the site's own key: only the allow-list stands between this and the catalog.
        const file = await forge(
          `names-${name}`,
          (manifest, files) => {
            manifest.tables.unshift({
              name,
              columns: ['rolname', 'rolsuper', 'rolinherit', 'rolcreaterole', 'rolcreatedb', 'rolcanlogin'],
              rows: 1,
              file: `tables/${name}.copy`,
              bytes: 0,
              sha256: '',
            })
            files.set(`tables/${name}.copy`, Buffer.from(`${intruder.slice(0, 6).join('\t')}\n`))
          },
          { signWith: server.services.keys },
        )
        await expect(restore(target.database, file, { force: true }), name).rejects.toThrow(
          `The backup manifest names a table that is not the site's to restore: "${name}".`,
        )
      }
      expect(await publicTables(target.database)).toBe(0)
      const { rowCount } = await target.database.pool.query(`select 1 from pg_roles where rolname = 'intruder'`)
      expect(rowCount).toBe(0)
    } finally {
      await target.database.close()
    }
  })
})

describe('restoring', () => {
  it('a restore that fails midway, with --force over a site holding data, leaves the database exactly as it was', async () => {
    const target = await restoreTargets.create()
    try {
      await restore(target.database, archive)
      await target.database.pool.query(`insert into newsletters (email) values ('only-here@trust.example')`)
      await target.database.pool.query(
        `insert into sessions (id, user_id, expires_at) select 'kept-session', id, now() + interval '1 hour' from admin_users limit 1`,
      )
      const before = await snapshot(target.database)
      expect(before.newsletters!.some((r) => r.includes('only-here@trust.example'))).toBe(true)

      // A row contacts cannot hold: the load fails after the tables before it were loaded.
      const corrupt = await forge(
        'corrupt-row',
        (manifest, files) => {
          const entry = manifest.tables.find((t) => t.name === 'contacts')!
          entry.rows += 1
          files.set(
            'tables/contacts.copy',
            Buffer.concat([files.get('tables/contacts.copy')!, Buffer.from('not a row\n')]),
          )
        },
        { signWith: server.services.keys },
      )
      expect((await readArchive(corrupt)).map((e) => e.name).indexOf('tables/contacts.copy')).toBeGreaterThan(3)
      await expect(restore(target.database, corrupt, { force: true })).rejects.toThrow(
        /^The tables could not be loaded, and the database is unchanged: /,
      )
      expect(await snapshot(target.database)).toEqual(before)
    } finally {
      await target.database.close()
    }
  })

  it('never backs up sessions (nor the rate limits’ client addresses); a restored site signs nobody in with an old token', async () => {
    const dir = await fs.mkdtemp(path.join(work, 'x-'))
    const manifest = await extractArchive(archive, dir, server.services.keys)
    expect(manifest.tables.map((t) => t.name)).not.toContain('sessions')
    expect(manifest.tables.map((t) => t.name)).not.toContain('rate_limits')
    expect(manifest.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['admin_users', 'contacts']))
    const signedIn = async () => (await (await server.request('/api/auth/me', { token: adminToken })).json()).success
    expect(await signedIn()).toBe(true)

    await restore(server.services.database, archive, { force: true })
    const { rows } = await server.services.database.pool.query<{ n: number }>('select count(*)::int as n from sessions')
    expect(rows[0]!.n).toBe(0)
    expect(await signedIn()).toBe(false)
    // The restored admin signs in again with the password.
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'trusted', password: 'trusted test passphrase' },
    })
    expect(login.status).toBe(200)
  })
})

describe('a site without SECRET_KEY (the localhost default)', () => {
  it('keeps its key out of the archive: the archive restores into its own database, not elsewhere', async () => {
    const local = await startTestServer({ SECRET_KEY: undefined })
    try {
      expect(local.services.keys.source).toBe('database')
      const storedKey = async (database: Database) =>
        (await database.pool.query<{ value: string }>('select value from app_state where key = $1', [STORED_KEY]))
          .rows[0]?.value
      const key = await storedKey(local.services.database)
      expect(key).toMatch(/^[\w-]{43}$/)
      const file = path.join(work, 'local.tar.gz')
      await createBackup({
        database: local.services.database,
        storage: local.services.storage,
        file,
        keys: local.services.keys,
      })
      const dir = await fs.mkdtemp(path.join(work, 'l-'))
      const manifest = await extractArchive(file, dir, local.services.keys)
      const appState = manifest.tables.findIndex((t) => t.name === 'app_state')
      expect(await fs.readFile(path.join(dir, `${appState}.table`), 'utf8')).not.toContain(STORED_KEY)
      for (const entry of await readArchive(file)) expect(entry.body.toString('latin1')).not.toContain(key)

      const elsewhere = await restoreTargets.create()
      try {
        await expect(restore(elsewhere.database, file, { keys: null })).rejects.toThrow(
          'This archive cannot be checked: SECRET_KEY is not set and this database holds no key. ' +
            'Set SECRET_KEY to the key of the site that made the archive and run the restore again.',
        )
        const other = keyRing('another-site-secret-key-of-enough-length', { source: 'SECRET_KEY' })
        await expect(restore(elsewhere.database, file, { keys: other })).rejects.toThrow(
          /That site had no SECRET_KEY: its key stayed in its own database, so the archive restores only there\.$/,
        )
      } finally {
        await elsewhere.database.close()
      }

      await restore(local.services.database, file, { keys: local.services.keys, force: true })
      expect(await storedKey(local.services.database)).toBe(key)
    } finally {
      await local.close()
    }
  })
})
