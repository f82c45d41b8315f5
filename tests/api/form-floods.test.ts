import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { attempt, defaultLimits, hit, sweepRateLimits } from '#app/lib/rate-limit.server.ts'
import { createProofOfWork } from '#app/lib/proof-of-work.server.ts'
import { PROOF_HEADER, PROOF_REQUIRED, type Challenge } from '#app/lib/proof-of-work.ts'
import { solveChallenge } from '#app/lib/solve-challenge.ts'
import { contacts, newsletters, resourceDownloads } from '#db/schema/index.ts'
import { allAddressesKey } from '#app/lib/form-gate.server.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Nobody can switch off lead capture (docs/decisions/0013): with the limits the site ships with,
 * many addresses sending junk or valid-looking requests never stop a person's request; past a
 * form's threshold, the browser proves a moment of work instead.
 */
let server: TestServer
const logs: string[] = []
beforeAll(async () => {
  // TRUST_PROXY=1: X-Forwarded-For names the client, so one test can speak from many addresses.
  server = await startTestServer({ TRUST_PROXY: '1' }, { limits: defaultLimits, logs })
})
afterAll(() => server.close())
beforeEach(() => server.services.db.execute(sql`delete from rate_limits`))

let unique = 0
const forms = {
  contact: {
    path: '/api/contacts',
    ok: 201,
    table: contacts,
    valid: () => contactInput(),
    threshold: defaultLimits.contactGlobal.max,
    perAddress: defaultLimits.contact.max,
  },
  newsletter: {
    path: '/api/newsletter',
    ok: 200,
    table: newsletters,
    valid: () => ({ email: `reader${++unique}@district.example` }),
    threshold: defaultLimits.newsletterGlobal.max,
    perAddress: defaultLimits.newsletter.max,
  },
  download: {
    path: '/api/resource-download',
    ok: 201,
    table: resourceDownloads,
    valid: () => downloadInput(),
    threshold: defaultLimits.downloadGlobal.max,
    perAddress: defaultLimits.download.max,
  },
} as const

