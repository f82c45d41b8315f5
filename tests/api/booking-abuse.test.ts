import { sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingRequests, bookings } from '#db/schema/index.ts'
import { bookAction } from '#app/features/booking/booking-action.server.ts'
import { defaultLimits } from '#app/lib/rate-limit.server.ts'
import { PROOF_HEADER, PROOF_REQUIRED, type Challenge } from '#app/lib/proof-of-work.ts'
import { solveChallenge } from '#app/lib/solve-challenge.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'
import { bookingConfirmLinkSubject } from '#app/features/email/templates/booking.ts'
import { emailedLinkToken } from '../setup/booking.ts'

/**
 * Booking tried as an attacker would (decision 40, "Booking only from the mailbox"), with the limits
 * the site ships with: nobody without the mailbox can take a time or make the site mail invitations
 * to someone, the manage link never leaves by HTTP, changes are counted, and the day's cap holds
 * when bookings arrive at once. TRUST_PROXY=1: X-Forwarded-For names the client, so one test can
 * speak from many networks.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
let server: TestServer
// Monday 2026-03-02, 9:00 Central (CST, UTC-6)
let now = new Date('2026-03-02T15:00:00Z')
const CONSULTANT = 'consultant@firm.example'

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_EMAIL: CONSULTANT, TRUST_PROXY: '1' },
    {
      clock: () => now,
      limits: { ...defaultLimits, bookingChangesPerClient: { max: 4, windowSeconds: 3600 } },
    },
  )
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(async () => {
  received = []
  now = new Date('2026-03-02T15:00:00Z')
  for (const table of ['booking_requests', 'bookings', 'booking_settings', 'email_outbox', 'rate_limits', 'app_state'])
    await server.services.db.execute(sql.raw(`delete from ${table}`))
})

let n = 0
let network = 0
/** A client address of its own network each call, unless one is named. */
const nextAddress = () => `198.51.${Math.floor(++network / 250) % 250}.${(network % 250) + 1}`
const booking = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: `dana${++n}@maplewood.k12.example`,
  position: 'superintendent',
  district: 'Maplewood Unified School District',
  slot: '2026-03-03T15:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  ...overrides,
})
const book = (body: unknown, address = nextAddress(), headers: Record<string, string> = {}) =>
  server.request('/api/bookings', { method: 'POST', json: body, headers: { 'x-forwarded-for': address, ...headers } })
const manage = (
  token: string,
  what: 'cancel' | 'reschedule' | 'confirm',
  json: unknown = {},
  address = '203.0.113.9',
) =>
  server.request(`/api/bookings/manage/${token}/${what}`, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': address },
  })
const to = (address: string) => received.filter((m) => m.to && 'text' in m.to && m.to.text === address)

const linkTo = (address: string) => emailedLinkToken(server, () => received, address)
async function booked(overrides: Record<string, unknown> = {}): Promise<string> {
  const body = booking(overrides)
  expect((await book(body)).status).toBe(202)
  const token = await linkTo(body.email as string)
  expect((await manage(token, 'confirm')).status).toBe(200)
  return token
}
const openTimes = async () =>
  ((await (await server.request('/api/bookings/slots')).json()) as { days: { times: unknown[] }[] }).days.flatMap(
    (d) => d.times,
  ).length
const live = () => server.services.db.select().from(bookings)

describe('the manage link travels only by email', () => {
  it('is in no answer to a booking, by the API or by the page, whether or not anything was sent', async () => {
    const api = await book(booking())
    expect(api.status).toBe(202)
    const text = await api.text()
    expect(text).not.toMatch(/manage|token/i)
    expect(JSON.parse(text)).toEqual({
      success: true,
      message: 'Check your email: the time is booked once you confirm it from the link we sent, within 30 minutes.',
    })

    // /book's own action, as the page posts it without a script (the page itself: booking.spec.ts)
    const form = (fields: Record<string, string>) =>
      bookAction(
        new Request(`${server.url}/book?tz=America%2FLos_Angeles`, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'book', ...(booking(fields) as Record<string, string>) }),
        }),
        server.services.bookingIntake,
        { ip: '192.0.2.7', log: server.services.logger },
      )
    const page = (await form({ slot: '2026-03-03T17:00:00.000Z' })) as Response
    const honeypot = (await form({ slot: '2026-03-03T17:00:00.000Z', website: 'http://spam.example' })) as Response
    // a bot and a person get the same answer: the time and the zone, nothing else
    for (const res of [page, honeypot]) {
      expect(res.status).toBe(303)
      expect(res.headers.get('location')).toBe(
        '/book/check-email?at=2026-03-03T17%3A00%3A00.000Z&tz=America%2FLos_Angeles',
      )
      expect(await res.text()).not.toMatch(/\/book\/manage\//)
    }
    // nothing is booked, nothing holds the time
    expect(await live()).toHaveLength(0)
    expect(await openTimes()).toBeGreaterThan(0)
  })
})

