import { parse } from 'csv-parse/sync'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildMail, type EmailJob } from '#app/features/leads/lead-emails.server.ts'
import { queueDigest } from '#app/features/leads/reminders.server.ts'
import { csvFields, meetingKind } from '#app/features/leads-admin/lead-columns.ts'
import { emailOutbox } from '#db/schema/index.ts'
import { siteDefaults } from '#content/site.ts'
import { bookAsVisitor } from '../setup/booking.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * A booked consultation as a lead (decision 40): the leads dashboard's Meetings tab (search, sort,
 * CSV), the person view with the meeting's timeline, and the 4-hour clock, which a meeting stops
 * only when the consultant confirms it. Real app, real PostgreSQL; the clock is the test's.
 */
let server: TestServer
let admin: string
// Monday 2026-03-02, 9:00 Central (CST, UTC-6)
const START = new Date('2026-03-02T15:00:00Z')
let now = START
const HOUR = 60 * 60 * 1000
/** Sets the clock to this long after START. */
const later = (ms: number) => {
  now = new Date(START.getTime() + ms)
}

beforeAll(async () => {
  server = await startTestServer({ NOTIFY_EMAIL: 'consultant@firm.example' }, { clock: () => now })
  admin = await signInAdmin(server, 'meetings-admin')
})
afterAll(async () => {
  await server.close()
})
beforeEach(async () => {
  now = START
  await server.services.db.execute(sql`delete from bookings`)
  await server.services.db.execute(sql`delete from contacts`)
  await server.services.db.execute(sql`delete from email_outbox`)
})

/** Open times of the first open day, as the slots API offers them, each at least an hour after the one before (so none overlap). */
async function openTimes(): Promise<string[]> {
  const res = await server.request('/api/bookings/slots?tz=America/Chicago')
  const { days } = (await res.json()) as { days: { times: { start: string }[] }[] }
  const apart: string[] = []
  for (const { start } of days[0]!.times) {
    if (!apart.length || Date.parse(start) - Date.parse(apart.at(-1)!) >= HOUR) apart.push(start)
  }
  return apart
}

let n = 0
async function book(overrides: Record<string, unknown> = {}) {
  return bookAsVisitor(server, {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: `dana${++n}@maplewood.k12.example`,
    position: 'superintendent',
    district: 'Maplewood Unified School District',
    timeZone: 'America/Chicago',
    ...overrides,
  })
}

const get = async <T>(path: string) => {
  const res = await server.request(path, { token: admin })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}
interface MeetingRow {
  id: number
  firstName: string
  email: string
  startsAt: string
  status: 'booked' | 'confirmed' | 'cancelled'
  confirmedAt: string | null
}
const meetings = (query = '') => get<{ meetings: MeetingRow[]; total: number }>(`/api/admin/meetings${query}`)
const confirm = (id: number) => server.request(`/api/admin/bookings/${id}/confirm`, { method: 'POST', token: admin })

