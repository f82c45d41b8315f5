import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { contacts, newsletters, resourceDownloads } from '#db/schema/index.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      limits: {
        contact: { max: 3, windowSeconds: 600 },
        newsletter: { max: 3, windowSeconds: 600 },
        download: { max: 3, windowSeconds: 600 },
        loginPerUsername: { max: 3, windowSeconds: 900 },
        loginPerAddress: { max: 50, windowSeconds: 900 },
      },
    },
  )
  await createAdmin(server.services.db, { username: 'target', password: 'the right passphrase', email: 't@x.example' })
})
afterAll(() => server.close())

describe('rate limits on public forms (kept in PostgreSQL)', () => {
  it('answers 429 with Retry-After once an address has used its allowance, and stores nothing more', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await server.request('/api/contacts', { method: 'POST', json: contactInput() })).status).toBe(201)
    }
    const before = await server.services.db.$count(contacts)
    const res = await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await res.json()).message).toMatch(/Too many requests/)
    expect(await server.services.db.$count(contacts)).toBe(before)
    const row = await server.services.db.execute<{ count: number }>(
      sql`select count from rate_limits where key = 'contact:ip:127.0.0.1'`,
    )
    expect(row.rows[0]?.count).toBe(4)
  })
})

describe('honeypot', () => {
  it.each([
    ['/api/newsletter', { email: 'bot@spam.example', website: 'http://spam.example' }, 200],
    ['/api/resource-download', { ...downloadInput(), website: 'x' }, 201],
  ] as const)('%s answers like a success and stores nothing', async (path, body, status) => {
    const before = [await server.services.db.$count(newsletters), await server.services.db.$count(resourceDownloads)]
    const res = await server.request(path, { method: 'POST', json: body })
    expect(res.status).toBe(status)
    expect((await res.json()).success).toBe(true)
    expect([await server.services.db.$count(newsletters), await server.services.db.$count(resourceDownloads)]).toEqual(
      before,
    )
  })
})

describe('login lockout', () => {
  const attempt = (password: string) =>
    server.request('/api/auth/login', { method: 'POST', json: { username: 'target', password } })

  it('locks a username after repeated failures, refuses even the right password meanwhile, and grows', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('wrong passphrase')).status).toBe(401)
    const locked = await attempt('the right passphrase')
    expect(locked.status).toBe(429)
    const first = Number(locked.headers.get('retry-after'))
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThanOrEqual(60)

    await server.services.db.execute(
      sql`update rate_limits set blocked_until = now() - interval '1 second' where key = 'login:user:target'`,
    )
    expect((await attempt('wrong again')).status).toBe(401)
    const second = await attempt('the right passphrase')
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(first)

    await server.services.db.execute(sql`update rate_limits set blocked_until = null where key = 'login:user:target'`)
    expect((await attempt('the right passphrase')).status).toBe(200)
  })
})
