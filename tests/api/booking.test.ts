import { eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookings, emailOutbox } from '#db/schema/index.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'
import { emailedLinkToken } from '../setup/booking.ts'

/**
 * Booking a consultation (decision 40) against the real app, real PostgreSQL and a real SMTP
 * server: validation, the race for one time, the invites parsed back as iCalendar, the manage
 * link's rules, the reminders. The site's clocks are Central; the clock is the test's.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
let server: TestServer
// Monday 2026-03-02, 9:00 Central (CST, UTC-6)
let now = new Date('2026-03-02T15:00:00Z')

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_EMAIL: 'consultant@firm.example' },
    { clock: () => now },
  )
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(async () => {
  received = []
  now = new Date('2026-03-02T15:00:00Z')
  await server.services.db.execute(sql`delete from booking_requests`)
  await server.services.db.execute(sql`delete from bookings`)
  await server.services.db.execute(sql`delete from rate_limits`)
  await server.services.db.execute(sql`delete from email_outbox`)
})

let n = 0
const booking = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: `dana${++n}@maplewood.k12.example`,
  position: 'superintendent',
  district: 'Maplewood Unified School District',
  agenda: 'Board training before the audit',
  slot: '2026-03-03T15:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  ...overrides,
})

const book = (body: unknown) => server.request('/api/bookings', { method: 'POST', json: body })
const manage = (token: string, what: 'cancel' | 'reschedule' | 'confirm', json: unknown = {}) =>
  server.request(`/api/bookings/manage/${token}/${what}`, { method: 'POST', json })
const linkTo = (address: string) => emailedLinkToken(server, () => received, address)
/** Asks for a time and confirms it from the emailed link, as a visitor does; returns the manage token. */
async function booked(overrides: Record<string, unknown> = {}): Promise<string> {
  const body = booking(overrides)
  expect((await book(body)).status).toBe(202)
  const token = await linkTo(body.email as string)
  expect((await manage(token, 'confirm')).status).toBe(200)
  received = []
  return token
}
const count = async () => (await server.services.db.select().from(bookings)).length

/** The calendar part of a message, parsed with ical.js. */
function invite(mail: ParsedMail) {
  const part = mail.attachments.find(
    (a) => a.contentType.startsWith('application/ics') || a.contentType.startsWith('text/calendar'),
  )
  expect(part, 'the message carries an invite').toBeDefined()
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendee: String(event.getFirstPropertyValue('attendee')),
    location: event.getFirstPropertyValue('location') as string | null,
    url: event.getFirstPropertyValue('url') as string | null,
    description: String(event.getFirstPropertyValue('description')),
  }
}
const to = (address: string) => received.filter((m) => m.to && 'text' in m.to && m.to.text === address)

describe('the open times', () => {
  it('keep 24 hours of notice and are shown in the visitor’s zone', async () => {
    const res = await server.request('/api/bookings/slots?tz=America/Los_Angeles')
    const { days } = (await res.json()) as { days: { date: string; times: { start: string; label: string }[] }[] }
    // Monday 9:00 Central now: Tuesday from 9:00 Central is the first open day, 7:00 to 1:30 in Pacific
    expect(days[0]!.date).toBe('2026-03-03')
    expect(days[0]!.times[0]).toEqual({ start: '2026-03-03T15:00:00.000Z', label: '7:00 AM' })
    expect(days[0]!.times.at(-1)).toEqual({ start: '2026-03-03T21:30:00.000Z', label: '1:30 PM' })
  })
})

