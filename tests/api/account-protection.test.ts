import http from 'node:http'
import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { currentCode } from '#app/features/auth/two-factor.server.ts'
import { adminUsers, emailOutbox } from '#db/schema/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Abuse of sign-in: a budget for password hashing shared by every address, the device cookie that
 * lets the owner's usual browser through floods and shared-address lockouts, ten wrong codes in a
 * row at most, alerts to the admin, the password again before two-factor sign-in changes, the
 * same-origin check against SITE_URL, and failed sign-ins logged without a typed password.
 */
let server: TestServer
const logs: string[] = []
/** The services' clock: the second-factor tests move it a 30-second step per code. */
let now = Date.now()
const owner = { username: 'owner', password: 'the owner passphrase' }
const mfa = { username: 'mfa-owner', password: 'the mfa owner passphrase' }

beforeAll(async () => {
  // TRUST_PROXY=1: X-Forwarded-For names the client, so one test can speak from many addresses.
  server = await startTestServer(
    { TRUST_PROXY: '1', SITE_URL: 'http://site.example:8080' },
    {
      logs,
      clock: () => new Date(now),
      limits: {
        loginPerPair: { max: 5, windowSeconds: 900 },
        loginPerAddress: { max: 20, windowSeconds: 900 },
        loginPerUsername: { max: 5, windowSeconds: 900 },
        loginPerDevice: { max: 10, windowSeconds: 900 },
        // The production budget: 10 password checks a second from unknown browsers, bursts of 20.
        passwordChecks: { max: 20, windowSeconds: 2 },
      },
    },
  )
  await createAdmin(server.services.db, { ...owner, email: 'owner@x.example' })
  await createAdmin(server.services.db, { ...mfa, email: 'mfa@x.example' })
})
afterAll(async () => {
  floodAgent.destroy()
  await server.close()
})

const SITE = 'http://site.example:8080'
const login = (
  credentials: { username: string; password: string },
  { address, device }: { address: string; device?: string },
) =>
  server.request('/api/auth/login', {
    method: 'POST',
    json: credentials,
    headers: { 'x-forwarded-for': address, origin: SITE, ...(device ? { cookie: `device=${device}` } : {}) },
  })
/** The device cookie a response set, if any. */
const deviceFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('device='))
    ?.match(/^device=([^;]+)/)?.[1]
/**
 * The flood's client: 50 connections kept open, as a botnet's would be, so the test process (which
 * also runs the server) spends its time serving requests rather than opening 400 sockets at once.
 */
const floodAgent = new http.Agent({ keepAlive: true, maxSockets: 50 })
const flood = (credentials: { username: string; password: string }, address: string) =>
  new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = http.request(
      new URL('/api/auth/login', server.url),
      {
        method: 'POST',
        agent: floodAgent,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, origin: SITE },
      },
      (res) => {
        res.resume().on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(credentials))
  })