const post = (path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
  server.request(path, { method: 'POST', json: body, headers: { 'x-forwarded-for': address, ...headers } })

/** `total` requests spread over as few addresses of `net` as each address's own limit allows. */
async function fromMany(net: string, total: number, perAddress: number, send: (address: string) => Promise<number>) {
  const addresses = Math.ceil(total / perAddress)
  const statuses = await Promise.all(
    Array.from({ length: addresses }, async (_, a) => {
      const mine: number[] = []
      for (let i = 0; i < Math.min(perAddress, total - a * perAddress); i++) mine.push(await send(`${net}.${a + 1}`))
      return mine
    }),
  )
  return statuses.flat()
}

async function stored(table: (typeof forms)[keyof typeof forms]['table'], email: string) {
  const rows = await server.services.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${table} where email = ${email}`,
  )
  return rows.rows[0]!.n
}

describe('junk and valid-looking floods never stop a person', () => {
  it.each(Object.entries(forms))(
    '%s: after junk bodies and valid-looking requests from many addresses, a request from a new address is stored',
    async (_name, form) => {
      // As much junk as the form's whole hourly threshold (for contact: 100 bodies from 10 addresses).
      const junk = await fromMany('198.51.100', form.threshold, form.perAddress, (address) =>
        post(form.path, {}, address).then((r) => r.status),
      )
      expect(new Set(junk)).toEqual(new Set([400]))
      // Then valid-looking requests up to 90% of it, each address within its own limit
      // (for contact: 90 requests from 10 addresses).
      const perAddress = form.perAddress - 1
      const flood = await fromMany('203.0.113', Math.round(form.threshold * 0.9), perAddress, (address) =>
        post(form.path, form.valid(), address).then((r) => r.status),
      )
      expect(new Set(flood)).toEqual(new Set([form.ok]))

      const person = form.valid()
      const res = await post(form.path, person, '192.0.2.77')
      expect(res.status).toBe(form.ok)
      expect(await stored(form.table, person.email)).toBe(1)
    },
    60_000, // up to 950 requests
  )

  it('still answers one abusive address with the per-address 429, junk included', async () => {
    for (let i = 0; i < defaultLimits.contact.max; i++)
      expect((await post('/api/contacts', {}, '198.51.100.9')).status).toBe(400)
    const res = await post('/api/contacts', contactInput(), '198.51.100.9')
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await res.json()).toEqual({
      message: 'Too many requests. Please wait a few minutes and try again.',
      code: 'too_many',
    })
  })
})

describe('past the threshold, a submission needs a proof of work', () => {
  async function flood() {
    const statuses = await fromMany('203.0.113', forms.contact.threshold, forms.contact.perAddress, (address) =>
      post('/api/contacts', contactInput(), address).then((r) => r.status),
    )
    expect(new Set(statuses)).toEqual(new Set([201]))
  }

  it('answers a script without one with a challenge and stores nothing; the solved challenge is taken once', async () => {
    await flood()
    logs.length = 0
    const person = contactInput()
    const refused = await post('/api/contacts', person, '192.0.2.80')
    expect(refused.status).toBe(429)
    const body = (await refused.json()) as { message: string; code: string; challenge: Challenge }
    expect(body.message).toBe(
      'We are receiving an unusual number of requests right now. Please try again in a few minutes.',
    )
    expect(body).toMatchObject({ code: 'too_many', reason: PROOF_REQUIRED })
    expect(body.challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 500_000 })
    expect(await stored(contacts, person.email)).toBe(0)

    // What the site's form does: solve it with the browser's code and send the same body again.
    const proof = await solveChallenge(body.challenge)
    const taken = await post('/api/contacts', person, '192.0.2.80', { [PROOF_HEADER]: proof })
    expect(taken.status).toBe(201)
    expect(await stored(contacts, person.email)).toBe(1)

    // One solution, one request: sent again, from anywhere, it buys nothing.
    const replayed = contactInput()
    const again = await post('/api/contacts', replayed, '192.0.2.81', { [PROOF_HEADER]: proof })
    expect(again.status).toBe(429)
    expect(((await again.json()) as { reason: string }).reason).toBe(PROOF_REQUIRED)
    expect(await stored(contacts, replayed.email)).toBe(0)
  })

  it('logs the flood once and shows it on the dashboard summary', async () => {
    logs.length = 0
    await flood()
    expect((await post('/api/contacts', contactInput(), '192.0.2.90')).status).toBe(429)
    expect((await post('/api/contacts', contactInput(), '192.0.2.91')).status).toBe(429)
    const floodLines = logs
      .map((line) => JSON.parse(line) as { event?: string; form?: string; threshold?: number })
      .filter((l) => l.event === 'form_flood')
    expect(floodLines).toEqual([expect.objectContaining({ form: 'contact', threshold: 100 })])

    const token = await signInAdmin(server)
    const summary = (await (await server.request('/api/admin/leads/summary', { token })).json()) as {
      floods: { form: string; at: string; threshold: number }[]
    }
    expect(summary.floods).toEqual([{ form: 'contact', at: expect.any(String), threshold: 100 }])
    expect(Date.parse(summary.floods[0]!.at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('does not count invalid bodies towards the threshold', async () => {
    await fromMany('198.51.100', 200, forms.contact.perAddress, (address) =>
      post('/api/contacts', { email: 'not an address' }, address).then((r) => r.status),
    )
    const row = await server.services.db.execute(
      sql`select count from rate_limits where key = ${allAddressesKey('contact')}`,
    )
    expect(row.rows).toEqual([])
  })
})

describe('proof-of-work challenges', () => {
  const key = Buffer.alloc(32, 7)
  let now = new Date('2026-11-24T12:00:00Z')
  const pow = () =>
    createProofOfWork({ key, db: server.services.db, maxNumber: 2000, ttlSeconds: 300, clock: () => now })
  const decode = (proof: string) => JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Record<string, unknown>
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

  it('takes a solution once, before it expires, and only with its own signature', async () => {
    now = new Date('2026-11-24T12:00:00Z')
    const proof = await solveChallenge(await pow().challenge())
    expect(await pow().redeem(proof)).toBe(true)
    expect(await pow().redeem(proof)).toBe(false)
    // The used challenge is remembered exactly until it would have expired anyway.
    const { challenge, salt } = decode(proof) as { challenge: string; salt: string }
    const used = await server.services.db.execute<{ expires: number }>(
      sql`select extract(epoch from expires_at)::int as expires from rate_limits where key = ${`pow:${challenge}`}`,
    )
    expect(used.rows).toEqual([{ expires: Number(/expires=(\d+)/.exec(salt)![1]) }])

    const late = await solveChallenge(await pow().challenge())
    now = new Date(now.getTime() + 301_000)
    expect(await pow().redeem(late)).toBe(false)

    const other = createProofOfWork({
      key: Buffer.alloc(32, 8),
      db: server.services.db,
      maxNumber: 2000,
      ttlSeconds: 300,
      clock: () => now,
    })
    expect(await pow().redeem(await solveChallenge(await other.challenge()))).toBe(false)
  })

  it('refuses a wrong number, a longer expiry smuggled into the salt, and garbage', async () => {
    now = new Date('2026-11-24T13:00:00Z')
    const solved = decode(await solveChallenge(await pow().challenge()))
    expect(await pow().redeem(encode({ ...solved, number: (solved.number as number) + 1 }))).toBe(false)
    // salt "…?expires=E&" + number "N": moving digits from the number into the expiry keeps the
    // hashed text the same but gives no valid salt.
    const salt = solved.salt as string
    const shifted = {
      ...solved,
      salt: `${salt.slice(0, -1)}${String(solved.number).slice(0, 1)}&`,
      number: Number(String(solved.number).slice(1) || 0),
    }
    expect(await pow().redeem(encode(shifted))).toBe(false)
    for (const junk of [
      '',
      'not base64 at all',
      encode({}),
      encode(null),
      encode({ ...solved, algorithm: 'SHA-1' }),
      encode({ ...solved, algorithm: 'MD5' }),
      encode({ ...solved, number: undefined }),
      encode([solved]),
      'x'.repeat(5000),
    ])
      expect(await pow().redeem(junk)).toBe(false)
  })
})

describe('rate-limit rows go when their own window ends', () => {
  it('deletes each row when its window ends, keeps live windows and lockouts, whatever the longest window', async () => {
    const db = server.services.db
    const t0 = new Date('2026-11-24T10:00:00Z')
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
    await hit(db, 'sweep:ten-minutes', { max: 10, windowSeconds: 600 }, t0)
    await hit(db, 'sweep:an-hour', { max: 10, windowSeconds: 3600 }, t0)
    await hit(db, 'sweep:a-day', { max: 1, windowSeconds: 86_400 }, t0)
    // Three attempts where one is allowed: locked for two minutes, longer than its 30-second window.
    for (let i = 0; i < 3; i++) await attempt(db, 'sweep:locked', { max: 1, windowSeconds: 30 }, t0)
    const keys = async () =>
      (
        await db.execute<{ key: string }>(sql`select key from rate_limits where key like 'sweep:%' order by key`)
      ).rows.map((r) => r.key)

    expect(await sweepRateLimits(db, at(119))).toBe(0)
    expect(await sweepRateLimits(db, at(120))).toBe(1)
    expect(await keys()).toEqual(['sweep:a-day', 'sweep:an-hour', 'sweep:ten-minutes'])
    expect(await sweepRateLimits(db, at(599))).toBe(0)
    expect(await sweepRateLimits(db, at(600))).toBe(1)
    expect(await keys()).toEqual(['sweep:a-day', 'sweep:an-hour'])
    expect(await sweepRateLimits(db, at(3600))).toBe(1)
    expect(await keys()).toEqual(['sweep:a-day'])
    expect(await sweepRateLimits(db, at(86_400))).toBe(1)
    expect(await keys()).toEqual([])
  })

  it('keeps a form counter exactly as long as its window', async () => {
    const res = await post('/api/contacts', contactInput(), '192.0.2.99')
    expect(res.status).toBe(201)
    const rows = await server.services.db.execute<{ key: string; seconds: number }>(sql`
      select key, extract(epoch from expires_at - window_start)::int as seconds from rate_limits
      where key like 'contact:%' order by key`)
    expect(rows.rows).toEqual([
      { key: 'contact:all', seconds: defaultLimits.contactGlobal.windowSeconds },
      { key: 'contact:ip:192.0.2.99', seconds: defaultLimits.contact.windowSeconds },
    ])
  })
})