describe('booking', () => {
  it('refuses bad input with each field’s message and stores nothing', async () => {
    const res = await book({ slot: 'tomorrow', timeZone: 'Mars/Olympus' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'position', 'district', 'slot', 'timeZone']),
    )
    expect(body.errors.slot).toEqual(['Please choose a time from the list'])
    expect(await count()).toBe(0)
  })

  it('refuses a time that is not open (too soon, or off the hours)', async () => {
    for (const slot of ['2026-03-02T20:00:00.000Z', '2026-03-04T03:00:00.000Z']) {
      const res = await book(booking({ slot }))
      expect(res.status).toBe(409)
      expect(await res.json()).toMatchObject({
        code: 'conflict',
        reason: 'slot_taken',
        message: expect.stringContaining('That time was just taken'),
      })
    }
    expect(await count()).toBe(0)
  })

  it('books exactly one of three visitors confirming one time at once, the others told it was just taken', async () => {
    const visitors = [booking(), booking(), booking()]
    for (const body of visitors) expect((await book(body)).status).toBe(202)
    // asking holds nothing: every visitor may ask for the same time
    expect(await count()).toBe(0)
    const tokens = await Promise.all(visitors.map((v) => linkTo(v.email as string)))
    const answers = await Promise.all(tokens.map((token) => manage(token, 'confirm')))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409])
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(await refused.json()).toMatchObject({
        code: 'conflict',
        reason: 'slot_taken',
        message: expect.stringContaining('That time was just taken'),
      })
    }
    expect(await count()).toBe(1)
    // and the refused visitors are shown times without it
    const slots = await (await server.request('/api/bookings/slots')).json()
    expect(JSON.stringify(slots)).not.toContain('2026-03-03T15:00:00.000Z')
  })

  it('is refused by PostgreSQL itself when two live bookings would hold overlapping time', async () => {
    await booked()
    const [row] = await server.services.db.select().from(bookings)
    const overlapping = {
      ...row!,
      id: undefined,
      uid: 'other@site',
      manageTokenHash: 'x',
      startsAt: new Date('2026-03-03T15:30:00Z'),
      endsAt: new Date('2026-03-03T16:00:00Z'),
      heldFrom: new Date('2026-03-03T15:15:00Z'),
      heldUntil: new Date('2026-03-03T16:15:00Z'),
    }
    const error = await server.services.db
      .insert(bookings)
      .values(overlapping)
      .then(
        () => null,
        (e: unknown) => e as { cause?: { code?: string; constraint?: string } },
      )
    expect(error?.cause).toMatchObject({ code: '23P01', constraint: 'bookings_no_overlap' })
    // a cancelled booking holds nothing
    await server.services.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, row!.id))
    await server.services.db.insert(bookings).values(overlapping)
  })

  it('emails the visitor and the consultant an invite for the right instant, with the manage link', async () => {
    const token = await booked({ email: 'dana@maplewood.k12.example' })
    expect(await server.services.outbox.runOnce()).toBe(2)
    const [visitor] = to('dana@maplewood.k12.example')
    const [owner] = to('consultant@firm.example')
    const sent = invite(visitor!)
    expect(sent).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: '2026-03-03T15:00:00.000Z',
      end: '2026-03-03T15:30:00.000Z',
      organizer: 'mailto:consultant@firm.example',
      attendee: 'mailto:dana@maplewood.k12.example',
    })
    expect(invite(owner!)).toMatchObject({ method: 'REQUEST', uid: sent.uid, sequence: 0, start: sent.start })
    // The visitor reads their own time and ours; their private link is in the message.
    expect(visitor!.text).toContain('Tuesday, March 3, 2026 at 7:00 AM Pacific Time')
    expect(visitor!.text).toContain('Tuesday, March 3, 2026 at 9:00 AM Central Time')
    expect(visitor!.text).toContain(`/book/manage/${token}`)
    // what they typed is not repeated back to a typed address; the consultant sees it all
    expect(visitor!.text).not.toContain('Board training')
    expect(owner!.text).toContain('Board training before the audit')
    expect(owner!.text).not.toContain(token)
  })
})