describe('the Meetings tab', () => {
  it('lists booked meetings with their time and state, searched and sorted by PostgreSQL; only for the admin', async () => {
    expect((await server.request('/api/admin/meetings')).status).toBe(401)
    const [first, second] = await openTimes()
    await book({ slot: first, firstName: 'Ari', email: 'ari@cedar.example', district: 'Cedar Falls ISD' })
    later(60_000)
    await book({ slot: second, firstName: 'Bo', email: 'bo@maple.example' })

    const all = await meetings()
    expect(all.total).toBe(2)
    // Newest booking first by default; by meeting time on request.
    expect(all.meetings.map((m) => m.firstName)).toEqual(['Bo', 'Ari'])
    expect((await meetings('?sort=meeting&dir=asc')).meetings.map((m) => m.startsAt)).toEqual([first, second])
    expect(all.meetings.every((m) => m.status === 'booked' && m.confirmedAt === null)).toBe(true)

    const cedar = await meetings('?q=cedar%20falls')
    expect(cedar.meetings.map((m) => m.email)).toEqual(['ari@cedar.example'])
    // A position's label finds it too, as on the other tabs.
    expect((await meetings('?q=Superintendent')).total).toBe(2)

    await confirm(cedar.meetings[0]!.id)
    const byStatus = await meetings('?sort=status&dir=asc')
    expect(byStatus.meetings.map((m) => [m.firstName, m.status])).toEqual([
      ['Bo', 'booked'],
      ['Ari', 'confirmed'],
    ])

    const summary = await get<{ totals: { meetings: number }; matching: { meetings: number } }>(
      '/api/admin/leads/summary?q=cedar',
    )
    expect(summary.totals.meetings).toBe(2)
    expect(summary.matching.meetings).toBe(1)
  })

  it('refuses an unknown sort with a 400 and its message', async () => {
    const res = await server.request('/api/admin/meetings?sort=price', { token: admin })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.sort).toEqual([
      'Sort by date, name, email, district, status, resource or meeting time',
    ])
  })

  it('exports a CSV of every column, its instants in UTC, a formula-like agenda neutralised', async () => {
    const [slot] = await openTimes()
    await book({ slot, agenda: '=HYPERLINK("https://evil.example","Click")', email: 'csv@district.example' })
    const res = await server.request('/api/admin/meetings/export?q=csv%40district', { token: admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="meetings.csv"')
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0]!)).toEqual(csvFields(meetingKind))
    expect(rows[0]).toMatchObject({ email: 'csv@district.example', status: 'booked', startsAt: slot })
    expect(rows[0]!.agenda).toBe(`'=HYPERLINK("https://evil.example","Click")`)
  })

  it('lists and exports where a meeting happens (decision 59), a number read back as text', async () => {
    const current = await (await server.request('/api/admin/bookings/settings', { token: admin })).json()
    const json = { ...current, phoneCalls: true }
    const put = await server.request('/api/admin/bookings/settings', { method: 'PUT', json, token: admin })
    expect(put.status).toBe(200)
    try {
      const [slot] = await openTimes()
      await book({ slot, email: 'call@district.example', phone: '(312) 555-0199' })
      const { meetings: listed } = await meetings('?q=call%40district')
      expect(listed[0]).toMatchObject({ place: 'phone', phone: '+13125550199', videoUrl: null })
      const res = await server.request('/api/admin/meetings/export?q=call%40district', { token: admin })
      const csv = parse(
        Buffer.from(await res.arrayBuffer())
          .toString('utf8')
          .slice(1),
        { columns: true },
      ) as Record<string, string>[]
      // a leading + is formula-like to a spreadsheet, so the cell is neutralised like any other
      expect(csv[0]).toMatchObject({ place: 'phone', phone: "'+13125550199", videoUrl: '' })
    } finally {
      await server.services.db.execute(sql`delete from booking_settings`)
    }
  })
})

describe('the person view', () => {
  it('shows the meeting with its timeline: booked, moved, confirmed, cancelled', async () => {
    const [first, , third] = await openTimes()
    const token = await book({ slot: first, email: 'Casey@District.example' })
    later(10 * 60_000)
    const moved = await server.request(`/api/bookings/manage/${token}/reschedule`, {
      method: 'POST',
      json: { slot: third },
    })
    expect(moved.status).toBe(200)
    later(30 * 60_000)
    const [row] = (await meetings()).meetings
    expect((await confirm(row!.id)).status).toBe(200)
    later(60 * 60_000)
    expect((await server.request(`/api/bookings/manage/${token}/cancel`, { method: 'POST', json: {} })).status).toBe(
      200,
    )

    const { person } = await get<{
      person: {
        meetings: { startsAt: string; status: string; timeline: { kind: string; at: string; by?: string }[] }[]
      }
    }>('/api/admin/person?email=casey%40district.example')
    expect(person.meetings).toHaveLength(1)
    const [meeting] = person.meetings
    expect(meeting).toMatchObject({ startsAt: third, status: 'cancelled' })
    expect(meeting!.timeline.map((e) => [e.kind, e.at])).toEqual([
      ['booked', START.toISOString()],
      ['moved', new Date(START.getTime() + 10 * 60_000).toISOString()],
      ['confirmed', new Date(START.getTime() + 30 * 60_000).toISOString()],
      ['cancelled', new Date(START.getTime() + 60 * 60_000).toISOString()],
    ])
    expect(meeting!.timeline.at(-1)!.by).toBe('visitor')
  })
})

