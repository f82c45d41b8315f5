import { spawn } from 'node:child_process'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import zlib from 'node:zlib'
import S3rver from 's3rver'
import sharp from 'sharp'
import tar from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractArchive } from '#app/features/backup/archive.server.ts'
import { createBackup } from '#app/features/backup/backup.server.ts'
import { restoreBackup } from '#app/features/backup/restore.server.ts'
import { backupSlot, createBackupSchedule } from '#app/features/backup/backup-schedule.server.ts'
import { createS3Storage } from '#app/features/objects/s3.server.ts'
import { createLocalStorage, type ObjectStorage } from '#app/features/objects/storage.server.ts'
import type { Database } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { contactInput, downloadInput, postInput } from '../factories/index.ts'
import { emptyDatabases } from '../setup/test-database.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'
import { nodeArgs } from '../setup/api-server-process.ts'

/**
 * Backup and restore (docs/decisions/0008): seed a site, back it up, restore into a fresh database
 * and fresh storage, and compare every table row for row and every image byte for byte.
 */
const logger = createLogger({ level: 'silent' })
let server: TestServer
let work: string
let archive: string
const restoreTargets = emptyDatabases()

/** Every public table as sorted JSON rows: equal only if every value of every row is. */
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

/**
 * What a backup leaves out on purpose: sign-in sessions, the day's analytics salt (decision 29)
 * and the rate-limit counters, which name client addresses.
 */
function withoutSessions(tables: Record<string, string[]>): Record<string, string[]> {
  const { sessions: _sessions, analytics_salts: _salts, rate_limits: _limits, ...rest } = tables
  return rest
}

async function images(storage: ObjectStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const name of await storage.list()) out[name] = (await storage.get(name))!.toString('base64')
  return out
}

function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, nodeArgs(script, ...args), {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'error', SECRET_KEY: server.services.env.SECRET_KEY, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-backup-'))
  server = await startTestServer()
  const token = await signInAdmin(server, 'backup')
  // Values COPY must escape: tabs, newlines, backslashes, \N, quotes, non-ASCII, a formula-like cell.
  const awkward = 'Line one\n\tindented \\N back\\slash "quoted" — café, 学校 =SUM(A1)'
  for (let i = 0; i < 5; i += 1)
    expect(
      (await server.request('/api/contacts', { method: 'POST', json: contactInput({ message: `${awkward} ${i}` }) }))
        .status,
    ).toBe(201)
  await server.request('/api/resource-download', { method: 'POST', json: downloadInput() })
  await server.request('/api/newsletter', { method: 'POST', json: { email: 'reader@backup.example' } })
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0d9488' } })
    .jpeg()
    .toBuffer()
  const { uploadURL } = await (await server.request('/api/objects/upload', { method: 'POST', token })).json()
  expect((await fetch(uploadURL, { method: 'PUT', body: photo })).status).toBe(200)
  const { post } = await (
    await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ content: `<p>${'x'.repeat(50)}</p>` }),
    })
  ).json()
  const hero = await server.request(`/api/blog/${post.id}/hero-image`, {
    method: 'PUT',
    token,
    json: { heroImageURL: uploadURL },
  })
  expect(hero.status).toBe(200)
  // A stored variant too (two objects in all): a backup holds every object, not only originals.
  const base = uploadURL.split('?')[0].replace(/^.*\/objects\/private-uploads\//, '/objects/uploads/')
  expect((await server.request(`${base}/w640.webp`)).status).toBe(200)
  archive = path.join(work, 'site.tar.gz')
})

afterAll(async () => {
  await server.close()
  await restoreTargets.dropAll()
  await fs.rm(work, { recursive: true, force: true })
})

