import { asc, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { buildPasswordResetLinkMail } from '#app/features/email/password-reset-mail.server.ts'
import type { PasswordResetLink } from '#app/features/email/account-alerts.ts'
import { keysFor } from '#app/lib/keys.server.ts'
import { adminUsers, emailOutbox, passwordResets } from '#db/schema/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * "Forgot your password?" (decision 60) on the real server and database: the same answer whoever
 * is named, a link that works once and for 30 minutes, limits per client and per account, every
 * session ended, the second factor still asked, the alert, and the token in no log.
 */
let server: TestServer
const logs: string[] = []
let now = Date.now()
const SITE = 'http://site.example:8080'
const owner = { username: 'owner', password: 'the owner passphrase', email: 'owner@x.example' }
const mfa = { username: 'mfa-owner', password: 'the mfa owner passphrase', email: 'mfa@x.example' }
const NEW_PASSWORD = 'a brand new river passphrase'

beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: '1', SITE_URL: SITE },
    {
      logs,
      clock: () => new Date(now),
      limits: {
        passwordResetPerClient: { max: 5, windowSeconds: 900 },
        passwordResetPerAccount: { max: 3, windowSeconds: 3600 },
      },
    },
  )
  await createAdmin(server.services.db, owner)
  await createAdmin(server.services.db, mfa)
  // An admin made from ADMIN_USERNAME without ADMIN_EMAIL (server/runtime.ts): no address to send to.
  await createAdmin(server.services.db, {
    username: 'env-admin',
    password: 'env admin passphrase',
    email: 'env-admin@admin.invalid',
  })
  await server.services.db
    .update(adminUsers)
    .set({ totpEnabledAt: new Date() })
    .where(eq(adminUsers.username, mfa.username))
})
afterAll(() => server.close())

let address = 0
/** Each call from a new client address unless one is given, so the per-client limit stays out of the way. */
const ask = (who: string, from = `198.51.100.${++address}`) =>
  server.request('/api/auth/password-reset', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'x-forwarded-for': from },
    body: new URLSearchParams({ who }).toString(),
  })
