import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadKindIds, leadKinds, type LeadKind } from '#app/features/leads/lead-kinds.ts'
import { csvFields, leadColumns } from '#app/features/leads-admin/lead-columns.ts'
import type { Db } from '#app/lib/db.server.ts'
import { bookings, contacts, newsletters, quizReports, resourceDownloads } from '#db/schema/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * A kind of lead is one entry of the registry (app/features/leads/lead-kinds.ts): every entry is
 * listed, counted, exported as CSV and shown in the person view, read here from the registry
 * itself, so an entry added without one of its pieces fails. (The dashboard's tabs:
 * app/features/leads-admin/leads-dashboard.test.tsx.)
 */
let server: TestServer
let token: string
const identity = (email: string) => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  email,
  position: 'superintendent',
  district: 'Maplewood Unified School District',
})
const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)

/** One lead of each kind, for its own address: the one piece of a new kind this test needs. */
const seeds: { [K in LeadKind]: (db: Db, email: string) => Promise<unknown> } = {
  contacts: (db, email) => db.insert(contacts).values(identity(email)),
  newsletters: (db, email) => db.insert(newsletters).values({ email, confirmedAt: new Date() }),
  downloads: (db, email) =>
    db.insert(resourceDownloads).values({ ...identity(email), resourceTitle: 'FERPA Compliance Checklist' }),
  quizReports: (db, email) =>
    db.insert(quizReports).values({
      ...identity(email),
      answers: [0, 1],
      score: 1,
      questionCount: 2,
      missedCategories: ['FERPA'],
    }),
  meetings: (db, email) =>
    db.insert(bookings).values({
      ...identity(email),
      uid: `${email}-meeting`,
      startsAt: tomorrow,
      endsAt: new Date(tomorrow.getTime() + 30 * 60 * 1000),
      heldFrom: tomorrow,
      heldUntil: new Date(tomorrow.getTime() + 30 * 60 * 1000),
      manageTokenHash: `${email}-token`,
      visitorTimeZone: 'America/Chicago',
    }),
}
const addressOf = (kind: LeadKind) => `${kind.toLowerCase()}@kinds.example`

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server, 'kinds')
  for (const kind of leadKindIds) await seeds[kind](server.services.db, addressOf(kind))
})
afterAll(() => server.close())

const get = (path: string) => server.request(path, { token })

describe.each(leadKindIds)('the lead kind %s', (kind) => {
  const { path, person } = leadKinds[kind]

  it('is listed under its path, its rows under its own key', async () => {
    const res = await get(`/api/admin/${path}`)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ total: 1 })
    expect(body[kind].map((row: { email: string }) => row.email)).toEqual([addressOf(kind)])
  })

  it('is counted, in all and for a search', async () => {
    const all = await (await get('/api/admin/leads/summary')).json()
    expect(all.totals[kind]).toBe(1)
    const searched = await (await get(`/api/admin/leads/summary?q=${encodeURIComponent(addressOf(kind))}`)).json()
    expect(searched.matching[kind]).toBe(1)
  })

  it('is exported as CSV, with its columns', async () => {
    const res = await get(`/api/admin/${path}/export`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${leadKinds[kind].path}.csv"`)
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8')
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[]
    expect(Object.keys(rows[0]!)).toEqual(csvFields<never>(leadColumns[kind]))
    expect(rows.map((row) => row.email)).toEqual([addressOf(kind)])
  })

  it('is shown in the person view of its address', async () => {
    const res = await get(`/api/admin/person?email=${encodeURIComponent(addressOf(kind))}`)
    expect(res.status).toBe(200)
    const part: unknown = (await res.json()).person[person]
    expect(Array.isArray(part) ? part.length : part).toBeTruthy()
  })
})
