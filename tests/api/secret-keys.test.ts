import { createCipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { Secret } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { currentCode } from '#app/features/auth/two-factor.server.ts'
import { checkLink, confirmUrl, unsubscribeUrl } from '#app/features/email/signed-links.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import {
  deriveKeys,
  KEY_PURPOSES,
  loadKeyRing,
  retireStoredRoot,
  SECRET_KEY_SINCE,
  STORED_KEY,
  STORED_ROOT_GRACE_DAYS,
} from '#app/lib/keys.server.ts'
import { adminUsers, appState, newsletters, recoveryCodes } from '#db/schema/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * SECRET_KEY (decision 15): required with https; one key per purpose derived from it; what the
 * single key of earlier versions made (TOTP secrets, recovery codes, unsubscribe links) keeps
 * working; confirmation links expire after 7 days.
 */
const ROOT = 'test-secret-key-of-sufficient-length-000'
let server: TestServer
let now = Date.now()
const DAY = 24 * 60 * 60 * 1000

beforeAll(async () => {
  server = await startTestServer({ SECRET_KEY: ROOT }, { clock: () => new Date(now) })
})
afterAll(() => server.close())

/** How the earlier single key encrypted a TOTP secret (format v1), reproduced here as data to read. */
function legacyEncrypt(root: string, plain: string): string {
  const key = Buffer.from(hkdfSync('sha256', root, 'k12-site', 'totp-secret-v1', 32))
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(
    '.',
  )
}
const legacyMac = (root: string, text: string) => createHmac('sha256', root).update(text).digest('base64url')

describe('SECRET_KEY at start', () => {
  it('refuses to start with an https SITE_URL and no SECRET_KEY, naming it; the localhost default needs none', () => {
    const https = { NODE_ENV: 'production', SITE_URL: 'https://schoolshield.example', TRUST_PROXY: '1' }
    expect(() => readEnv(https)).toThrow(/^Invalid environment: SECRET_KEY is required when SITE_URL is https/)
    expect(() => readEnv({ ...https, NODE_ENV: 'development' })).toThrow(/SECRET_KEY is required/)
    expect(() => readEnv({ ...https, SECRET_KEY: 'too-short' })).toThrow(/SECRET_KEY/)
    expect(readEnv({ ...https, SECRET_KEY: ROOT }).SECRET_KEY).toBe(ROOT)
    expect(readEnv({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }).SECRET_KEY).toBeUndefined()
  })
})

describe('one key per purpose', () => {
  it('derives a distinct key for each purpose, none of them SECRET_KEY itself; upload URLs are signed with theirs', async () => {
    const keys = deriveKeys(ROOT)
    expect(Object.keys(keys).sort()).toEqual(Object.keys(KEY_PURPOSES).sort())
    const all = Object.values(keys).map((k) => k.toString('hex'))
    expect(new Set(all).size).toBe(Object.keys(KEY_PURPOSES).length)
    for (const key of Object.values(keys)) {
      expect(key).toHaveLength(32)
      expect(key.equals(Buffer.from(ROOT).subarray(0, 32))).toBe(false)
    }
    expect(Object.values(deriveKeys(`${ROOT}x`)).some((k, i) => k.toString('hex') === all[i])).toBe(false)
    expect(server.services.keys.current.deviceCookies.equals(keys.deviceCookies)).toBe(true)

    const res = await server.request('/api/objects/upload', { method: 'POST', token: await adminToken() })
    const url = new URL((await res.json()).uploadURL as string)
    const id = url.pathname.split('/').pop()!
    const expires = url.searchParams.get('expires')!
    const signed = (key: Buffer | string) =>
      createHmac('sha256', key).update(`upload:${id}:${expires}`).digest('base64url')
    expect(url.searchParams.get('signature')).toBe(signed(keys.uploadUrls))
    expect(url.searchParams.get('signature')).not.toBe(signed(ROOT))
  })
})