// The CLI tests start `npm run backup` / `restore` as processes, up to three per test.
describe('npm run backup / npm run restore', { timeout: 60_000 }, () => {
  it('the CLI backs up a DATABASE_URL site; a restore into a fresh database and storage is identical', async () => {
    const backup = await run('scripts/backup.ts', [archive], {
      DATABASE_URL: server.databaseUrl,
      DATA_DIR: server.services.env.dataDir,
    })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/Backup written: .*site\.tar\.gz\n\s+\d+ tables, \d+ rows, 2 images/)

    const target = await restoreTargets.create()
    const dataDir = path.join(work, 'restored')
    const restore = await run('scripts/restore.ts', [archive], { DATABASE_URL: target.url, DATA_DIR: dataDir })
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toMatch(/Restored \d+ tables \(\d+ rows\) and 2 images/)

    const before = await snapshot(server.services.database)
    const after = await snapshot(target.database)
    expect(Object.keys(after)).toEqual(Object.keys(before))
    expect(withoutSessions(after)).toEqual(withoutSessions(before))
    expect(before.sessions!.length).toBeGreaterThan(0)
    expect(after.sessions).toEqual([])
    expect(before.contacts).toHaveLength(5)
    const messages = before.contacts!.map((row) => (JSON.parse(row) as { message: string }).message)
    expect(messages.some((m) => m.startsWith('Line one\n\tindented \\N back\\slash "quoted" — café, 学校'))).toBe(true)
    const restoredImages = await images(createLocalStorage({ dataDir, uploadKey: null }))
    expect(Object.keys(restoredImages)).toHaveLength(2)
    expect(restoredImages).toEqual(await images(server.services.storage))

    // The restored database keeps working: the next id continues after the restored ones.
    const { rows } = await target.database.pool.query<{ id: number }>(
      `insert into newsletters (email) values ('after@restore.example') returning id`,
    )
    expect(rows[0]!.id).toBeGreaterThan(Math.max(...before.newsletters!.map((r) => JSON.parse(r).id as number)))
    await target.database.close()
  })

  it('the archive is a standard tar.gz whose manifest names the schema, row counts and checksums', async () => {
    const dir = await fs.mkdtemp(path.join(work, 'x-'))
    const manifest = await extractArchive(archive, dir, server.services.keys)
    expect(manifest.schema.latest).toMatch(/^\d{4}_/)
    const contacts = manifest.tables.find((t) => t.name === 'contacts')!
    expect(contacts).toMatchObject({ rows: 5, file: 'tables/contacts.copy' })
    expect(contacts.sha256).toMatch(/^[0-9a-f]{64}$/)
    expect(manifest.objects.map((o) => o.name).sort()[0]).toMatch(/^[0-9a-f-]{36}/)
  })

  it('refuses a database that holds data, unless --force, which replaces it', async () => {
    const target = await restoreTargets.create()
    await restoreBackup({
      database: target.database,
      storage: createLocalStorage({ dataDir: path.join(work, 'f'), uploadKey: null }),
      file: archive,
      keys: server.services.keys,
      logger,
    })
    await target.database.pool.query(`insert into newsletters (email) values ('extra@restore.example')`)
    const refused = await run('scripts/restore.ts', [archive], { DATABASE_URL: target.url, DATA_DIR: work })
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim()).toMatch(
      /^Restore refused: The database is not empty \(\d+ rows in \d+ tables\)\. .* add --force to replace everything in it\.$/,
    )
    expect(refused.stderr).not.toMatch(/\n\s+at /)
    const forced = await run('scripts/restore.ts', [archive, '--force'], { DATABASE_URL: target.url, DATA_DIR: work })
    expect(forced.code).toBe(0)
    expect(withoutSessions(await snapshot(target.database))).toEqual(
      withoutSessions(await snapshot(server.services.database)),
    )
    await target.database.close()
  })

  it('refuses an archive whose contents do not match their checksums, before touching the database', async () => {
    const tampered = path.join(work, 'tampered.tar.gz')
    const pack = tar.pack()
    const extract = tar.extract()
    extract.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = []
      stream.on('data', (c) => chunks.push(c as Buffer))
      stream.on('end', () => {
        let body = Buffer.concat(chunks)
        if (header.name === 'tables/contacts.copy') body = Buffer.from(body.toString().replace('Dana', 'Dina'))
        pack.entry({ ...header, size: body.length }, body, next)
      })
    })
    extract.on('finish', () => pack.finalize())
    const writing = pipeline(pack, zlib.createGzip(), createWriteStream(tampered))
    await pipeline(createReadStream(archive), zlib.createGunzip(), extract)
    await writing

    const target = await restoreTargets.create()
    const result = await run('scripts/restore.ts', [tampered], { DATABASE_URL: target.url, DATA_DIR: work })
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe(
      'Restore refused: The archive is damaged: tables/contacts.copy does not match its checksum.',
    )
    const { rows } = await target.database.pool.query(
      `select 1 from information_schema.tables where table_schema = 'public'`,
    )
    expect(rows).toHaveLength(0)

    const truncated = path.join(work, 'truncated.tar.gz')
    const bytes = await fs.readFile(archive)
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)))
    const broken = await run('scripts/restore.ts', [truncated], { DATABASE_URL: target.url, DATA_DIR: work })
    expect(broken.code).toBe(1)
    expect(broken.stderr).toMatch(
      /^Restore refused: The archive cannot be read \(.+\); it is damaged or not a backup\./,
    )
    const missing = await run('scripts/restore.ts', [], { DATABASE_URL: target.url, DATA_DIR: work })
    expect(missing.stderr.trim()).toBe('Restore refused: Usage: npm run restore -- FILE [--force]')
    await target.database.close()
  })

  it('images restore into S3 storage too, and a backup of S3 storage holds the same images', async () => {
    const s3Dir = await fs.mkdtemp(path.join(work, 's3-'))
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'restored', configs: [] }],
    })
    const { port } = (await s3.run()) as unknown as { port: number }
    try {
      const storage = await createS3Storage({
        bucket: 'restored',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      })
      const target = await restoreTargets.create()
      await restoreBackup({ database: target.database, storage, file: archive, keys: server.services.keys, logger })
      expect(await images(storage)).toEqual(await images(server.services.storage))
      const again = path.join(work, 'from-s3.tar.gz')
      const result = await createBackup({ database: target.database, storage, file: again, keys: server.services.keys })
      expect(result.objects).toBe(2)
      const manifest = await extractArchive(again, await fs.mkdtemp(path.join(work, 'y-')), server.services.keys)
      expect(manifest.storage).toBe('s3')
      await target.database.close()
    } finally {
      await s3.close()
    }
  })
})