describe('the person view’s reminders', () => {
  it('lists each reminder the meeting emailed: to the consultant after 3 hours unconfirmed, to the visitor a day and an hour before', async () => {
    const slot = (await openTimes()).at(-1)!
    const startsAt = Date.parse(slot)
    await book({ slot, email: 'reminded@district.example' })
    later(3.5 * HOUR)
    expect((await server.services.leads.queueDueEmails()).meetingReminders).toBe(1)
    now = new Date(startsAt - 24 * HOUR + 60_000)
    expect(await server.services.booking.queueReminders()).toBe(1)
    await server.services.outbox.runOnce()
    now = new Date(startsAt - HOUR + 60_000)
    expect(await server.services.booking.queueReminders()).toBe(1)

    const { person } = await get<{
      person: { meetings: { timeline: { kind: string; reminder?: string; state?: string; at: string }[] }[] }
    }>('/api/admin/person?email=reminded%40district.example')
    // Sorted here: a sent email is placed when it was sent, on the outbox's real clock, which this
    // test's clock (March 2026) does not move.
    const reminders = person.meetings[0]!.timeline.filter((e) => e.kind === 'reminder')
    expect(reminders.map((e) => [e.reminder, e.state]).sort()).toEqual([
      ['confirm', 'sent'],
      // queued at its moment, not sent yet: the timeline says so
      ['visitor-1h', 'pending'],
      ['visitor-24h', 'sent'],
    ])
  })
})

describe('the 4-hour clock', () => {
  interface Waiting {
    total: number
    due: number
    overdue: number
    meetings: number
  }
  const waiting = async () => (await get<{ waiting: Waiting }>('/api/admin/leads/summary')).waiting

  it('runs for a booked meeting from its booking and stops only when the consultant confirms it', async () => {
    const [slot] = await openTimes()
    await book({ slot })
    // Booking it is no reply from a person: the meeting waits.
    expect(await waiting()).toMatchObject({ total: 1, due: 0, overdue: 0, meetings: 1 })
    later(3.5 * HOUR)
    expect(await waiting()).toMatchObject({ total: 1, due: 1, overdue: 0 })
    later(4.5 * HOUR)
    expect(await waiting()).toMatchObject({ total: 1, due: 0, overdue: 1 })

    const [row] = (await meetings()).meetings
    await confirm(row!.id)
    expect(await waiting()).toMatchObject({ total: 0, due: 0, overdue: 0, meetings: 0 })

    // The insights count it answered, in the time the confirmation took.
    const { leads } = await get<{ leads: { firstResponse: { answered: number; medianMs: number; waiting: number } } }>(
      '/api/admin/insights',
    )
    expect(leads.firstResponse).toMatchObject({ answered: 1, medianMs: 4.5 * HOUR, waiting: 0 })
  })

  it('is not running for a meeting cancelled before it was confirmed', async () => {
    const [slot] = await openTimes()
    const token = await book({ slot })
    await server.request(`/api/bookings/manage/${token}/cancel`, { method: 'POST', json: {} })
    later(5 * HOUR)
    expect(await waiting()).toMatchObject({ total: 0, due: 0, overdue: 0, meetings: 0 })
  })

  it('puts meetings still to confirm in the morning digest, and sends one for them alone', async () => {
    const [slot] = await openTimes()
    await book({ slot, firstName: 'Robin', lastName: 'Lee', district: 'Oak Grove USD' })
    // Tuesday 7:00 Central: no request is open, but the meeting still waits for its confirmation.
    const morning = new Date('2026-03-03T13:00:00Z')
    expect(await queueDigest(server.services.db, morning, 'America/Chicago')).toBe(true)
    const [digest] = await server.services.db
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'digest:2026-03-03'))
    const job = digest!.payload as EmailJob
    expect(job).toMatchObject({
      meetings: [
        {
          firstName: 'Robin',
          lastName: 'Lee',
          district: 'Oak Grove USD',
          startsAt: slot,
          createdAt: START.toISOString(),
        },
      ],
    })
    // The email names it, its time on the site's clocks and how long it has waited.
    const mail = await buildMail(job, {
      site: siteDefaults,
      siteUrl: 'https://site.example',
      notifyEmail: 'c@firm.example',
    })
    expect(mail.text).toContain('Meeting to confirm: Robin Lee, Oak Grove USD')
    expect(mail.text).toContain('booked 22 h 00 min ago')
  })
})