let token: string | undefined
const adminToken = async () => (token ??= await signInAdmin(server, 'keys'))

describe('what the single key of earlier versions made', () => {
  it('a TOTP secret and recovery codes stored with it still sign in; the secret moves to its own key at first use', async () => {
    await createAdmin(server.services.db, {
      username: 'legacy',
      password: 'legacy admin passphrase',
      email: 'l@x.example',
    })
    const secret = new Secret({ size: 20 }).base32
    const [user] = await server.services.db
      .update(adminUsers)
      .set({ totpSecret: legacyEncrypt(ROOT, secret), totpEnabledAt: new Date(now), totpLastStep: null })
      .where(eq(adminUsers.username, 'legacy'))
      .returning()
    const codes = ['aaaa-bbbb-cccc-dddd', '1111-2222-3333-4444']
    await server.services.db
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId: user!.id, codeHash: legacyMac(ROOT, c.replace(/-/g, '')) })))

    const login = async () =>
      (
        await (
          await server.request('/api/auth/login', {
            method: 'POST',
            json: { username: 'legacy', password: 'legacy admin passphrase' },
          })
        ).json()
      ).token as string
    const verify = (pending: string, body: object) =>
      server.request('/api/auth/2fa/verify', { method: 'POST', token: pending, json: body })

    now += 30_000
    expect((await verify(await login(), { code: currentCode(secret, now) })).status).toBe(200)
    const [row] = await server.services.db.select().from(adminUsers).where(eq(adminUsers.username, 'legacy'))
    expect(row!.totpSecret).toMatch(/^v2\./)
    now += 30_000
    expect((await verify(await login(), { code: currentCode(secret, now) })).status).toBe(200)
    expect((await verify(await login(), { recoveryCode: codes[0] })).status).toBe(200)
    expect((await verify(await login(), { recoveryCode: codes[0] })).status).not.toBe(200) // once only
  })

  it('an unsubscribe link already in a mailbox still unsubscribes, by the RFC 8058 one-click POST', async () => {
    const email = 'old-link@district.example'
    await server.services.db.insert(newsletters).values({ email, confirmedAt: new Date(now) })
    const old = new URL('/unsubscribe', server.url)
    old.searchParams.set('email', email)
    old.searchParams.set('token', legacyMac(ROOT, `unsubscribe:${email}`))
    const forged = new URL(old)
    forged.searchParams.set('token', legacyMac('some-other-key-of-sufficient-length', `unsubscribe:${email}`))
    const oneClick = (url: URL) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    expect((await oneClick(forged)).status).toBe(400)
    const res = await oneClick(old)
    expect(res.status).toBe(200)
    const [row] = await server.services.db.select().from(newsletters).where(eq(newsletters.email, email))
    expect(row!.unsubscribedAt).not.toBeNull()
    // And a link signed today, with the email-links key, is not the old single-key token.
    const fresh = new URL(unsubscribeUrl(server.url, server.services.keys, email))
    expect(fresh.searchParams.get('token')).not.toBe(old.searchParams.get('token'))
    expect((await oneClick(fresh)).status).toBe(200)
  })
})

