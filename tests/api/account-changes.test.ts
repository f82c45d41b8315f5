import { asc, eq, like, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { passwordTooShort } from '#app/features/auth/auth.schema.ts'
import { createAdmin, resetPassword } from '#app/features/auth/auth.server.ts'
import { currentCode } from '#app/features/auth/two-factor.server.ts'
import { siteDefaults as site } from '#content/site.ts'
import { adminUsers, emailOutbox } from '#db/schema/index.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Changes an admin makes to their own account on the Account Security page: a new password (the
 * current one again, the policy, every other session ended, an email), and the email and the count
 * of other sessions when two-factor sign-in is turned on, moved or off. Mail is delivered to a real
 * SMTP server on loopback and parsed back.
 */
let server: TestServer
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
/** The services' clock: each two-factor code is for the next 30-second step (a code is good once). */
let now = Date.now()

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    // The production limit on typing the password again: five in 15 minutes.
    { clock: () => new Date(now), limits: { loginPerPair: { max: 5, windowSeconds: 900 } } },
  )
})
afterAll(async () => {
  await server.close()
  await smtp.close().catch(() => undefined)
})
beforeEach(() => {
  received = []
})

const login = (username: string, password: string) =>
  server.request('/api/auth/login', { method: 'POST', json: { username, password } })
/** A full session (password only: two-factor sign-in is off); its sign-in alert is left out of the counts. */
async function signIn(username: string, password: string): Promise<string> {
  const res = await login(username, password)
  expect(res.status).toBe(200)
  await server.services.db.execute(sql`delete from email_outbox where dedupe_key like 'sign-in-alert:%'`)
  return ((await res.json()) as { token: string }).token
}
const me = async (token: string) => (await (await server.request('/api/auth/me', { token })).json()).success as boolean
const post = (path: string, token: string | undefined, json: object = {}) =>
  server.request(path, { method: 'POST', token, json })