describe('no mail to people who did not ask', () => {
  it('sends one mailbox at most 3 links a day however it is spelled and from however many networks, and nothing else', async () => {
    const spellings = ['Victim@Gmail.com', 'v.i.c.t.i.m@gmail.com', 'victim+board@googlemail.com', 'victim@gmail.com']
    const answers: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const slot = new Date(Date.parse('2026-03-03T15:00:00Z') + (i % 6) * 30 * 60_000).toISOString()
      answers.push((await book(booking({ email: spellings[i % spellings.length], slot }))).status)
    }
    // every answer is the same: none tells that the mailbox's allowance ran out
    expect(new Set(answers)).toEqual(new Set([202]))
    while ((await server.services.outbox.runOnce()) > 0);
    const victim = received.filter((m) => /victim/i.test(m.to && 'text' in m.to ? m.to.text : ''))
    expect(victim.length).toBeLessThanOrEqual(3)
    expect(victim.every((m) => m.subject === bookingConfirmLinkSubject)).toBe(true)
    expect(to(CONSULTANT)).toHaveLength(0)
    expect(await server.services.db.select().from(bookingRequests)).toHaveLength(3)
    expect(await live()).toHaveLength(0)
  })

  it('refuses a move to the meeting’s own time, and counts moves per meeting and per client', async () => {
    const first = await booked({ email: 'lee@district.example' })
    const same = await manage(first, 'reschedule', { slot: '2026-03-03T15:00:00.000Z' })
    expect(same.status).toBe(400)
    expect(await same.json()).toMatchObject({
      errors: { slot: ['That is already your meeting’s time. Please choose a different time.'] },
    })
    const times = ['2026-03-04T15:00:00.000Z', '2026-03-04T16:00:00.000Z', '2026-03-04T17:00:00.000Z']
    for (const slot of times) expect((await manage(first, 'reschedule', { slot })).status).toBe(200)
    const fourth = await manage(first, 'reschedule', { slot: '2026-03-04T18:00:00.000Z' }, '203.0.113.50')
    expect(fourth.status).toBe(429)
    expect(await fourth.json()).toMatchObject({
      code: 'too_many',
      message: 'This meeting has been changed several times already. To change it again, please call or email us.',
    })

    // another meeting from the same client: its fourth change of the hour is refused
    const second = await booked({ email: 'kim@district.example', slot: '2026-03-05T15:00:00.000Z' })
    expect((await manage(second, 'reschedule', { slot: '2026-03-05T16:00:00.000Z' })).status).toBe(200)
    expect((await manage(second, 'reschedule', { slot: '2026-03-05T17:00:00.000Z' })).status).toBe(429)
    // from another network it may still move
    expect((await manage(second, 'reschedule', { slot: '2026-03-05T17:00:00.000Z' }, '203.0.113.77')).status).toBe(200)
    const rows = await live()
    expect(rows.find((r) => r.email === 'lee@district.example')).toMatchObject({
      sequence: 3,
      startsAt: new Date('2026-03-04T17:00:00.000Z'),
    })
  })
})