describe('the meeting’s place (decision 59)', () => {
  const room = 'https://meet.example.com/abc-defg-hij'
  async function offer(json: Record<string, unknown>) {
    const admin = await signInAdmin(server, `place-admin-${++n}`)
    const current = await (await server.request('/api/admin/bookings/settings', { token: admin })).json()
    const res = await server.request('/api/admin/bookings/settings', {
      method: 'PUT',
      json: { ...current, ...json },
      token: admin,
    })
    return { res, admin }
  }
  afterAll(() => server.services.db.execute(sql`delete from booking_settings`))

  it('takes a video room with https only', async () => {
    const { res } = await offer({ videoUrl: 'http://meet.example.com/abc' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      errors: { videoUrl: ['The meeting room’s address must start with https://'] },
    })
  })

  it('asks a choice when both are offered, and a real number for a phone call', async () => {
    expect((await offer({ videoUrl: room, phoneCalls: true })).res.status).toBe(200)
    const refused = async (body: Record<string, unknown>) => {
      const res = await book(booking(body))
      expect(res.status).toBe(400)
      return ((await res.json()) as { errors: Record<string, string[]> }).errors
    }
    expect(await refused({})).toEqual({ place: ['Please choose how we meet'] })
    expect(await refused({ place: 'phone' })).toEqual({ phone: ['Please give the number we should call'] })
    expect(Object.keys(await refused({ place: 'phone', phone: '555-0100' }))).toEqual(['phone'])
    expect(Object.keys(await refused({ place: 'phone', phone: '(555) 010-4821' }))).toEqual(['phone'])
    expect(await refused({ place: 'fax' })).toHaveProperty('place')
    expect(await count()).toBe(0)
  })

  it('a phone call: the number in E.164, in full for the consultant, by its last digits to the visitor’s address', async () => {
    expect((await offer({ videoUrl: null, phoneCalls: true })).res.status).toBe(200)
    const token = await booked({ email: 'ph@district.example', phone: '(312) 555-0199' })
    const [row] = await server.services.db.select().from(bookings)
    expect(row).toMatchObject({ place: 'phone', phone: '+13125550199', videoUrl: null })
    await server.services.outbox.runOnce()
    const visitor = to('ph@district.example')[0]!
    const owner = to('consultant@firm.example')[0]!
    expect(invite(visitor)).toMatchObject({
      location: 'Phone call to the number ending in 0199',
      url: expect.stringContaining(token),
    })
    expect(invite(visitor).description).toContain('We call you at the time booked, on the number ending in 0199.')
    expect(visitor.text).toContain('Where: Phone call: the number ending in 0199')
    expect(visitor.text).not.toContain('555-0199')
    expect(invite(owner).location).toBe('Phone call to (312) 555-0199')
    expect(invite(owner).description).toContain('Phone call: (312) 555-0199')
    expect(owner.text).toContain('Where: Phone call: (312) 555-0199')
  })

  it('a video call carries the room as LOCATION and URL; a new room re-sends it with the next SEQUENCE, phone calls untouched', async () => {
    const { admin } = await offer({ videoUrl: room, phoneCalls: true })
    await booked({ email: 'vid@district.example', place: 'video', phone: '' })
    await server.services.outbox.runOnce()
    const first = invite(to('vid@district.example')[0]!)
    expect(first).toMatchObject({ sequence: 0, location: room, url: room })
    expect(first.description).toContain(`Join the video call at the time booked: ${room}`)
    expect(to('vid@district.example')[0]!.text).toContain(`Where: Video call: ${room}`)
    await booked({
      email: 'tel@district.example',
      place: 'phone',
      phone: '+44 20 7946 0958',
      slot: '2026-03-03T17:00:00.000Z',
    })
    await server.services.outbox.runOnce()
    received = []

    const next = 'https://teams.example.com/l/meetup-join/42'
    expect((await offer({ videoUrl: next, phoneCalls: true })).res.status).toBe(200)
    await server.services.outbox.runOnce()
    const moved = to('vid@district.example')
    expect(moved).toHaveLength(1)
    expect(moved[0]!.subject).toBe('Your free consultation has a new meeting link')
    expect(invite(moved[0]!)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      location: next,
      url: next,
    })
    expect(to('consultant@firm.example').map((m) => m.subject)).toEqual([expect.stringMatching(/^New meeting link: /)])
    expect(to('tel@district.example')).toHaveLength(0)
    // saving the same room again sends nothing
    received = []
    expect((await offer({ videoUrl: next, phoneCalls: true })).res.status).toBe(200)
    expect(await server.services.outbox.runOnce()).toBe(0)

    // the consultant's list names each place
    const list = (await (await server.request('/api/admin/bookings', { token: admin })).json()) as {
      meetings: { email: string; place: unknown }[]
    }
    expect(Object.fromEntries(list.meetings.map((m) => [m.email, m.place]))).toEqual({
      'vid@district.example': { kind: 'video', label: 'Video call', detail: next, href: next },
      'tel@district.example': {
        kind: 'phone',
        label: 'Phone call',
        detail: '+44 20 7946 0958',
        href: 'tel:+442079460958',
      },
    })
  })
})