describe('nightly backups (BACKUP_DIR)', () => {
  it('one instance writes each night’s archive, and only BACKUP_KEEP are kept', async () => {
    const dir = path.join(work, 'nightly')
    const first = await startTestServer({ BACKUP_DIR: dir, BACKUP_KEEP: '2', BACKUP_HOUR: '3' })
    try {
      const backups = first.services.backups!
      expect(backups).not.toBeNull()
      // A second instance on the same database, with its own schedule.
      const second = createBackupSchedule({
        db: first.services.db,
        dir,
        keep: 2,
        hourUtc: 3,
        backup: (file, now) =>
          createBackup({
            database: first.services.database,
            storage: first.services.storage,
            file,
            now,
            keys: first.services.keys,
          }),
        logger,
      })
      const day = (d: number, h: number) => new Date(Date.UTC(2026, 0, d, h, 30))
      // Never backed up: due at once; both instances try together and one writes.
      const together = await Promise.all([backups.runIfDue(day(10, 1)), second.runIfDue(day(10, 1))])
      expect(together.filter(Boolean)).toHaveLength(1)
      expect(await backups.runIfDue(day(10, 2))).toBeNull() // same night's slot
      expect(await second.runIfDue(day(10, 4))).not.toBeNull() // 03:00 passed
      expect(await backups.runIfDue(day(11, 4))).not.toBeNull()
      const files = (await fs.readdir(dir)).sort()
      expect(files).toEqual([
        'site-backup-2026-01-10T04-30-00-000Z.tar.gz',
        'site-backup-2026-01-11T04-30-00-000Z.tar.gz',
      ])
      await extractArchive(path.join(dir, files[1]!), await fs.mkdtemp(path.join(work, 'z-')), first.services.keys)
    } finally {
      await first.close()
    }
  })

  it('the slot is the last BACKUP_HOUR:00 UTC at or before now', () => {
    expect(backupSlot(new Date('2026-03-05T02:59:00Z'), 3).toISOString()).toBe('2026-03-04T03:00:00.000Z')
    expect(backupSlot(new Date('2026-03-05T03:00:00Z'), 3).toISOString()).toBe('2026-03-05T03:00:00.000Z')
  })
})
