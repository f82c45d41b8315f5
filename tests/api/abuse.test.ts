import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { MAX_SLOWDOWN_MS } from '#app/features/auth/auth-service.server.ts'
import { contacts, newsletters, resourceDownloads } from '#db/schema/index.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
beforeAll(async () => {
  // TRUST_PROXY=1: X-Forwarded-For names the client, so one test can speak from many addresses.
  server = await startTestServer(
    { TRUST_PROXY: '1' },
    {
      limits: {
        contact: { max: 3, windowSeconds: 600 },
        newsletter: { max: 3, windowSeconds: 600 },
        download: { max: 3, windowSeconds: 600 },
        contactGlobal: { max: 8, windowSeconds: 3600 },
        loginPerPair: { max: 3, windowSeconds: 900 },
        loginPerUsername: { max: 3, windowSeconds: 900 },
        loginPerAddress: { max: 20, windowSeconds: 900 },
      },
    },
  )
  await createAdmin(server.services.db, { username: 'target', password: 'the right passphrase', email: 't@x.example' })
})
afterAll(() => server.close())

const from = (address: string) => ({ 'x-forwarded-for': address })

describe('rate limits on public forms (kept in PostgreSQL)', () => {
  it('answers 429 with Retry-After once an address has used its allowance, and stores nothing more', async () => {
    const post = () =>
      server.request('/api/contacts', { method: 'POST', json: contactInput(), headers: from('198.51.100.1') })
    for (let i = 0; i < 3; i++) expect((await post()).status).toBe(201)
    const before = await server.services.db.$count(contacts)
    const res = await post()
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await res.json()).message).toMatch(/Too many requests/)
    expect(await server.services.db.$count(contacts)).toBe(before)
    const row = await server.services.db.execute<{ count: number }>(
      sql`select count from rate_limits where key = 'contact:ip:198.51.100.1'`,
    )
    expect(row.rows[0]?.count).toBe(4)
  })

  it('counts IPv6 clients per /64, so rotating addresses within one network does not help', async () => {
    const post = (address: string) =>
      server.request('/api/newsletter', {
        method: 'POST',
        json: { email: `${address.replaceAll(':', '')}@x.example` },
        headers: from(address),
      })
    for (const address of ['2001:db8:7:7::1', '2001:db8:7:7::2', '2001:db8:7:7:ffff::3'])
      expect((await post(address)).status).toBe(200)
    expect((await post('2001:db8:7:7:abcd::4')).status).toBe(429)
    expect((await post('2001:db8:7:8::1')).status).toBe(200)
  })

  it('past the threshold for all addresses together, asks for a proof of work instead of storing', async () => {
    await server.services.db.execute(sql`delete from rate_limits where key like 'contact:%'`)
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const res = await server.request('/api/contacts', {
        method: 'POST',
        json: contactInput(),
        headers: from(`203.0.113.${i + 1}`),
      })
      statuses.push(res.status)
      if (res.status === 429) {
        const body = (await res.json()) as { message: string; code: string; reason: string }
        expect(body.message).toMatch(/unusual number of requests/)
        expect(body).toMatchObject({ code: 'too_many', reason: 'proof_of_work_required' })
      }
    }
    expect(statuses).toEqual([...Array(8).fill(201), 429, 429])
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

describe('login limits', () => {
  const signIn = (password: string, address: string, username = 'target') =>
    server.request('/api/auth/login', { method: 'POST', json: { username, password }, headers: from(address) })
  const forget = () => server.services.db.execute(sql`delete from rate_limits where key like 'login:%'`)

  it('locks a username from one address after repeated failures, refuses even the right password, and grows', async () => {
    await forget()
    for (let i = 0; i < 3; i++) expect((await signIn('wrong passphrase', '192.0.2.10')).status).toBe(401)
    const locked = await signIn('the right passphrase', '192.0.2.10')
    expect(locked.status).toBe(429)
    const first = Number(locked.headers.get('retry-after'))
    expect(first).toBeGreaterThan(0)
    expect(first).toBeLessThanOrEqual(60)

    await server.services.db.execute(
      sql`update rate_limits set blocked_until = now() - interval '1 second' where key = 'login:pair:target:192.0.2.10'`,
    )
    const second = await signIn('the right passphrase', '192.0.2.10')
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(first)

    await server.services.db.execute(sql`delete from rate_limits where key = 'login:pair:target:192.0.2.10'`)
    expect((await signIn('the right passphrase', '192.0.2.10')).status).toBe(200)
  })

  it('counts attempts before checking the password: 50 parallel guesses are not all verified', async () => {
    await forget()
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => signIn('parallel guess', '192.0.2.20').then((r) => r.status)),
    )
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(47)
  })

  it('does not let a stranger keep the admin out: after 100 failures from A, the admin signs in from B', async () => {
    await forget()
    for (let i = 0; i < 100; i++) expect([401, 429]).toContain((await signIn(`guess ${i}`, '192.0.2.30')).status)
    expect((await signIn('the right passphrase', '192.0.2.30')).status).toBe(429)
    const started = Date.now()
    expect((await signIn('the right passphrase', '198.51.100.40')).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(MAX_SLOWDOWN_MS + 1500)
  })

  it('only slows a username down when failures come from many addresses', async () => {
    await forget()
    await Promise.all(
      Array.from({ length: 6 }, async (_, a) => {
        for (let i = 0; i < 3; i++) await signIn('wrong passphrase', `192.0.2.${100 + a}`)
      }),
    )
    const started = Date.now()
    expect((await signIn('the right passphrase', '192.0.2.200')).status).toBe(200)
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(1000) // 18 failures, 15 past the threshold: the delay is at its cap
    expect(took).toBeLessThan(MAX_SLOWDOWN_MS + 1500)
  })
})
