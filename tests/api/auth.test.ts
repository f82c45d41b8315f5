import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, setActive } from '#app/features/auth/auth.server.ts'
import { SESSION_IDLE_MS } from '#app/features/auth/lifetimes.ts'
import { hashToken } from '#app/features/auth/sessions.server.ts'
import { adminUsers, sessions } from '#db/schema/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
const password = 'correct horse battery staple'

beforeAll(async () => {
  server = await startTestServer()
  await createAdmin(server.services.db, { username: 'ellis', password, email: 'ellis@consultancy.example' })
})
afterAll(() => server.close())

async function login(username = 'ellis', pass = password) {
  return server.request('/api/auth/login', { method: 'POST', json: { username, password: pass } })
}

describe('login, me and logout', () => {
  it('logs in: token, user, message and an HttpOnly SameSite=Strict cookie', async () => {
    const res = await login()
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ success: true, user: { username: 'ellis' }, message: 'Login successful' })
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32)
    const cookie = res.headers.get('set-cookie')!
    expect(cookie).toMatch(/^sid=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Strict/i)
    const [row] = await server.services.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(body.token)))
    expect(row).toBeDefined()
    const all = await server.services.db.select({ id: sessions.id }).from(sessions)
    expect(all.some((s) => s.id === body.token)).toBe(false)
  })

  it('GET /api/auth/me answers 200 for anonymous, with the cookie and with a bearer token', async () => {
    const anonymous = await server.request('/api/auth/me')
    expect(anonymous.status).toBe(200)
    expect(await anonymous.json()).toEqual({ success: false })

    const res = await login()
    const { token } = await res.json()
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!
    const viaCookie = await server.request('/api/auth/me', { headers: { cookie } })
    expect(await viaCookie.json()).toEqual({ success: true, user: { username: 'ellis' } })
    const viaBearer = await server.request('/api/auth/me', { token })
    expect(await viaBearer.json()).toEqual({ success: true, user: { username: 'ellis' } })
  })

  it('refuses a wrong password or unknown user with 401 and a message', async () => {
    for (const res of [await login('ellis', 'wrong password'), await login('nobody', password)]) {
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Invalid username or password', code: 'unauthorized' })
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it.each([
    [{ username: '', password }, 'username', 'Username is required'],
    [{ username: 'ellis', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ password }, 'username', 'Username is required'],
  ])('validates %j', async (body, field, message) => {
    const res = await server.request('/api/auth/login', { method: 'POST', json: body })
    expect(res.status).toBe(400)
    expect((await res.json()).errors[field]).toContain(message)
  })

  it('logout deletes the session server-side and clears the cookie', async () => {
    const { token } = await (await login()).json()
    const out = await server.request('/api/auth/logout', { method: 'POST', token })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/sid=;/)
    expect(await (await server.request('/api/auth/me', { token })).json()).toEqual({ success: false })
    expect((await server.request('/api/admin/contacts', { token })).status).toBe(401)
  })

  it('an idle or expired session no longer authenticates', async () => {
    const { token } = await (await login()).json()
    const id = hashToken(token)
    await server.services.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.id, id))
    expect((await server.request('/api/admin/contacts', { token })).status).toBe(401)

    const second = (await (await login()).json()).token
    await server.services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, hashToken(second)))
    expect((await server.request('/api/admin/contacts', { token: second })).status).toBe(401)
  })

  it('an inactive admin cannot log in and loses existing sessions', async () => {
    await createAdmin(server.services.db, { username: 'temp', password, email: 'temp@consultancy.example' })
    const { token } = await (await login('temp')).json()
    expect((await server.request('/api/admin/contacts', { token })).status).toBe(200)
    await setActive(server.services.db, 'temp', false)
    expect((await server.request('/api/admin/contacts', { token })).status).toBe(401)
    expect((await login('temp')).status).toBe(401)
    const [user] = await server.services.db.select().from(adminUsers).where(eq(adminUsers.username, 'temp'))
    expect(user!.isActive).toBe(false)
  })
})
