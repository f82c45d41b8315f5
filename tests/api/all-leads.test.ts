import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, contacts, leadActivity, newsletters, quizReports, resourceDownloads } from '#db/schema/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Every lead kind has the one status pipeline, changed through one route per kind's list, and the
 * dashboard's All leads list merges the kinds newest first, paged and searched by the server
 * (decision 62).
 */
let server: TestServer
let token: string
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 15, minutes))
const person = (first: string, minutes: number) => ({
  firstName: first,
  lastName: 'Inbox',
  email: `${first.toLowerCase()}@inbox.example`,
  position: 'superintendent',
  district: `${first} USD`,
  createdAt: at(minutes),
})
const ids = {} as Record<'contact' | 'subscriber' | 'download' | 'report' | 'meeting', number>

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server, 'inbox')
  const { db } = server.services
  const [contact] = await db
    .insert(contacts)
    .values({ ...person('Carla', 1), utmSource: 'newsletter', utmMedium: 'email' })
    .returning()
  const [subscriber] = await db
    .insert(newsletters)
    .values({ email: 'sam@inbox.example', referrer: 'https://search.example/', createdAt: at(2) })
    .returning()
  await db
    .insert(newsletters)
    .values({ email: 'gone@inbox.example', createdAt: at(9), unsubscribedAt: at(10), confirmedAt: at(9) })
  const [download] = await db
    .insert(resourceDownloads)
    .values({ ...person('Dora', 3), resourceTitle: 'Incident Response Plan Template' })
    .returning()
  const [report] = await db
    .insert(quizReports)
    .values({
      ...person('Quinn', 5),
      answers: [0, 1, 2],
      score: 2,
      questionCount: 3,
      missedCategories: ['Backups'],
    })
    .returning()
  const starts = new Date('2026-12-01T16:00:00Z')
  const [meeting] = await db
    .insert(bookings)
    .values({
      ...person('Mina', 4),
      uid: 'inbox-meeting',
      manageTokenHash: 'inbox-meeting-token',
      visitorTimeZone: 'America/Chicago',
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 30 * 60_000),
      heldFrom: starts,
      heldUntil: new Date(starts.getTime() + 30 * 60_000),
    })
    .returning()
  Object.assign(ids, {
    contact: contact!.id,
    subscriber: subscriber!.id,
    download: download!.id,
    report: report!.id,
    meeting: meeting!.id,
  })
})
afterAll(() => server.close())

const get = async (path: string) => {
  const res = await server.request(path, { token })
  expect(res.status, path).toBe(200)
  return res.json()
}
const setStatus = (path: string, id: number | string, status: unknown) =>
  server.request(`/api/admin/${path}/${id}/status`, { method: 'PUT', json: { status }, token })

describe('GET /api/admin/leads', () => {
  it('lists every kind newest first, with kind, time, district, attribution and status', async () => {
    const body = await get('/api/admin/leads')
    expect(body).toMatchObject({ total: 5, page: 1, sort: 'date', dir: 'desc' })
    expect(body.leads.map((l: { kind: string }) => l.kind)).toEqual([
      'quizReports',
      'meetings',
      'downloads',
      'newsletters',
      'contacts',
    ])
    expect(body.leads[0]).toMatchObject({
      id: ids.report,
      createdAt: at(5).toISOString(),
      firstName: 'Quinn',
      email: 'quinn@inbox.example',
      district: 'Quinn USD',
      status: 'new',
    })
    expect(body.leads[3]).toMatchObject({
      email: 'sam@inbox.example',
      firstName: null,
      district: null,
      referrer: 'https://search.example/',
    })
    expect(body.leads[4]).toMatchObject({ utmSource: 'newsletter', utmMedium: 'email' })
  })

  it('pages, turns the order round and searches on the server', async () => {
    const first = await get('/api/admin/leads?pageSize=2')
    const second = await get('/api/admin/leads?pageSize=2&page=2')
    const third = await get('/api/admin/leads?pageSize=2&page=3')
    const emails = [...first.leads, ...second.leads, ...third.leads].map((l: { email: string }) => l.email)
    expect(emails).toEqual([
      'quinn@inbox.example',
      'mina@inbox.example',
      'dora@inbox.example',
      'sam@inbox.example',
      'carla@inbox.example',
    ])
    expect(third.total).toBe(5)
    const oldest = await get('/api/admin/leads?dir=asc&pageSize=1')
    expect(oldest.leads[0].email).toBe('carla@inbox.example')

    const found = await get('/api/admin/leads?q=dora')
    expect(found).toMatchObject({ total: 1, leads: [{ kind: 'downloads', id: ids.download }] })
    expect((await get('/api/admin/leads?q=nobody-at-all')).leads).toEqual([])
  })

  it('refuses a bad query with the error contract', async () => {
    const res = await server.request('/api/admin/leads?pageSize=0', { token })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toHaveProperty('pageSize')
  })
})

