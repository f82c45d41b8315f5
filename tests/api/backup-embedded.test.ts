import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { nodeArgs, spawnApiServer } from '../setup/api-server-process.ts'
import { extractArchive } from '#app/features/backup/archive.server.ts'
import { keyRing } from '#app/lib/keys.server.ts'

/**
 * The embedded-database path of `npm run backup` / `npm run restore` (docs/decisions/0008): a
 * backup taken while the site runs on its embedded PostgreSQL (the running server is used and left
 * running), restored into a new DATA_DIR, holds the same rows byte for byte.
 */
const root = path.resolve('.test-data', `backup-embedded-${process.pid}`)
// Moving a site to a new DATA_DIR takes SECRET_KEY: without it the key stays in the old database (decision 15).
const SECRET_KEY = 'embedded-backup-secret-key-of-enough-length'
const children: ChildProcess[] = []

function env(dataDir: string): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    SECRET_KEY,
  }
  delete e.DATABASE_URL
  delete e.BACKUP_DIR
  return e
}

function startSite(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  return spawnApiServer({ ...env(dataDir), PORT: '0', SEED_CONTENT: 'true' }, children)
}

function cli(script: string, args: string[], dataDir: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, nodeArgs(script, ...args), {
      env: env(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => resolve({ code, out }))
  })
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await fs.rm(root, { recursive: true, force: true })
})

it('backs up a running embedded site and restores it into a new DATA_DIR', { timeout: 90_000 }, async () => {
  const original = path.join(root, 'original')
  const site = await startSite(original)
  await fetch(`${site.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'embedded@backup.example' }),
  })
  const first = path.join(root, 'first.tar.gz')
  const backup = await cli('scripts/backup.ts', [first], original)
  expect(backup.out).toMatch(/^Backup written: /)
  expect(backup.code).toBe(0)
  // The site's own database was used, not stopped.
  expect((await fetch(`${site.url}/api/health`)).status).toBe(200)
  site.child.kill('SIGTERM')
  await new Promise((resolve) => site.child.once('exit', resolve))

  const copy = path.join(root, 'copy')
  const restore = await cli('scripts/restore.ts', [first], copy)
  expect(restore.out).toMatch(/^Restored \d+ tables/)
  expect(restore.code).toBe(0)
  const second = path.join(root, 'second.tar.gz')
  expect((await cli('scripts/backup.ts', [second], copy)).code).toBe(0)

  const keys = keyRing(SECRET_KEY, { source: 'SECRET_KEY' })
  const a = await extractArchive(first, await fs.mkdtemp(path.join(root, 'a-')), keys)
  const b = await extractArchive(second, await fs.mkdtemp(path.join(root, 'b-')), keys)
  const tables = (m: typeof a) => m.tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 }))
  expect(tables(b)).toEqual(tables(a))
  expect(a.tables.find((t) => t.name === 'blog_posts')!.rows).toBeGreaterThan(0)
  expect(a.tables.find((t) => t.name === 'newsletters')!.rows).toBe(1)
})
