import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { checkSecretKey, checkTrustProxy } from '#app/features/doctor/doctor.server.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'
import { nodeArgs } from '../setup/api-server-process.ts'

/** `npm run doctor` against a good deployment and a broken one. */
let server: TestServer
let smtp: SMTPServer
let smtpPort: number
let s3: S3rver
let s3Port: number
let work: string

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-doctor-'))
  smtp = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'right-password') return callback(null, { user: 'mailer' })
      callback(new Error('Invalid username or password'))
    },
  })
  smtpPort = await new Promise<number>((resolve) =>
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
  )
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'hero-images', configs: [] }],
  })
  s3Port = ((await s3.run()) as unknown as { port: number }).port
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await s3.close()
  await fs.rm(work, { recursive: true, force: true })
})

function doctor(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, nodeArgs('scripts/doctor.ts'), {
      env: { PATH: process.env.PATH, DATABASE_URL: server.databaseUrl, DATA_DIR: work, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('close', (code) => resolve({ code, out }))
  })
}

const s3Env = (bucket: string, secret = 'S3RVER') => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: secret,
  S3_FORCE_PATH_STYLE: 'true',
})

// Each test starts the doctor as its own process, up to four times: generous on a busy machine.
describe('npm run doctor', { timeout: 60_000 }, () => {
  it('a broken deployment: every problem named with its fix, exit code 1', async () => {
    const { code, out } = await doctor({
      SMTP_URL: `smtp://mailer:wrong-password@127.0.0.1:${smtpPort}`,
      ...s3Env('no-such-bucket'),
      TRUST_PROXY: '10.0.0.300',
    })
    expect(code).toBe(1)
    const line = (name: string) => out.split('\n').find((l) => l.slice(2).startsWith(name)) ?? ''
    expect(line('SITE_URL')).toMatch(/^✗ SITE_URL .*not set/)
    expect(line('Database')).toMatch(/^✓ /)
    expect(line('Email (SMTP)')).toMatch(/^✗ .*refused the user name or password/)
    expect(line('Image storage')).toMatch(/^✗ .*bucket "no-such-bucket" does not exist/)
    expect(line('TRUST_PROXY')).toMatch(/^✗ .*not an address or subnet: "10\.0\.0\.300"/)
    expect(line('Admin account')).toMatch(/^✗ .*npm run admin -- create/)
    expect(line('Two-factor sign-in')).toMatch(/^! .*no admin yet/)
    expect(line('Backups')).toMatch(/^! .*BACKUP_DIR is not set/)
    expect(line('SECRET_KEY')).toMatch(/^! SECRET_KEY +not set: fine for a trial; .*backups restore only into it/)
    expect(out).toMatch(/\n5 problem\(s\) to fix, 3 warning\(s\)\.\n$/)
    expect(out).not.toContain('wrong-password')
    expect(out).not.toMatch(/\n\s+at /)
  })

  it('a good deployment passes; TRUST_PROXY=true fails, as the site refuses it', async () => {
    await createAdmin(server.services.db, { username: 'doc', password: 'doctor passphrase', email: 'doc@x.example' })
    const backupDir = path.join(work, 'backups')
    await server.services.database.pool.query(
      `insert into app_state (key, value) values ('backup_last_written_at', $1)
       on conflict (key) do update set value = excluded.value`,
      [new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString()],
    )
    const good = {
      SITE_URL: 'https://www.schoolshield.example',
      SMTP_URL: `smtp://mailer:right-password@127.0.0.1:${smtpPort}`,
      ...s3Env('hero-images'),
      TRUST_PROXY: '1',
      BACKUP_DIR: backupDir,
      SECRET_KEY: 'doctor-test-secret-key-of-enough-length',
    }
    const without2fa = await doctor(good)
    expect(without2fa.code).toBe(1)
    expect(without2fa.out).toMatch(/✗ Two-factor sign-in +off for doc: .*\/api\/auth\/2fa\/setup/)
    await server.services.database.pool.query(`update admin_users set totp_enabled_at = now() where username = 'doc'`)
    const { code, out } = await doctor(good)
    expect(out).toMatch(/\nNo problems\.\n$/)
    expect(code).toBe(0)
    expect(out).toMatch(/✓ Email \(SMTP\) +connected and signed in/)
    expect(out).toMatch(/✓ Image storage +S3 bucket hero-images reachable with these credentials/)
    expect(out).toMatch(/✓ Two-factor sign-in +on for every active admin/)
    expect(out).toMatch(/✓ Backups +.*backups, keeping 14; last written 2 h ago/)
    expect(out).toMatch(/✓ SECRET_KEY +set \(39 characters\)/)

    const trusting = await doctor({ ...good, TRUST_PROXY: 'true' })
    expect(trusting.code).toBe(1)
    expect(trusting.out).toMatch(/✗ TRUST_PROXY +TRUST_PROXY=true would trust any client's X-Forwarded-For header/)
    const unset = await doctor({ ...good, TRUST_PROXY: '' })
    expect(unset.code).toBe(1)
    expect(unset.out).toMatch(/✗ TRUST_PROXY +not set, yet SITE_URL is https/)
  })

  it('an https deployment without SECRET_KEY fails, saying the site will not start and what to set', async () => {
    const { code, out } = await doctor({ SITE_URL: 'https://www.schoolshield.example', TRUST_PROXY: '1' })
    expect(code).toBe(1)
    expect(out).toMatch(
      /✗ SECRET_KEY +not set, yet SITE_URL is https \(the site will not start\): set it to 32 or more random characters/,
    )
  })

  it('SECRET_KEY: required with https, 32 characters or more, a rotation noted', () => {
    const key = 'k'.repeat(32)
    expect(checkSecretKey({ current: undefined }, 'https://site.example').outcome).toBe('fail')
    expect(checkSecretKey({ current: undefined }, 'http://localhost:3000').outcome).toBe('warn')
    expect(checkSecretKey({ current: 'k'.repeat(31) }, 'http://localhost:3000').outcome).toBe('fail')
    expect(checkSecretKey({ current: key }, 'https://site.example')).toMatchObject({
      outcome: 'ok',
      message: 'set (32 characters)',
    })
    expect(checkSecretKey({ current: key, previous: 'p'.repeat(40) }, 'https://site.example').message).toMatch(
      /SECRET_KEY_PREVIOUS set: a rotation is under way/,
    )
    expect(checkSecretKey({ current: key, previous: 'short' }, 'https://site.example').outcome).toBe('fail')
  })

  it('TRUST_PROXY: hop counts, addresses and subnets pass; anything else is named', () => {
    const https = 'https://site.example'
    for (const ok of ['1', '2', '10.0.0.5', '10.0.0.0/8, 192.168.1.1', '::1', 'fd00::/8', 'loopback'])
      expect(checkTrustProxy(ok, https, false).outcome, ok).toBe('ok')
    for (const bad of ['yes', '10.0.0.0/33', '1.2.3', 'proxy.example', '10.0.0.1/8/8'])
      expect(checkTrustProxy(bad, https, false).outcome, bad).toBe('fail')
    expect(checkTrustProxy(undefined, https, false).outcome).toBe('fail')
    expect(checkTrustProxy(undefined, https, true).outcome).toBe('ok')
    expect(checkTrustProxy(undefined, 'http://localhost:3000', false).outcome).toBe('ok')
    expect(checkTrustProxy('TRUE', https, false).outcome).toBe('fail')
  })
})