describe('PUT /api/admin/<kind>/:id/status', () => {
  const kinds = [
    ['newsletters', 'subscriber', newsletters],
    ['resource-downloads', 'download', resourceDownloads],
    ['quiz-reports', 'report', quizReports],
  ] as const

  it('moves a lead of every kind through the pipeline and answers from and to', async () => {
    for (const [path, key, table] of kinds) {
      const res = await setStatus(path, ids[key], 'contacted')
      expect(res.status, path).toBe(200)
      expect((await res.json()).lead).toMatchObject({ id: ids[key], from: 'new', to: 'contacted' })
      const [row] = await server.services.db.select().from(table).where(eq(table.id, ids[key]))
      expect(row!.status).toBe('contacted')
    }
    const meeting = await setStatus('meetings', ids.meeting, 'qualified')
    expect((await meeting.json()).lead).toMatchObject({ kind: 'meetings', from: 'new', to: 'qualified' })
    const [booked] = await server.services.db.select().from(bookings).where(eq(bookings.id, ids.meeting))
    expect(booked).toMatchObject({ leadStatus: 'qualified', status: 'booked' })

    const listed = await get('/api/admin/leads')
    expect(listed.leads.map((l: { status: string }) => l.status)).toEqual([
      'contacted',
      'qualified',
      'contacted',
      'contacted',
      'new',
    ])
    expect((await get('/api/admin/leads?status=contacted')).total).toBe(3)
    expect((await get('/api/admin/quiz-reports?pageSize=5')).quizReports[0].leadStatus).toBe('contacted')
  })

  it('keeps a request’s first response and activity log, and no other kind writes one', async () => {
    const res = await setStatus('contacts', ids.contact, 'won')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.lead).toMatchObject({ kind: 'contacts', from: 'new', to: 'won' })
    expect(body.contact).toMatchObject({ id: ids.contact, status: 'won' })
    expect(body.contact.firstResponseAt).not.toBeNull()
    const activity = await server.services.db.select().from(leadActivity)
    expect(activity.map((a) => [a.contactId, a.fromStatus, a.toStatus])).toEqual([[ids.contact, 'new', 'won']])
  })

  it('answers a bad status with 400 {message, errors}, an unknown lead with 404, and changes nothing', async () => {
    for (const [path, key, table] of kinds) {
      const bad = await setStatus(path, ids[key], 'archived')
      expect(bad.status).toBe(400)
      expect(await bad.json()).toEqual({
        message: 'Please choose a status: New, Contacted, Qualified, Won or Lost',
        code: 'invalid',
        errors: { status: ['Please choose a status: New, Contacted, Qualified, Won or Lost'] },
      })
      const missing = await setStatus(path, 999_999, 'won')
      expect(missing.status).toBe(404)
      expect((await missing.json()).code).toBe('not_found')
      expect((await setStatus(path, 'abc', 'won')).status).toBe(400)
      const [row] = await server.services.db.select().from(table).where(eq(table.id, ids[key]))
      expect(row!.status).toBe('contacted')
    }
    const missingMeeting = await setStatus('meetings', 999_999, 'won')
    expect(await missingMeeting.json()).toEqual({ message: 'This meeting does not exist.', code: 'not_found' })
  })
})