const queued = (kind: string) =>
  server.services.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${kind}:%`))
    .orderBy(asc(emailOutbox.id))
const storedHash = async (username: string) =>
  (await server.services.db.select().from(adminUsers).where(eq(adminUsers.username, username)))[0]!.password
async function deliver() {
  while ((await server.services.outbox.runOnce()) > 0);
}

describe('changing the password', () => {
  const keeper = { username: 'keeper', password: 'the keeper first passphrase', email: 'keeper@x.example' }
  const next = 'lantern orchard velvet compass'
  const change = (token: string | undefined, body: object) => post('/api/auth/password', token, body)

  beforeAll(async () => {
    await createAdmin(server.services.db, keeper)
  })

  it('is for a signed-in admin only', async () => {
    const body = { currentPassword: keeper.password, newPassword: next, confirmPassword: next }
    expect((await change(undefined, body)).status).toBe(401)
    expect((await change('not-a-session-token', body)).status).toBe(401)
    expect((await post('/api/auth/sessions/revoke-others', undefined)).status).toBe(401)
    expect((await login(keeper.username, keeper.password)).status).toBe(200)
  })

  it('refuses each mistake with 400 and its message beside its field, and changes nothing', async () => {
    const token = await signIn(keeper.username, keeper.password)
    const other = await signIn(keeper.username, keeper.password)
    const hash = await storedHash(keeper.username)
    const current = keeper.password
    const refusals: [object, string, string][] = [
      [
        { currentPassword: 'not my passphrase at all', newPassword: next, confirmPassword: next },
        'currentPassword',
        'That password is not correct.',
      ],
      [
        { currentPassword: current, newPassword: 'short phrase', confirmPassword: 'short phrase' },
        'newPassword',
        passwordTooShort,
      ],
      [
        { currentPassword: current, newPassword: 'qwerty123456789', confirmPassword: 'qwerty123456789' },
        'newPassword',
        'This password appears in lists of commonly used passwords. Choose another.',
      ],
      [
        { currentPassword: current, newPassword: 'keeper of the orchard', confirmPassword: 'keeper of the orchard' },
        'newPassword',
        'The password must not contain the username or the site name.',
      ],
      [
        { currentPassword: current, newPassword: next, confirmPassword: `${next}!` },
        'confirmPassword',
        'The two new passwords do not match.',
      ],
      [
        { currentPassword: current, newPassword: current, confirmPassword: current },
        'newPassword',
        'Choose a password different from your current one.',
      ],
    ]
    for (const [body, field, message] of refusals) {
      const res = await change(token, body)
      expect(res.status, message).toBe(400)
      expect(await res.json()).toEqual({ message, code: 'invalid', errors: { [field]: [message] } })
    }
    expect(await storedHash(keeper.username)).toBe(hash)
    expect(await me(token)).toBe(true)
    expect(await me(other)).toBe(true)
    expect(await queued('password-changed')).toEqual([])
    expect((await login(keeper.username, keeper.password)).status).toBe(200)
  })

  it('counts a wrong current password like a failed sign-in: after five, even the right one waits', async () => {
    await server.services.db.execute(sql`delete from rate_limits`)
    const token = await signIn(keeper.username, keeper.password)
    const hash = await storedHash(keeper.username)
    const guess = { currentPassword: 'a guess at the passphrase', newPassword: next, confirmPassword: next }
    for (let i = 0; i < 5; i++) expect((await change(token, guess)).status).toBe(400)
    const locked = await change(token, { ...guess, currentPassword: keeper.password })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await storedHash(keeper.username)).toBe(hash)
    await server.services.db.execute(sql`delete from rate_limits`)
  })

  let ended = 0
  it('stores the new password and ends every other session but this one, saying how many', async () => {
    const here = await signIn(keeper.username, keeper.password)
    const phone = await signIn(keeper.username, keeper.password)
    const tablet = await signIn(keeper.username, keeper.password)
    // The two just opened, and those the earlier tests left signed in.
    const listed = (await (await server.request('/api/auth/sessions', { token: here })).json()).sessions as unknown[]
    expect(listed.length).toBeGreaterThanOrEqual(3)
    const res = await change(here, { currentPassword: keeper.password, newPassword: next, confirmPassword: next })
    expect(res.status).toBe(200)
    ended = listed.length - 1
    expect(await res.json()).toEqual({ success: true, ended })
    expect(await me(here)).toBe(true)
    expect(await me(phone)).toBe(false)
    expect(await me(tablet)).toBe(false)
    const { sessions } = await (await server.request('/api/auth/sessions', { token: here })).json()
    expect(sessions).toEqual([expect.objectContaining({ current: true })])

    expect((await login(keeper.username, keeper.password)).status).toBe(401)
    expect((await login(keeper.username, next)).status).toBe(200)
  })

  it('emails the admin: when, from where, and what to do if it was not them', async () => {
    const rows = await queued('password-changed')
    expect(rows).toHaveLength(1)
    expect(rows[0]!.payload).toMatchObject({ kind: 'password-changed', to: keeper.email, username: 'keeper', ended })
    await deliver()
    const mail = received.find((m) => /password was changed/.test(m.subject ?? ''))!
    expect(mail.subject).toBe(`Security notice: your ${site.businessName} admin password was changed`)
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(keeper.email)
    for (const text of [
      'The password of the admin account "keeper" was changed on the Account Security page.',
      `${ended} other sessions were signed out.`,
      'When: ',
      'Address: 127.0.0.1',
      "If this wasn't you",
      'npm run admin -- reset-password',
      `${server.services.env.SITE_URL}/admin-account`,
      site.email,
      site.phone,
    ]) {
      expect(mail.text).toContain(text)
    }
    expect(mail.text).not.toContain(next)
  })

  it('leaves npm run admin -- reset-password as it was: it ends every session, the one that changed it too', async () => {
    const here = await signIn(keeper.username, next)
    expect(await resetPassword(server.services.db, keeper.username, keeper.password)).toBe(true)
    expect(await me(here)).toBe(false)
    expect((await login(keeper.username, keeper.password)).status).toBe(200)
    expect(await resetPassword(server.services.db, 'nobody', keeper.password)).toBe(false)
  })
})

describe('two-factor sign-in notices', () => {
  const owner = { username: 'notice', password: 'the notice owner passphrase', email: 'notice@x.example' }
  /** Moves the clock to the next 30-second step and returns that step's code. */
  const nextCode = (secret: string) => currentCode(secret, (now += 30_000))
  let secret = ''
  let here = ''

  beforeAll(async () => {
    await createAdmin(server.services.db, owner)
  })

  /** Signs in with the password and a code, once two-factor sign-in is on. */
  async function signInWithCode(): Promise<string> {
    const pending = await signIn(owner.username, owner.password)
    const res = await post('/api/auth/2fa/verify', pending, { code: nextCode(secret) })
    expect(res.status).toBe(200)
    return (await res.json()).token
  }

  it('turning it on emails the admin and reports the other sessions, which can be signed out, keeping this one', async () => {
    here = await signIn(owner.username, owner.password)
    const laptop = await signIn(owner.username, owner.password)
    secret = (await (await post('/api/auth/2fa/setup', here)).json()).secret

    // A refusal turns nothing on and emails nobody.
    expect((await post('/api/auth/2fa/enable', here, { code: '000000', password: owner.password })).status).toBe(400)
    expect(await queued('two-factor-changed')).toEqual([])

    const res = await post('/api/auth/2fa/enable', here, { code: nextCode(secret), password: owner.password })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.recoveryCodes).toHaveLength(10)
    expect(body.otherSessions).toBe(1)
    const rows = await queued('two-factor-changed')
    expect(rows.map((r) => r.payload)).toEqual([
      expect.objectContaining({ kind: 'two-factor-changed', change: 'on', to: owner.email, username: 'notice' }),
    ])

    // The laptop signed in with the password alone, and still is, until the admin says otherwise.
    expect(await me(laptop)).toBe(true)
    const revoked = await post('/api/auth/sessions/revoke-others', here)
    expect(revoked.status).toBe(200)
    expect(await revoked.json()).toEqual({ success: true, ended: 1 })
    expect(await me(laptop)).toBe(false)
    expect(await me(here)).toBe(true)
  })

  it('moving it to a new app and turning it off email the admin too, and report the other sessions', async () => {
    const phone = await signInWithCode()
    const replacement = (await (await post('/api/auth/2fa/setup', here)).json()).secret as string
    const moved = await post('/api/auth/2fa/enable', here, {
      code: currentCode(replacement, now + 30_000),
      password: owner.password,
      currentCode: nextCode(secret),
    })
    expect(moved.status).toBe(200)
    expect((await moved.json()).otherSessions).toBe(1)
    secret = replacement

    const off = await post('/api/auth/2fa/disable', here, { password: owner.password, currentCode: nextCode(secret) })
    expect(off.status).toBe(200)
    expect(await off.json()).toEqual({ success: true, otherSessions: 1 })
    expect(await me(phone)).toBe(true)

    const changes = (await queued('two-factor-changed')).map((r) => (r.payload as { change: string }).change)
    expect(changes).toEqual(['on', 'moved', 'off'])
  })

  it('words the notices for the admin', async () => {
    await deliver()
    const toOwner = received.filter((m) => m.to && 'text' in m.to && m.to.text === owner.email)
    const bySubject = (pattern: RegExp) => toOwner.find((m) => pattern.test(m.subject ?? ''))?.text ?? ''
    const on = bySubject(/two-factor sign-in was turned on/)
    expect(on).toContain('signing in now needs the password and a code from an authenticator app')
    expect(on).toContain('npm run admin -- reset-2fa')
    const moved = bySubject(/two-factor sign-in was moved to a new app/)
    expect(moved).toContain('Codes from the previous app and the old recovery codes no longer work.')
    const off = bySubject(/two-factor sign-in was turned off/)
    expect(off).toContain('the password alone now signs in')
    expect(off).toContain('npm run admin -- reset-password')
    for (const text of [on, moved, off]) {
      expect(text).toContain("If this wasn't you")
      expect(text).toContain('Address: 127.0.0.1')
      expect(text).toContain(`${server.services.env.SITE_URL}/admin-account`)
      expect(text).toContain(site.email)
    }
  })
})
