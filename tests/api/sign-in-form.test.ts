import { afterAll, beforeAll, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { currentCode } from '#app/features/auth/two-factor.server.ts'
import { ADMIN_PAGES } from '#app/lib/admin-pages.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * The login screen's forms posted before its script runs (decision 33): form-encoded, answered with
 * a redirect back to the admin page, never a page with the password in its address.
 */
let server: TestServer
const password = 'form sign-in passphrase'
let now = Date.now()

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(now) })
  await createAdmin(server.services.db, { username: 'formie', password, email: 'formie@x.example' })
})
afterAll(() => server.close())

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  server.request(path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  })
const session = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0]
const me = async (cookie: string) =>
  (await (await server.request('/api/auth/me', { headers: { cookie } })).json()).success

// Every admin page, from their one list (app/lib/admin-pages.ts): a new page is covered by itself.
it.each(ADMIN_PAGES)(
  'signs in with the password and goes back to $path, the admin page it came from',
  async ({ path }) => {
    const res = await post('/api/auth/sign-in', { username: 'formie', password, next: path })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(path)
    expect(await me(session(res)!)).toBe(true)
  },
)

it('sends a refusal back as its reason, never the input, and only to an admin page', async () => {
  const wrong = await post('/api/auth/sign-in', { username: 'formie', password: 'not it at all', next: '/admin-blog' })
  expect(wrong.status).toBe(303)
  expect(wrong.headers.get('location')).toBe('/admin-blog?sign-in=wrong_password')
  expect(session(wrong)).toBeUndefined()
  const short = await post('/api/auth/sign-in', { username: '', password: 'x', next: 'https://evil.example/' })
  expect(short.headers.get('location')).toBe('/admin-contacts?sign-in=incomplete')
  for (const res of [wrong, short]) expect(res.headers.get('location')).not.toMatch(/formie|not it|evil/)
})

it('refuses a form from another site before it is read', async () => {
  const res = await server.request('/api/auth/sign-in', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    body: new URLSearchParams({ username: 'formie', password }).toString(),
  })
  expect(res.status).toBe(403)
})

it('with two-factor sign-in on, goes on to the code, and the code signs in', async () => {
  const token = (
    (await (
      await server.request('/api/auth/login', { method: 'POST', json: { username: 'formie', password } })
    ).json()) as { token: string }
  ).token
  const { secret } = await (await server.request('/api/auth/2fa/setup', { method: 'POST', token })).json()
  const enabled = await server.request('/api/auth/2fa/enable', {
    method: 'POST',
    token,
    json: { code: currentCode(secret, now), password },
  })
  expect(enabled.status).toBe(200)

  const first = await post('/api/auth/sign-in', { username: 'formie', password, next: '/admin-contacts' })
  expect(first.headers.get('location')).toBe('/admin-contacts?sign-in=second-step')
  const pending = session(first)!
  expect(await me(pending)).toBe(false)

  const wrong = await post('/api/auth/sign-in/code', { code: '000000', next: '/admin-contacts' }, pending)
  expect(wrong.headers.get('location')).toBe('/admin-contacts?sign-in=second-step&reason=wrong_code')
  const right = await post(
    '/api/auth/sign-in/code',
    { code: currentCode(secret, (now += 30_000)), next: '/admin-contacts' },
    pending,
  )
  expect(right.status).toBe(303)
  expect(right.headers.get('location')).toBe('/admin-contacts')
  expect(await me(session(right)!)).toBe(true)
})
