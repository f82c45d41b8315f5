import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { currentCode } from '#app/features/auth/two-factor.server.ts'
import { adminUsers } from '#db/schema/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/** TOTP two-factor sign-in, recovery codes and the sessions list, over the real API. */
let server: TestServer
const password = 'two factor admin passphrase'
/** The services' clock: each test moves it on a step, since a code is accepted only once. */
let now = Date.now()

beforeAll(async () => {
  server = await startTestServer(
    {},
    { clock: () => new Date(now), limits: { secondFactor: { max: 5, windowSeconds: 900 } } },
  )
  await createAdmin(server.services.db, { username: 'mfa', password, email: 'mfa@x.example' })
})
afterAll(() => server.close())

const login = () => server.request('/api/auth/login', { method: 'POST', json: { username: 'mfa', password } })
const bearer = async () => ((await (await login()).json()) as { token: string }).token
const me = async (token: string) => (await (await server.request('/api/auth/me', { token })).json()).success as boolean
const step = (token: string, body: object) =>
  server.request('/api/auth/2fa/verify', { method: 'POST', token, json: body })
/** Moves the clock to the next 30-second step and returns that step's code (each code is good once). */
const nextCode = (secret: string) => currentCode(secret, (now += 30_000))

let secret = ''
let recovery: string[] = []

describe('enrolment', () => {
  it('gives a QR code and the manual key, and turns on only with a valid code', async () => {
    const token = await bearer()
    expect((await (await server.request('/api/auth/2fa', { token })).json()).enabled).toBe(false)
    const setup = await (await server.request('/api/auth/2fa/setup', { method: 'POST', token })).json()
    secret = setup.secret
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/)
    expect(setup.qr.modules).toHaveLength(setup.qr.size ** 2)
    const stored = (await server.services.db.select().from(adminUsers)).find((u) => u.username === 'mfa')!
    expect(stored.totpSecret).not.toContain(secret) // encrypted at rest

    const wrong = await server.request('/api/auth/2fa/enable', {
      method: 'POST',
      token,
      json: { code: '000000', password },
    })
    expect(wrong.status).toBe(400)
    const enabled = await server.request('/api/auth/2fa/enable', {
      method: 'POST',
      token,
      json: { code: currentCode(secret, now), password },
    })
    expect(enabled.status).toBe(200)
    recovery = (await enabled.json()).recoveryCodes
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    const status = await (await server.request('/api/auth/2fa', { token })).json()
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 })
  })
})

describe('signing in with two factors', () => {
  it('keeps the spec response shape; the password alone opens only a pending session', async () => {
    const res = await login()
    const body = await res.json()
    expect(body).toMatchObject({ success: true, user: { username: 'mfa' }, twoFactorRequired: true })
    expect(typeof body.token).toBe('string')
    expect(await me(body.token)).toBe(false)
    expect((await server.request('/api/admin/contacts', { token: body.token })).status).toBe(401)
  })

  it('accepts a code once, in a new session; refuses a wrong or replayed code', async () => {
    const pending = await bearer()
    expect((await step(pending, { code: '123456' })).status).toBe(401)
    const code = nextCode(secret)
    const ok = await step(pending, { code })
    expect(ok.status).toBe(200)
    const { token } = await ok.json()
    expect(token).not.toBe(pending)
    expect(await me(token)).toBe(true)
    expect(await me(pending)).toBe(false)
    // The same code from a second pending session is refused: one use only.
    expect((await step(await bearer(), { code })).status).toBe(401)
  })

  it('accepts each recovery code once', async () => {
    const first = await step(await bearer(), { recoveryCode: recovery[0]! })
    expect(first.status).toBe(200)
    const again = await step(await bearer(), { recoveryCode: recovery[0]! })
    expect(again.status).toBe(401)
    expect((await again.json()).message).toMatch(/already used/)
  })

  it('locks the second step after five wrong codes', async () => {
    await server.services.db.execute(sql`delete from rate_limits where key like '2fa:%'`)
    const pending = await bearer()
    for (let i = 0; i < 5; i++) expect((await step(pending, { code: '999999' })).status).toBe(401)
    expect((await step(pending, { code: nextCode(secret) })).status).toBe(429)
    await server.services.db.execute(sql`delete from rate_limits where key like '2fa:%'`)
  })
})

describe('sessions', () => {
  it('lists where the admin is signed in, revokes one, and signs out everywhere', async () => {
    const signIn = async (userAgent: string) => {
      const pending = (
        await (
          await server.request('/api/auth/login', {
            method: 'POST',
            json: { username: 'mfa', password },
            headers: { 'user-agent': userAgent },
          })
        ).json()
      ).token
      return (
        await (
          await server.request('/api/auth/2fa/verify', {
            method: 'POST',
            token: pending,
            json: { code: nextCode(secret) },
            headers: { 'user-agent': userAgent },
          })
        ).json()
      ).token as string
    }
    const laptop = await signIn(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
    )
    const phone = await signIn(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    )
    const { sessions } = await (await server.request('/api/auth/sessions', { token: laptop })).json()
    const mine = sessions.find((s: { current: boolean }) => s.current)
    expect(mine.device).toBe('Chrome on Windows')
    expect(mine.address).toBe('127.0.0.1')
    const other = sessions.find((s: { device: string }) => s.device === 'Safari on iOS')
    expect(other).toBeDefined()
    expect(JSON.stringify(sessions)).not.toMatch(/"id"/) // the token hash never leaves the server

    expect(
      (await server.request(`/api/auth/sessions/${other.handle}`, { method: 'DELETE', token: laptop })).status,
    ).toBe(200)
    expect(await me(phone)).toBe(false)
    expect((await server.request('/api/auth/sessions/not-a-handle', { method: 'DELETE', token: laptop })).status).toBe(
      400,
    )

    const all = await server.request('/api/auth/sessions/revoke-all', { method: 'POST', token: laptop })
    expect(all.status).toBe(200)
    expect(await me(laptop)).toBe(false)
  })

  it('needs the admin session for every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/2fa'],
      ['POST', '/api/auth/2fa/setup'],
      ['POST', '/api/auth/2fa/enable'],
      ['POST', '/api/auth/2fa/disable'],
      ['GET', '/api/auth/sessions'],
      ['POST', '/api/auth/sessions/revoke-all'],
    ] as const) {
      expect((await server.request(path, { method, json: method === 'POST' ? {} : undefined })).status, path).toBe(401)
    }
    const pending = await bearer()
    expect((await server.request('/api/auth/sessions', { token: pending })).status).toBe(401)
  })
})

describe('npm run admin -- reset-2fa', () => {
  it('turns two-factor sign-in off and ends the sessions', async () => {
    // Asynchronously: a blocked event loop would let the server's keep-alive sockets go stale.
    const run = await promisify(execFile)(process.execPath, ['scripts/admin.ts', 'reset-2fa'], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, ADMIN_USERNAME: 'mfa', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/Two-factor sign-in is off for "mfa"/)
  })

  it('after which the password alone signs in again', async () => {
    const body = await (await login()).json()
    expect(body.twoFactorRequired).toBeUndefined()
    expect(await me(body.token)).toBe(true)
  })
})
