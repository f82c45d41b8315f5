import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countAdmins } from '#app/features/auth/auth.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { ensureAdmin } from '#server/runtime.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'
import { nodeArgs } from '../setup/api-server-process.ts'

/** Admin passwords of at least 15 characters, not common, from the environment and the CLI. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, nodeArgs('scripts/admin.ts', ...args), {
    env: { ...process.env, DATABASE_URL: server.databaseUrl, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })

describe('ADMIN_PASSWORD at start', () => {
  it('refuses a short or common password with a clear message and creates nobody', async () => {
    const logger = createLogger({ level: 'silent' })
    const start = (password: string) =>
      ensureAdmin(readEnv({ ADMIN_USERNAME: 'ellis', ADMIN_PASSWORD: password }), server.services.db, logger)
    await expect(start('short pass 12')).rejects.toThrow(/ADMIN_PASSWORD is refused: .*at least 15 characters/)
    await expect(start('qwerty123456789')).rejects.toThrow(/commonly used passwords/)
    expect(await countAdmins(server.services.db)).toBe(0)
    await start('a long and unusual first passphrase')
    expect(await countAdmins(server.services.db)).toBe(1)
  })
})

describe('npm run admin', () => {
  it('refuses a short password for create and reset-password, and accepts a long one', () => {
    const short = cli(['create'], {
      ADMIN_USERNAME: 'cli-admin',
      ADMIN_EMAIL: 'cli@x.example',
      ADMIN_PASSWORD: 'fourteen chars',
    })
    expect(short.status).toBe(1)
    expect(short.stderr).toMatch(/at least 15 characters/)
    const made = cli(['create'], {
      ADMIN_USERNAME: 'cli-admin',
      ADMIN_EMAIL: 'cli@x.example',
      ADMIN_PASSWORD: 'a perfectly long cli passphrase',
    })
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    const common = cli(['reset-password'], { ADMIN_USERNAME: 'cli-admin', ADMIN_PASSWORD: '123456789987654321' })
    expect(common.status).toBe(1)
    expect(common.stderr).toMatch(/commonly used passwords/)
    // Three runs of the command-line tool, each a fresh Node process: seconds each on a busy machine.
  }, 60_000)
})