describe('newsletter confirmation links', () => {
  const post = (url: string) => fetch(url, { method: 'POST', headers: { accept: 'text/html' }, redirect: 'manual' })

  it('work for 7 days; after that the POST says expired and the address stays unconfirmed', async () => {
    const email = 'late.reader@district.example'
    expect((await server.request('/api/newsletter', { method: 'POST', json: { email } })).status).toBe(200)
    const { rows } = await server.services.db.execute<{ url: string }>(
      sql`select payload->>'confirmUrl' as url from email_outbox where payload->>'email' = ${email}`,
    )
    const link = rows[0]!.url.replace(server.services.env.SITE_URL, server.url)
    expect(new URL(link).searchParams.get('expires')).toMatch(/^\d+$/)

    now += 7 * DAY + 60_000
    const late = await post(link)
    expect(late.status).toBe(303)
    expect(late.headers.get('location')).toBe('/newsletter/confirm?status=expired')
    const json = await fetch(link, { method: 'POST', headers: { accept: 'application/json' } })
    expect(json.status).toBe(400)
    expect(await json.json()).toEqual({
      message: 'This confirmation link has expired. Please subscribe again.',
      code: 'invalid',
    })
    const [row] = await server.services.db.select().from(newsletters).where(eq(newsletters.email, email))
    expect(row!.confirmedAt).toBeNull()

    // Changing the expiry breaks the signature; a new request's link works.
    const stretched = new URL(link)
    stretched.searchParams.set('expires', String(Math.floor(now / 1000) + DAY / 1000))
    expect((await post(stretched.toString())).headers.get('location')).toBe('/newsletter/confirm?status=invalid')
    const fresh = confirmUrl(server.url, server.services.keys, email, new Date(now - 6 * DAY))
    expect((await post(fresh)).headers.get('location')).toBe('/newsletter/confirm?status=done')
  })

  it('a confirmation link from before links expired, whose age nobody can tell, counts as expired', async () => {
    const email = 'legacy.reader@district.example'
    await server.services.db.insert(newsletters).values({ email })
    const old = new URL('/newsletter/confirm', server.url)
    old.searchParams.set('email', email)
    old.searchParams.set('token', legacyMac(ROOT, `confirm:${email}`))
    expect((await post(old.toString())).headers.get('location')).toBe('/newsletter/confirm?status=expired')
  })
})

describe('the root key a site stored before SECRET_KEY', () => {
  it('reads what it made for 90 days after SECRET_KEY took over, longer while a TOTP secret needs it, then is deleted', async () => {
    const { db } = server.services
    const stored = 'a-root-stored-in-the-database-before-secret-key'
    await db.insert(appState).values({ key: STORED_KEY, value: stored })
    const ring = (await loadKeyRing({ SECRET_KEY: ROOT }, db))!
    const [since] = await db.select().from(appState).where(eq(appState.key, SECRET_KEY_SINCE))
    expect(since).toBeDefined()
    const link = { email: 'kept@district.example', token: legacyMac(stored, 'unsubscribe:kept@district.example') }
    expect(checkLink(ring, 'unsubscribe', link)).toBe('valid')

    // Within the grace period: kept.
    const start = Date.parse(since!.value)
    expect(await retireStoredRoot(db, ring, new Date(start + (STORED_ROOT_GRACE_DAYS - 1) * DAY))).toBe('kept')
    // Past it, while an admin's TOTP secret is still in the form only the old root reads: kept.
    await createAdmin(db, { username: 'old-totp', password: 'old totp passphrase', email: 'old-totp@x.example' })
    await db
      .update(adminUsers)
      .set({ totpSecret: legacyEncrypt(stored, Secret.fromBase32('JBSWY3DPEHPK3PXP').base32) })
      .where(eq(adminUsers.username, 'old-totp'))
    const later = new Date(start + (STORED_ROOT_GRACE_DAYS + 1) * DAY)
    expect(await retireStoredRoot(db, ring, later)).toBe('kept')
    expect(checkLink(ring, 'unsubscribe', link)).toBe('valid')

    // Once no secret needs it: deleted, and no longer read with.
    await db.delete(adminUsers).where(eq(adminUsers.username, 'old-totp'))
    expect(await retireStoredRoot(db, ring, later)).toBe('retired')
    expect(await db.select().from(appState).where(eq(appState.key, STORED_KEY))).toEqual([])
    expect(await db.select().from(appState).where(eq(appState.key, SECRET_KEY_SINCE))).toEqual([])
    expect(checkLink(ring, 'unsubscribe', link)).toBe('invalid')
    expect(ring.legacy).toEqual([ROOT])
    // A ring loaded afterwards has nothing to retire.
    expect(await retireStoredRoot(db, (await loadKeyRing({ SECRET_KEY: ROOT }, db))!, later)).toBe('none')
  })
})
