import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { nodeArgs, spawnApiServer } from '../setup/api-server-process.ts'

/**
 * `npm run admin` beside a running site on the embedded PostgreSQL: it uses the site's database
 * and leaves it running (scripts/open-database.ts), instead of stopping it under the site.
 */
const dataDir = path.resolve('.test-data', `admin-cli-${process.pid}`)
const children: ChildProcess[] = []

function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    ...extra,
  }
  delete e.DATABASE_URL
  return e
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await fs.rm(dataDir, { recursive: true, force: true })
})

it('creates an admin on a running site without stopping its database', { timeout: 60_000 }, async () => {
  const site = await spawnApiServer(env({ PORT: '0', SEED_CONTENT: 'false' }), children)
  const admin = spawn(process.execPath, nodeArgs('scripts/admin.ts', 'create'), {
    env: env({
      ADMIN_USERNAME: 'cli-admin',
      ADMIN_EMAIL: 'cli@admin.example',
      ADMIN_PASSWORD: 'a long cli passphrase 2026',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  admin.stdout.on('data', (d) => (out += d))
  admin.stderr.on('data', (d) => (out += d))
  const code = await new Promise((resolve) => admin.on('close', resolve))
  expect(out).toMatch(/Admin "cli-admin" created/)
  expect(code).toBe(0)
  // The site still reaches its database, and the new admin can sign in there.
  expect((await fetch(`${site.url}/api/ready`)).status).toBe(200)
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'cli-admin', password: 'a long cli passphrase 2026' }),
  })
  expect(login.status).toBe(200)
})