describe('fake bookings cannot take the calendar', () => {
  it('leaves every open time open after requests from 40 networks, proof of work solved, and tells the consultant once', async () => {
    const before = await openTimes()
    const statuses: number[] = []
    const challenges: Challenge[] = []
    for (let i = 0; i < 40; i += 1) {
      const address = `100.${64 + i}.0.1`
      for (let j = 0; j < defaultLimits.booking.max; j += 1) {
        const res = await book(booking({ email: `fake${j}@school${i}.example` }), address)
        statuses.push(res.status)
        if (res.status === 429) {
          const body = (await res.json()) as { reason?: string; challenge?: Challenge }
          if (body.reason === PROOF_REQUIRED && challenges.length < 3) challenges.push(body.challenge!)
        }
      }
    }
    // past the hourly threshold every request needs a proof of work; solved ones are taken
    expect(statuses.filter((s) => s === 202)).toHaveLength(defaultLimits.bookingGlobal.max)
    for (const [k, challenge] of challenges.entries()) {
      const res = await book(booking({ email: `paid@district${k}.example` }), '100.200.0.1', {
        [PROOF_HEADER]: await solveChallenge(challenge),
      })
      expect(res.status).toBe(202)
    }
    expect(await live()).toHaveLength(0)
    expect(await openTimes()).toBe(before)
    while ((await server.services.outbox.runOnce()) > 0);
    const alerts = to(CONSULTANT)
    expect(alerts.map((m) => m.subject)).toEqual(['Unusually many booking requests on your site'])
    expect(alerts[0]!.text).toContain(`More than ${defaultLimits.bookingGlobal.max} times were asked for`)
  })

  it('gives a time to the first to confirm it; a link expires after 30 minutes and books nothing', async () => {
    const late = booking()
    expect((await book(late)).status).toBe(202)
    const token = await linkTo(late.email as string)
    now = new Date(now.getTime() + 31 * 60_000)
    const res = await manage(token, 'confirm')
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'conflict', reason: 'link_expired' })
    expect(await server.services.bookingRequests.pending(token)).toMatchObject({ expired: true })
    expect(await live()).toHaveLength(0)
    // a day after it expired the request, and the address typed into it, are gone
    now = new Date(now.getTime() + 25 * 3600_000)
    expect(await server.services.bookingRequests.prune()).toBe(1)
    expect(await server.services.bookingRequests.pending(token)).toBeNull()
    expect((await manage(token, 'confirm')).status).toBe(404)
  })

  it('keeps one live meeting per mailbox: a second confirmed time moves the first', async () => {
    await booked({ email: 'Sam.Lee@gmail.com' })
    const second = booking({ email: 'samlee+board@gmail.com', slot: '2026-03-04T16:00:00.000Z' })
    expect((await book(second)).status).toBe(202)
    const token = await linkTo('samlee+board@gmail.com')
    // the link's page offers to move the meeting the mailbox has
    expect(await server.services.bookingRequests.pending(token)).toMatchObject({
      existing: { startsAt: new Date('2026-03-03T15:00:00.000Z') },
      moved: null,
    })
    const res = await manage(token, 'confirm')
    expect(await res.json()).toEqual({ success: true, outcome: 'moved' })
    const rows = await live()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ sequence: 1, startsAt: new Date('2026-03-04T16:00:00.000Z') })
    expect(await server.services.bookingRequests.pending(token)).toMatchObject({
      moved: { startsAt: new Date('2026-03-04T16:00:00.000Z') },
    })
  })
})

describe('the daily cap', () => {
  it('holds when four visitors confirm times on one capped day at once', async () => {
    const admin = await signInAdmin(server, 'cap-admin')
    const settings = await (await server.request('/api/admin/bookings/settings', { token: admin })).json()
    const put = await server.request('/api/admin/bookings/settings', {
      method: 'PUT',
      token: admin,
      json: { ...(settings as object), calendarUrl: undefined, dailyCap: 1 },
    })
    expect(put.status).toBe(200)
    const visitors = ['15:00', '16:00', '17:00', '18:00'].map((t) => booking({ slot: `2026-03-03T${t}:00.000Z` }))
    for (const v of visitors) expect((await book(v)).status).toBe(202)
    const tokens = await Promise.all(visitors.map((v) => linkTo(v.email as string)))
    const statuses = (await Promise.all(tokens.map((t) => manage(t, 'confirm')))).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 409, 409, 409])
    expect(await live()).toHaveLength(1)
  })
})