/** A fresh start: no counters, and ten seconds on the services' clock for the hashing budget to refill. */
const forgetLimits = () => {
  now += 10_000
  return server.services.db.execute(sql`delete from rate_limits`)
}
const alerts = (kind: string) =>
  server.services.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${kind}:%`))

describe('password-hashing budget and known browsers (device cookie)', () => {
  let device = ''

  it('issues a device cookie on sign-in: HttpOnly, SameSite=Strict, for the sign-in calls, long-lived', async () => {
    const res = await login(owner, { address: '192.0.2.1' })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('device='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Strict/)
    expect(cookie).toMatch(/Path=\/api\/auth/)
    expect(Number(cookie?.match(/Max-Age=(\d+)/)?.[1])).toBeGreaterThan(300 * 86_400)
    device = deviceFrom(res)!
    expect(device).not.toContain(owner.password)
  })

  it('during a flood of 400 attempts from 200 addresses, the owner with the device cookie signs in within 5 s; the rest is turned away unhashed', async () => {
    await forgetLimits()
    const started = Date.now()
    const attack = (i: number) =>
      flood(
        { username: i % 2 ? owner.username : `guess${i}`, password: `wrong guess ${i}` },
        `10.20.${Math.floor(i / 2) >> 8}.${Math.floor(i / 2) % 256}`,
      )
    const first = Array.from({ length: 200 }, (_, i) => attack(i))
    // Halfway through the flood, the owner signs in from their usual browser.
    await Promise.race(first)
    const ownerStart = Date.now()
    const signingIn = login(owner, { address: '192.0.2.200', device }).then((res) => ({
      res,
      ms: Date.now() - ownerStart,
    }))
    const results = await Promise.all([...first, ...Array.from({ length: 200 }, (_, i) => attack(200 + i))])
    const { res: mine, ms: ownerMs } = await signingIn
    const floodSeconds = (Date.now() - started) / 1000
    console.info(`owner signed in during the flood in ${ownerMs} ms; flood of 400 took ${floodSeconds.toFixed(2)} s`)

    expect(mine.status).toBe(200)
    expect(ownerMs).toBeLessThan(5_000)
    // A 401 is one password checked; a 429 was refused before any hashing.
    const hashed = results.filter((r) => r.status === 401).length
    const refused = results.filter((r) => r.status === 429)
    console.info(`flood: ${hashed} hashed, ${refused.length} refused without hashing`)
    expect(hashed + refused.length).toBe(400)
    expect(hashed).toBeLessThanOrEqual(20 + Math.ceil(10 * floodSeconds) + 1)
    expect(refused.length).toBeGreaterThan(300)
    expect(refused.every((r) => Number(r.retryAfter) > 0)).toBe(true)
    // Per instance, at most 2 strangers' hashes at once, plus 2 slots kept for known browsers.
    expect(server.services.auth.passwordBudget.peak).toBeLessThanOrEqual(4)
  })

  it('after 21 failures from a shared address, the owner with the device cookie still signs in there; an unknown browser stays locked', async () => {
    await forgetLimits()
    const shared = '198.51.100.77'
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      now += 200 // pupils a moment apart: the hashing budget refills meanwhile (10 a second)
      statuses.push((await login({ username: `pupil${i}`, password: 'not a password' }, { address: shared })).status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true)
    expect(statuses[20]).toBe(429)

    const known = await login(owner, { address: shared, device })
    expect(known.status).toBe(200)
    now += 1_000
    const unknown = await login(owner, { address: shared })
    expect(unknown.status).toBe(429)
    expect((await unknown.json()).message).toBe('Too many failed sign-in attempts. Please wait and try again.')
  })

  it('locks a device cookie after its own failures, wherever they come from; a forged cookie is an unknown browser', async () => {
    await forgetLimits()
    for (let i = 0; i < 10; i++)
      expect(
        (await login({ ...owner, password: 'wrong passphrase' }, { address: `203.0.113.${i}`, device })).status,
      ).toBe(401)
    expect((await login(owner, { address: '203.0.113.50', device })).status).toBe(429)
    expect((await login(owner, { address: '203.0.113.51' })).status).toBe(200)

    const [name, nonce] = device.split('.')
    const forged = `${name}.${nonce}.${'A'.repeat(43)}`
    const shared = '198.51.100.78'
    for (let i = 0; i < 20; i++) await login({ username: `pupil${i}`, password: 'not a password' }, { address: shared })
    expect((await login(owner, { address: shared, device: forged })).status).toBe(429)
  })
})

describe('alerts and the second factor', () => {
  let secret = ''
  let recovery: string[] = []
  let token = ''
  const nextCode = (key = secret) => currentCode(key, (now += 30_000))
  const step = (pending: string, body: object) =>
    server.request('/api/auth/2fa/verify', { method: 'POST', token: pending, json: body, headers: { origin: SITE } })
  const post = (path: string, json: object, bearer = token) =>
    server.request(path, { method: 'POST', token: bearer, json, headers: { origin: SITE } })
  const status = async () => (await (await server.request('/api/auth/2fa', { token })).json()) as { enabled: boolean }

  it('emails the admin when the password is right from a browser not seen before, not from a known one', async () => {
    await forgetLimits()
    const before = (await alerts('sign-in-alert')).length
    const first = await login(mfa, { address: '192.0.2.10' })
    expect(first.status).toBe(200)
    token = (await first.json()).token
    const rows = await alerts('sign-in-alert')
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)!.payload).toMatchObject({ kind: 'sign-in-alert', to: 'mfa@x.example', username: 'mfa-owner' })
    const device = deviceFrom(first)!
    expect((await login(mfa, { address: '192.0.2.11', device })).status).toBe(200)
    expect(await alerts('sign-in-alert')).toHaveLength(before + 1)
    // The wrong password never alerts.
    expect((await login({ ...mfa, password: 'wrong passphrase' }, { address: '192.0.2.12' })).status).toBe(401)
    expect(await alerts('sign-in-alert')).toHaveLength(before + 1)
  })

  it('turning two-factor sign-in on asks for the password again in that request', async () => {
    const setup = await (await post('/api/auth/2fa/setup', {})).json()
    secret = setup.secret
    const code = nextCode()
    // A stolen session alone: no password, or a wrong one, and nothing changes.
    expect((await post('/api/auth/2fa/enable', { code })).status).toBe(400)
    const wrong = await post('/api/auth/2fa/enable', { code, password: 'a guess at it' })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors).toEqual({ password: ['That password is not correct.'] })
    expect((await status()).enabled).toBe(false)
    const ok = await post('/api/auth/2fa/enable', { code, password: mfa.password })
    expect(ok.status).toBe(200)
    recovery = (await ok.json()).recoveryCodes
    expect((await status()).enabled).toBe(true)
  })

  it('replacing the authenticator or turning it off needs the password and a current code', async () => {
    const replacement = (await (await post('/api/auth/2fa/setup', {})).json()).secret as string
    const attackerCode = nextCode(replacement)
    expect((await post('/api/auth/2fa/enable', { code: attackerCode, password: mfa.password })).status).toBe(400)
    expect(
      (await post('/api/auth/2fa/enable', { code: attackerCode, password: mfa.password, currentCode: '000000' }))
        .status,
    ).toBe(400)
    expect((await post('/api/auth/2fa/disable', { password: mfa.password })).status).toBe(400)
    expect((await post('/api/auth/2fa/disable', { password: 'a guess at it', currentCode: nextCode() })).status).toBe(
      400,
    )
    expect((await status()).enabled).toBe(true)
    // The current app still signs in: nothing was replaced.
    const pending = (await (await login(mfa, { address: '192.0.2.13' })).json()).token
    const signedIn = await step(pending, { code: nextCode() })
    expect(signedIn.status).toBe(200)
    token = (await signedIn.json()).token

    // With both, the owner moves to the new app.
    const moved = await post('/api/auth/2fa/enable', {
      code: currentCode(replacement, now + 30_000),
      password: mfa.password,
      currentCode: nextCode(),
    })
    expect(moved.status).toBe(200)
    recovery = (await moved.json()).recoveryCodes
    const old = secret
    secret = replacement
    const again = (await (await login(mfa, { address: '192.0.2.14' })).json()).token
    expect((await step(again, { code: nextCode(old) })).status).toBe(401)
    expect((await step(again, { code: nextCode() })).status).toBe(200)
  })

  it('ten wrong codes in a row end the pending sign-ins, email the admin, and lock codes until a recovery code', async () => {
    await forgetLimits()
    const pending = async () => (await (await login(mfa, { address: '192.0.2.20' })).json()).token as string
    // A correct code resets the count: 9 wrong, 1 right, 9 wrong is not a lockout.
    let first = await pending()
    for (let i = 0; i < 9; i++) expect((await step(first, { code: '000001' })).status).toBe(401)
    expect((await step(first, { code: nextCode() })).status).toBe(200)
    first = await pending()
    for (let i = 0; i < 9; i++) expect((await step(first, { code: '000002' })).status).toBe(401)

    const second = await pending()
    const tenth = await step(first, { code: '000003' })
    expect(tenth.status).toBe(429)
    expect((await tenth.json()).message).toMatch(/Too many wrong codes in a row/)
    // Every half-finished sign-in of the account ended, not only the one that guessed.
    expect((await step(second, { code: nextCode() })).status).toBe(401)
    const locked = await alerts('second-factor-locked')
    expect(locked).toHaveLength(1)
    expect(locked[0]!.payload).toMatchObject({ kind: 'second-factor-locked', to: 'mfa@x.example' })

    // Codes are refused unchecked, even the right one, whatever the time window allows.
    const third = await pending()
    expect((await step(third, { code: nextCode() })).status).toBe(429)
    expect((await step(third, { recoveryCode: recovery[0]! })).status).toBe(200)
    const [row] = await server.services.db.select().from(adminUsers).where(eq(adminUsers.username, mfa.username))
    expect(row!.totpFailures).toBe(0)
    expect((await step(await pending(), { code: nextCode() })).status).toBe(200)
    expect(await alerts('second-factor-locked')).toHaveLength(1)
  })

  it('words the alerts for the admin', async () => {
    while ((await server.services.outbox.runOnce()) > 0);
    const { readdir, readFile } = await import('node:fs/promises')
    const dir = `${server.services.env.dataDir}/outbox`
    const mails = await Promise.all((await readdir(dir)).map((f) => readFile(`${dir}/${f}`, 'utf8')))
    const toMfa = mails.filter((m) => /^To: mfa@x\.example/m.test(m))
    expect(toMfa.find((m) => /^Subject: New sign-in to .* admin/m.test(m))).toMatch(/had not signed in to it before/)
    expect(toMfa.find((m) => /^Subject: Security alert: .*sign-in codes\s+locked/m.test(m))).toMatch(
      /Ten wrong authenticator codes/,
    )
  })

  it('turning it off with the password and a current code', async () => {
    const signedIn = await step((await (await login(mfa, { address: '192.0.2.30' })).json()).token, {
      code: nextCode(),
    })
    token = (await signedIn.json()).token
    expect((await post('/api/auth/2fa/disable', { password: mfa.password, currentCode: nextCode() })).status).toBe(200)
    expect((await status()).enabled).toBe(false)
  })
})

describe('same-origin check against SITE_URL', () => {
  /** A raw request, since fetch does not let a test choose the Host header. */
  const raw = (headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL('/api/auth/logout', server.url)
      const req = http.request(url, { method: 'POST', headers }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
      req.on('error', reject)
      req.end()
    })

  it('compares Origin with SITE_URL, whatever Host the proxy passed on', async () => {
    expect(await raw({ host: 'evil.example', origin: 'http://evil.example' })).toBe(403)
    expect(await raw({ host: 'app-internal:3000', origin: SITE })).toBe(200)
    expect(await raw({ host: 'site.example:8080', origin: 'http://site.example:9090' })).toBe(403)
    expect(await raw({ host: 'site.example:8080', origin: 'null' })).toBe(403)
    expect(await raw({ host: 'site.example:8080' })).toBe(200)
  })
})

describe('failed sign-ins in the log', () => {
  it('name the username only when it is an account: a password typed in the username box is not logged', async () => {
    await forgetLimits()
    await login({ username: 'owner', password: 'wrong passphrase' }, { address: '192.0.2.40' })
    await login({ username: 'Tr0ub4dor&3-secret', password: 'wrong passphrase' }, { address: '192.0.2.40' })
    const lines = logs.filter((l) => l.includes('"event":"login"')).map((l) => JSON.parse(l))
    expect(lines.some((l) => l.username === 'owner' && l.outcome === 'unauthorized')).toBe(true)
    expect(logs.join('\n')).not.toContain('Tr0ub4dor')
    expect(lines.some((l) => l.usernameKnown === false && l.outcome === 'unauthorized')).toBe(true)
  })
})
