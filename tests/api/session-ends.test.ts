import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken } from '#app/features/auth/sessions.server.ts'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '#app/features/auth/lifetimes.ts'
import { parseEndsIn, SESSION_HEADER } from '#app/features/auth/session-clock.ts'
import { sessions } from '#db/schema/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * What the admin screens' idle warning rests on (decision 36): every signed-in answer says how long
 * the session has left, as the server counts it, and "Stay signed in" starts the idle clock again
 * without moving the 12-hour end.
 */
let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server, 'ellis')
})
afterAll(() => server.close())

const MINUTE = 60_000
const row = async (t = token) =>
  (
    await server.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(t)))
  )[0]!
const setSession = (values: Partial<typeof sessions.$inferInsert>, t = token) =>
  server.services.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.id, hashToken(t)))
const endsIn = (res: Response) => parseEndsIn(res.headers.get(SESSION_HEADER))
const extend = (t = token, headers: Record<string, string> = {}) =>
  server.request('/api/auth/session/extend', { method: 'POST', token: t, headers })

describe('X-Session-Ends-In', () => {
  it('comes with every signed-in answer, never with an anonymous one', async () => {
    const signedIn = await server.request('/api/admin/contacts', { token })
    expect(signedIn.status).toBe(200)
    const left = endsIn(signedIn)!
    expect(left.idleMs).toBeGreaterThan(SESSION_IDLE_MS - MINUTE)
    expect(left.idleMs).toBeLessThanOrEqual(SESSION_IDLE_MS)
    expect(left.absoluteMs).toBeGreaterThan(SESSION_ABSOLUTE_MS - MINUTE)
    // A refused request was still made by the signed-in admin: the server counted it.
    expect(endsIn(await server.request('/api/auth/sessions/not-a-handle', { method: 'DELETE', token }))).not.toBeNull()

    expect((await server.request('/api/auth/me')).headers.get(SESSION_HEADER)).toBeNull()
    expect((await server.request('/api/admin/contacts')).headers.get(SESSION_HEADER)).toBeNull()
  })

  it("is the server's own idle clock: a request within the minute of the last one does not move it", async () => {
    await setSession({ lastSeenAt: new Date(Date.now() - 20_000) })
    const early = endsIn(await server.request('/api/auth/me', { token }))!
    expect(early.idleMs).toBeLessThanOrEqual(SESSION_IDLE_MS - 20_000)
    expect(early.idleMs).toBeGreaterThan(SESSION_IDLE_MS - 30_000)

    await setSession({ lastSeenAt: new Date(Date.now() - 20 * MINUTE) })
    const later = endsIn(await server.request('/api/auth/me', { token }))!
    expect(later.idleMs).toBeGreaterThan(SESSION_IDLE_MS - 5_000)
  })

  it('is not sent once the session has ended (logout)', async () => {
    const other = await signInAdmin(server, 'morgan')
    const out = await server.request('/api/auth/logout', { method: 'POST', token: other })
    expect(out.status).toBe(200)
    expect(out.headers.get(SESSION_HEADER)).toBeNull()
  })
})

describe('POST /api/auth/session/extend', () => {
  it("starts the idle clock again at once, even within the minute the server's reads leave it alone", async () => {
    const seen = new Date(Date.now() - 30_000)
    await setSession({ lastSeenAt: seen })
    const res = await extend()
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
    expect((await row()).lastSeenAt.getTime()).toBeGreaterThan(seen.getTime() + 25_000)
    expect(endsIn(res)!.idleMs).toBeGreaterThan(SESSION_IDLE_MS - 5_000)
  })

  it('never moves the 12-hour end', async () => {
    const expiresAt = new Date(Date.now() + 90_000)
    await setSession({ expiresAt, lastSeenAt: new Date(Date.now() - 29 * MINUTE) })
    const res = await extend()
    expect(res.status).toBe(200)
    expect((await row()).expiresAt.getTime()).toBe(expiresAt.getTime())
    const left = endsIn(res)!
    expect(left.absoluteMs).toBeLessThanOrEqual(90_000)
    expect(left.idleMs).toBeGreaterThan(SESSION_IDLE_MS - 5_000)
    await setSession({ expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) })
  })

  it('cannot bring back a session that has already ended, and needs a session', async () => {
    const idle = await signInAdmin(server, 'riley')
    await setSession({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1_000) }, idle)
    expect((await extend(idle)).status).toBe(401)
    expect((await server.request('/api/auth/session/extend', { method: 'POST' })).status).toBe(401)
  })

  it('is refused from another site, like every state-changing call', async () => {
    const before = (await row()).lastSeenAt
    const res = await extend(token, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(403)
    expect((await row()).lastSeenAt).toEqual(before)
  })
})