describe('the manage link', () => {
  it('opens one meeting only: an unknown or malformed token changes nothing', async () => {
    const token = await booked()
    const other = await booked({ slot: '2026-03-03T17:00:00.000Z' })
    expect((await manage('A'.repeat(43), 'cancel')).status).toBe(404)
    expect((await manage('nope', 'cancel')).status).toBe(404)
    expect((await manage(other, 'cancel')).status).toBe(200)
    const rows = await server.services.db.select().from(bookings).orderBy(bookings.id)
    expect(rows.map((r) => r.status)).toEqual(['booked', 'cancelled'])
    expect(token).not.toBe(other)
  })

  it('moves the same meeting (same UID, next SEQUENCE), then cancels it with METHOD:CANCEL', async () => {
    const token = await booked({ email: 'lee@district.example' })
    await server.services.outbox.runOnce()
    const first = invite(to('lee@district.example')[0]!)
    received = []

    expect((await manage(token, 'reschedule', { slot: '2026-03-04T16:00:00.000Z' })).status).toBe(200)
    await server.services.outbox.runOnce()
    const moved = invite(to('lee@district.example')[0]!)
    expect(moved).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: '2026-03-04T16:00:00.000Z' })
    expect(invite(to('consultant@firm.example')[0]!)).toMatchObject({ uid: first.uid, sequence: 1 })
    received = []

    expect((await manage(token, 'cancel')).status).toBe(200)
    await server.services.outbox.runOnce()
    expect(invite(to('lee@district.example')[0]!)).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 })
    expect(invite(to('consultant@firm.example')[0]!)).toMatchObject({ method: 'CANCEL', sequence: 2 })

    // after cancel, nothing more
    expect((await manage(token, 'cancel')).status).toBe(409)
    expect((await manage(token, 'reschedule', { slot: '2026-03-05T16:00:00.000Z' })).status).toBe(409)
  })

  it('will not move a meeting onto another’s time, nor to a malformed one', async () => {
    const token = await booked()
    await booked({ slot: '2026-03-03T17:00:00.000Z' })
    const res = await manage(token, 'reschedule', { slot: '2026-03-03T17:00:00.000Z' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict', reason: 'slot_taken' })
    expect((await manage(token, 'reschedule', { slot: 'soon' })).status).toBe(400)
    const [row] = await server.services.db.select().from(bookings).orderBy(bookings.id).limit(1)
    expect(row).toMatchObject({ sequence: 0, startsAt: new Date('2026-03-03T15:00:00Z') })
  })

  it('stops taking changes 4 hours before the meeting', async () => {
    const token = await booked()
    now = new Date('2026-03-03T11:30:00Z') // 3.5 hours before
    const res = await manage(token, 'cancel')
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toContain('less than 4 hours')
    expect((await server.services.db.select().from(bookings))[0]!.status).toBe('booked')
  })
})

describe('reminders', () => {
  const reminders = async () =>
    (await server.services.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking-reminder'))).map(
      (r) => r.dedupeKey,
    )

  it('go out 24 hours and 1 hour before, each exactly once', async () => {
    await booked({ slot: '2026-03-04T15:00:00.000Z', email: 'kim@district.example' })
    await server.services.outbox.runOnce()
    received = []
    now = new Date('2026-03-03T14:59:00Z')
    expect(await server.services.booking.queueReminders()).toBe(0)
    now = new Date('2026-03-03T15:01:00Z')
    expect(await server.services.booking.queueReminders()).toBe(1)
    expect(await server.services.booking.queueReminders()).toBe(1) // the dedupe key keeps it one
    expect(await reminders()).toHaveLength(1)
    await server.services.outbox.runOnce()
    expect(to('kim@district.example').map((m) => m.subject)).toEqual(['Reminder: your free consultation is tomorrow'])
    now = new Date('2026-03-04T14:01:00Z')
    await server.services.booking.queueReminders()
    await server.services.outbox.runOnce()
    expect(to('kim@district.example').map((m) => m.subject)).toEqual([
      'Reminder: your free consultation is tomorrow',
      'Reminder: your free consultation is in one hour',
    ])
    expect(to('kim@district.example')[1]!.text).toContain('/book/manage/')
  })

  it('never go out for a cancelled meeting, or for the time a meeting moved from', async () => {
    const cancelled = await booked({ slot: '2026-03-04T15:00:00.000Z' })
    const moved = await booked({ slot: '2026-03-04T17:00:00.000Z' })
    now = new Date('2026-03-03T18:00:00Z')
    expect(await server.services.booking.queueReminders()).toBe(2)
    expect((await manage(cancelled, 'cancel')).status).toBe(200)
    expect((await manage(moved, 'reschedule', { slot: '2026-03-05T17:00:00.000Z' })).status).toBe(200)
    // the reminders queued for both are gone, and none is queued again for either
    expect(await reminders()).toEqual([])
    expect(await server.services.booking.queueReminders()).toBe(0)
  })
})