const setPassword = (token: string, password: string, confirmPassword = password) =>
  server.request(`/api/auth/password-reset/${token}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'x-forwarded-for': '203.0.113.9' },
    body: new URLSearchParams({ password, confirmPassword }).toString(),
  })
const login = (username: string, password: string) =>
  server.request('/api/auth/login', {
    method: 'POST',
    json: { username, password },
    headers: { origin: SITE, 'x-forwarded-for': '203.0.113.50' },
  })
const links = async () =>
  (
    await server.services.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'password-reset-link:%'))
      .orderBy(asc(emailOutbox.id))
  ).map((row) => row.payload as PasswordResetLink)
/** The link in the newest reset email, read from the email as it is built for sending. */
async function newestLink(): Promise<{ to: string; token: string; text: string }> {
  const job = (await links()).at(-1)!
  const mail = await buildPasswordResetLinkMail(job, {
    site: server.services.env.site,
    siteUrl: SITE,
    linkKeys: keysFor(server.services.keys, 'emailLinks'),
  })
  const token = /\/admin-password-reset\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!
  return { to: mail.to, token, text: mail.text }
}
const sent = '/admin-password-reset?reset=sent'

describe('asking for a link', () => {
  it('answers the same for an account, an email, an unknown name and an account without an address', async () => {
    const answers = []
    for (const who of ['owner', 'OWNER@x.example', 'nobody', 'nobody@x.example', 'env-admin']) {
      const res = await ask(who)
      answers.push({ status: res.status, location: res.headers.get('location'), body: await res.text() })
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]).toMatchObject({ status: 303, location: sent })
    // Mail went only to the owner, whether named by username or by address; never to `.invalid`.
    expect((await links()).map((l) => l.to)).toEqual([owner.email, owner.email])
    const { text } = await newestLink()
    expect(text).toContain('works once')
    // The outbox and the table hold the id and the hash, never the token.
    const { token } = await newestLink()
    const outboxText = JSON.stringify(await server.services.db.select().from(emailOutbox))
    expect(outboxText).not.toContain(token)
    const stored = await server.services.db.select().from(passwordResets)
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('limits each client, and each account, without telling which accounts exist', async () => {
    const from = '192.0.2.77'
    for (let i = 0; i < 5; i++) expect((await ask(`someone-${i}`, from)).headers.get('location')).toBe(sent)
    const refused = await ask('owner', from)
    expect(refused.headers.get('location')).toBe('/admin-password-reset?reset=too_many')
    // The owner had two links this hour; the third is sent, past it the answer is the same and nothing is sent.
    await server.services.db.execute(sql`delete from email_outbox where dedupe_key like 'password-reset-link:%'`)
    for (let i = 0; i < 3; i++) expect((await ask('owner')).headers.get('location')).toBe(sent)
    expect(await links()).toHaveLength(1)
    now += 3600_000
    expect((await ask('owner')).headers.get('location')).toBe(sent)
    expect(await links()).toHaveLength(2)
  })
})

describe('setting the new password', () => {
  // Each test asks for links afresh: the owner's allowance of links starts again.
  beforeEach(async () => {
    await server.services.db.execute(sql`delete from rate_limits where key like 'reset:account:%'`)
  })

  it('keeps the link through a refused password, then ends every session, signs nobody in and alerts', async () => {
    const session = (await (await login(owner.username, owner.password)).json()).token as string
    await ask('owner')
    const { token } = await newestLink()
    const short = await setPassword(token, 'too short')
    expect(short.headers.get('location')).toBe(`/admin-password-reset/${token}?reset=too_short`)
    expect((await setPassword(token, NEW_PASSWORD, 'something else')).headers.get('location')).toBe(
      `/admin-password-reset/${token}?reset=mismatch`,
    )
    expect((await setPassword(token, 'owner owner owner owner')).headers.get('location')).toContain('contains_name')

    const done = await setPassword(token, NEW_PASSWORD)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/admin-contacts?sign-in=password-reset')
    expect(done.headers.getSetCookie()).toEqual([])
    expect((await server.request('/api/auth/sessions', { token: session })).status).toBe(401)
    expect((await login(owner.username, owner.password)).status).toBe(401)
    expect((await login(owner.username, NEW_PASSWORD)).status).toBe(200)
    const [alert] = await server.services.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, 'password-reset:%'))
    expect(alert!.payload).toMatchObject({ kind: 'password-reset', to: owner.email, username: 'owner', ended: 1 })
  })

  it('works once: the link, and every other link still out, open nothing after', async () => {
    await ask('owner')
    const first = (await newestLink()).token
    await ask('owner')
    const second = (await newestLink()).token
    expect((await setPassword(second, `${NEW_PASSWORD} two`)).headers.get('location')).toContain('sign-in=')
    expect((await setPassword(second, `${NEW_PASSWORD} three`)).headers.get('location')).toBe(
      `/admin-password-reset/${second}`,
    )
    expect((await setPassword(first, `${NEW_PASSWORD} three`)).headers.get('location')).toBe(
      `/admin-password-reset/${first}`,
    )
    expect(await server.services.passwordReset.linkUser(first)).toBeNull()
    expect((await login(owner.username, `${NEW_PASSWORD} two`)).status).toBe(200)
  })

  it('expires 30 minutes after it was asked for', async () => {
    await ask('owner')
    const { token } = await newestLink()
    now += 29 * 60_000
    expect(await server.services.passwordReset.linkUser(token)).toEqual({ username: 'owner' })
    now += 60_000 + 1
    expect(await server.services.passwordReset.linkUser(token)).toBeNull()
    expect((await setPassword(token, `${NEW_PASSWORD} late`)).headers.get('location')).toBe(
      `/admin-password-reset/${token}`,
    )
  })

  it('still asks for the second factor at the next sign-in', async () => {
    await ask('mfa@x.example')
    const { token, to } = await newestLink()
    expect(to).toBe(mfa.email)
    expect((await setPassword(token, NEW_PASSWORD)).headers.get('location')).toBe(
      '/admin-contacts?sign-in=password-reset',
    )
    const res = await login(mfa.username, NEW_PASSWORD)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ twoFactorRequired: true })
  })

  it('answers a token that is not ours, or another spelling of a link, with 404', async () => {
    await ask('owner')
    const { token } = await newestLink()
    expect((await setPassword('not-a-token', NEW_PASSWORD)).status).toBe(404)
    for (const path of [`/API/auth/password-reset/${token}`, `/api/auth/password-reset/${token}/`]) {
      const res = await server.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
        body: 'password=x&confirmPassword=x',
      })
      expect(res.status).toBe(404)
    }
    expect(await server.services.passwordReset.linkUser(token)).toEqual({ username: 'owner' })
  })

  it('writes no token into any log line', async () => {
    const tokens = (await links()).length
    expect(tokens).toBeGreaterThan(3)
    const { token } = await newestLink()
    const all = logs.join('\n')
    expect(all).not.toContain(token)
    expect(all).toContain('/api/auth/password-reset/[redacted]')
    expect(all).not.toMatch(/"(?:who|username)":"nobody/)
  })
})
