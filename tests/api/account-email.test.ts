import { asc, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { adminUsers, emailOutbox } from '#db/schema/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * The account's email address on Account security: an admin made from ADMIN_USERNAME without
 * ADMIN_EMAIL (`…@admin.invalid`) is refused a newsletter test with a stable reason and sets an
 * address with the current password; the old address is told; reset links go to the new one.
 */
let server: TestServer
let token: string
const admin = { username: 'env-admin', password: 'env admin passphrase' }

beforeAll(async () => {
  server = await startTestServer()
  await createAdmin(server.services.db, { ...admin, email: 'env-admin@admin.invalid' })
  await createAdmin(server.services.db, {
    username: 'other',
    password: 'other admin passphrase',
    email: 'taken@x.example',
  })
  const res = await server.request('/api/auth/login', { method: 'POST', json: admin })
  token = ((await res.json()) as { token: string }).token
})
afterAll(() => server.close())

const post = (path: string, json?: unknown) => server.request(path, { method: 'POST', token, json })
const queued = (kind: string) =>
  server.services.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `${kind}:%`))
    .orderBy(asc(emailOutbox.id))
const issue = async () => {
  const res = await post('/api/newsletter-issues', { subject: 'Spring update', body: '<p>News.</p>' })
  return ((await res.json()) as { issue: { id: number } }).issue.id
}

it('refuses a newsletter test to an account without an address, with a reason the panel acts on', async () => {
  const res = await post(`/api/newsletter-issues/${await issue()}/test`)
  expect(res.status).toBe(409)
  expect(await res.json()).toMatchObject({ code: 'conflict', reason: 'no_admin_email' })
  expect(await queued('newsletter-test')).toEqual([])
})

it('sets the address only with the current password, and only one that receives mail', async () => {
  expect((await post('/api/auth/email', { email: 'me@district.example' })).status).toBe(400)
  const wrong = await post('/api/auth/email', { email: 'me@district.example', currentPassword: 'not it at all' })
  expect(wrong.status).toBe(400)
  expect((await wrong.json()).errors).toEqual({ currentPassword: ['That password is not correct.'] })
  const placeholder = await post('/api/auth/email', { email: 'me@admin.invalid', currentPassword: admin.password })
  expect((await placeholder.json()).errors.email).toEqual(['Enter an address that receives mail'])
  const taken = await post('/api/auth/email', { email: 'Taken@x.example', currentPassword: admin.password })
  expect(taken.status).toBe(409)
  expect((await taken.json()).errors).toEqual({ email: ['Another admin account uses this email address.'] })

  const ok = await post('/api/auth/email', { email: 'Me@District.example', currentPassword: admin.password })
  expect(ok.status).toBe(200)
  expect(await ok.json()).toEqual({ success: true, email: 'me@district.example' })
  const [row] = await server.services.db.select().from(adminUsers).where(eq(adminUsers.username, admin.username))
  expect(row!.email).toBe('me@district.example')
  // The placeholder receives nothing: no alert was queued for it.
  expect(await queued('email-changed')).toEqual([])
})

it('tells the old address of a change, sends the test and the reset link to the new one', async () => {
  expect(
    (await post('/api/auth/email', { email: 'new@district.example', currentPassword: admin.password })).status,
  ).toBe(200)
  const [alert] = await queued('email-changed')
  expect(alert!.payload).toMatchObject({
    kind: 'email-changed',
    to: 'me@district.example',
    newEmail: 'new@district.example',
    username: admin.username,
  })
  const test = await post(`/api/newsletter-issues/${await issue()}/test`)
  expect(test.status).toBe(200)
  expect(await test.json()).toEqual({ sentTo: 'new@district.example' })

  await server.request('/api/auth/password-reset', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'who=env-admin',
  })
  const [link] = await queued('password-reset-link')
  expect(link!.payload).toMatchObject({ to: 'new@district.example' })
})