describe('the consultant', () => {
  it('sees upcoming meetings and a secret subscribe URL, and cancels one (the visitor is emailed)', async () => {
    expect((await server.request('/api/admin/bookings')).status).toBe(401)
    const admin = await signInAdmin(server)
    await booked({ email: 'pat@district.example' })
    await server.services.outbox.runOnce()
    received = []
    const list = (await (await server.request('/api/admin/bookings', { token: admin })).json()) as {
      meetings: { id: number; startsAt: string }[]
      feedUrl: string
    }
    expect(list.meetings.map((m) => m.startsAt)).toEqual(['2026-03-03T15:00:00.000Z'])
    const feed = await server.request(new URL(list.feedUrl).pathname)
    expect(feed.headers.get('content-type')).toContain('text/calendar')
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    expect((await server.request('/api/bookings/feed/wrong.ics')).status).toBe(404)

    const id = list.meetings[0]!.id
    expect((await server.request(`/api/admin/bookings/${id}/cancel`, { method: 'POST', token: admin })).status).toBe(
      200,
    )
    await server.services.outbox.runOnce()
    const [mail] = to('pat@district.example')
    expect(invite(mail!)).toMatchObject({ method: 'CANCEL', sequence: 1 })
    expect(mail!.text).toContain('had to cancel')
  })

  it('replaces the subscribe URL: the old one answers 404 at once, the new one is the calendar; signed out, nothing changes', async () => {
    const admin = await signInAdmin(server, 'feed-admin')
    const feedUrl = async () =>
      ((await (await server.request('/api/admin/bookings', { token: admin })).json()) as { feedUrl: string }).feedUrl
    const old = await feedUrl()
    const fetchFeed = (url: string) => server.request(new URL(url).pathname)
    expect((await fetchFeed(old)).status).toBe(200)

    expect((await server.request('/api/admin/bookings/feed', { method: 'POST' })).status).toBe(401)
    expect(await feedUrl()).toBe(old)
    expect((await fetchFeed(old)).status).toBe(200)

    const res = await server.request('/api/admin/bookings/feed', { method: 'POST', token: admin })
    expect(res.status).toBe(200)
    const { feedUrl: fresh } = (await res.json()) as { feedUrl: string }
    expect(fresh).not.toBe(old)
    expect(fresh).toMatch(/\/api\/bookings\/feed\/[A-Za-z0-9_-]{32}\.ics$/)
    expect(await feedUrl()).toBe(fresh)
    expect((await fetchFeed(old)).status).toBe(404)
    const feed = await fetchFeed(fresh)
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toContain('text/calendar')
    expect(new ICAL.Component(ICAL.parse(await feed.text())).getFirstPropertyValue('x-wr-calname')).toBe(
      'Booked consultations',
    )
  })
})

describe('the availability settings', () => {
  it('refuse bad values with each field’s message, and change the open times when saved', async () => {
    const admin = await signInAdmin(server, 'settings-admin')
    const put = (path: string, json: unknown) =>
      server.request(`/api/admin/bookings/${path}`, { method: 'PUT', json, token: admin })
    const calendar = await put('calendar', { calendarUrl: 'http://calendar.example/basic.ics' })
    expect(calendar.status).toBe(400)
    expect(await calendar.json()).toMatchObject({
      errors: { calendarUrl: ['The calendar’s address must start with https://'] },
    })
    const current = await (await server.request('/api/admin/bookings/settings', { token: admin })).json()
    const bad = await put('settings', {
      ...current,
      weeklyHours: [{ weekday: 2, start: '16:00', end: '09:00' }],
      horizonDays: 0,
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['weeklyHours.0.end', 'horizonDays']),
    )
    // Tuesdays only, 10:00 to 11:00: two times on Tuesday March 3
    const saved = await put('settings', {
      ...current,
      weeklyHours: [{ weekday: 2, start: '10:00', end: '11:00' }],
      horizonDays: 3,
    })
    expect(saved.status).toBe(200)
    const { days } = (await (await server.request('/api/bookings/slots')).json()) as {
      days: { date: string; times: { label: string }[] }[]
    }
    expect(days).toEqual([
      {
        date: '2026-03-03',
        label: 'Tuesday, March 3',
        times: [expect.objectContaining({ label: '10:00 AM' }), expect.objectContaining({ label: '10:30 AM' })],
      },
    ])
    await server.services.db.execute(sql`delete from booking_settings`)
  })
})
