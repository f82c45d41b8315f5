import { and, eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { meetingReminderKey, REMINDER_LOOKBACK_MS } from '#app/features/leads/reminders.server.ts'
import { REMINDER_AFTER_MS } from '#app/features/leads/lead-status.ts'
import { bookings, emailOutbox } from '#db/schema/index.ts'
import { bookAsVisitor } from '../setup/booking.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'

/**
 * A meeting booked on the site waits for the consultant's confirmation like a request waits for
 * its reply (decision 40): still unconfirmed 3 hours after it was booked, it sends the consultant
 * one reminder, through the outbox to a real SMTP server on loopback. The test moves the clock.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
let server: TestServer
let admin: string
// Monday 2026-03-02, 9:00 Central (CST, UTC-6); with the default 24 hours' notice the first open
// time is the next morning.
const START = new Date('2026-03-02T15:00:00Z')
let now = START
const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** Sets the clock to this long after START. */
const later = (ms: number) => {
  now = new Date(START.getTime() + ms)
}

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  const { port } = smtp
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'consultant@firm.example' },
    // One owner alert in 10 minutes, then they wait for a digest: the burst test below.
    { clock: () => now, limits: { ownerAlertBurst: { max: 1, windowSeconds: 600 } } },
  )
  admin = await signInAdmin(server, 'confirm-reminder-admin')
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(async () => {
  now = START
  received = []
  await server.services.db.execute(sql`delete from bookings`)
  await server.services.db.execute(sql`delete from email_outbox`)
})

/** The open times of the `day`th open day, as the slots API offers them to a visitor in Chicago. */
async function openTimes(day = 0): Promise<string[]> {
  const res = await server.request('/api/bookings/slots?tz=America/Chicago')
  const { days } = (await res.json()) as { days: { times: { start: string }[] }[] }
  return days[day]!.times.map((t) => t.start)
}

/** Books a time as a visitor; returns the booking's row and its manage token. */
async function book(slot: string, email: string) {
  const token = await bookAsVisitor(server, {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email,
    position: 'superintendent',
    district: 'Maplewood USD',
    timeZone: 'America/Chicago',
    slot,
  })
  const [row] = await server.services.db.select().from(bookings).where(eq(bookings.email, email))
  return { ...row!, token }
}

/** Runs the due lead work at the clock's time, then delivers what the outbox holds. */
async function run() {
  const queued = await server.services.leads.queueDueEmails()
  await server.services.outbox.runOnce()
  return queued
}
const tick = async () => (await run()).meetingReminders
const reminders = () => received.filter((m) => m.subject?.startsWith('Reminder: confirm the meeting'))
const queuedFor = (bookingId: number) =>
  server.services.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.subjectType, 'booking'), eq(emailOutbox.subjectId, bookingId)))
    .then((rows) => rows.filter((r) => r.kind === 'meeting-confirm-reminder'))

describe('the reminder to confirm a booked meeting', () => {
  it('goes to NOTIFY_EMAIL once the meeting has waited 3 hours unconfirmed, exactly once', async () => {
    const [slot] = await openTimes()
    expect(slot).toBe('2026-03-03T15:00:00.000Z')
    const meeting = await book(slot!, 'waiting@maplewood.example')
    expect(meeting.createdAt).toEqual(START)

    later(REMINDER_AFTER_MS - MINUTE)
    expect(await tick()).toBe(0)
    later(REMINDER_AFTER_MS + 1000)
    expect(await tick()).toBe(1)
    later(REMINDER_AFTER_MS + 30 * MINUTE)
    expect(await tick()).toBe(0)
    // Two instances running the job at once still queue it once.
    await Promise.all([tick(), tick()])

    expect(reminders()).toHaveLength(1)
    const [mail] = reminders()
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('consultant@firm.example')
    expect(mail!.replyTo?.text).toBe('waiting@maplewood.example')
    expect(mail!.subject).toBe('Reminder: confirm the meeting with Dana Whitfield, Maplewood USD, on Mar 3, 9:00 AM')
    expect(mail!.text).toContain('When: Tuesday, March 3, 2026 at 9:00 AM Central Time (Chicago)')
    expect(mail!.text).toContain('Booked: Mar 2, 9:00 AM')
    expect(mail!.text).toContain('District: Maplewood USD')
    expect(mail!.text).toContain('/admin-bookings')
    const rows = await queuedFor(meeting.id)
    expect(rows.map((r) => r.dedupeKey)).toEqual([meetingReminderKey(meeting.id)])
  })

  it('is not sent for a meeting confirmed or cancelled within the 3 hours', async () => {
    const [first, , , second] = await openTimes()
    const confirmed = await book(first!, 'confirmed@maplewood.example')
    const cancelled = await book(second!, 'cancelled@maplewood.example')
    later(HOUR)
    const confirm = await server.request(`/api/admin/bookings/${confirmed.id}/confirm`, {
      method: 'POST',
      token: admin,
    })
    expect(confirm.status).toBe(200)
    const cancel = await server.request(`/api/bookings/manage/${cancelled.token}/cancel`, { method: 'POST', json: {} })
    expect(cancel.status).toBe(200)

    later(REMINDER_AFTER_MS + MINUTE)
    expect(await tick()).toBe(0)
    expect(reminders()).toEqual([])
    expect(await queuedFor(confirmed.id)).toEqual([])
    expect(await queuedFor(cancelled.id)).toEqual([])
  })

  it('is not sent once the meeting has started, nor for one booked more than a day before its 3 hours', async () => {
    // Nothing ran between the booking and the meeting (the instance was down): at the meeting's
    // start it is still inside the look-back window, but a reminder to confirm it comes too late.
    const [slot] = await openTimes()
    const started = await book(slot!, 'started@maplewood.example')
    const startedAt = Date.parse(slot!) - START.getTime()
    expect(startedAt + MINUTE).toBeLessThan(REMINDER_AFTER_MS + REMINDER_LOOKBACK_MS)
    later(startedAt + MINUTE)
    expect(await tick()).toBe(0)
    expect(await queuedFor(started.id)).toEqual([])

    // A meeting days ahead, last looked at 28 hours after it was booked: the morning digest lists it.
    now = START
    const [farSlot] = await openTimes(3)
    const old = await book(farSlot!, 'old@maplewood.example')
    later(28 * HOUR)
    expect(await tick()).toBe(0)
    expect(await queuedFor(old.id)).toEqual([])
    expect(reminders()).toEqual([])
  })

  it('waits for the digest of owner alerts in a burst, as a request’s reminder does', async () => {
    const slots = await Promise.all([0, 1, 2].map(async (day) => (await openTimes(day))[0]!))
    for (const [i, slot] of slots.entries()) await book(slot, `burst${i}@maplewood.example`)
    later(REMINDER_AFTER_MS + 1000)
    expect(await tick()).toBe(3)
    // The first goes at once; the two after it are held (the burst allows one here).
    expect(reminders()).toHaveLength(1)
    const held = await server.services.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'held'))
    expect(held.map((r) => r.kind)).toEqual(['meeting-confirm-reminder', 'meeting-confirm-reminder'])

    // Once the oldest held alert has waited the whole window (measured on the database's clock).
    now = new Date(Date.now() + 11 * MINUTE)
    expect((await run()).alertDigests).toBe(1)
    const [digest] = received.filter((m) => /^2 more lead alerts since /.test(m.subject ?? ''))
    expect(digest?.text).toContain('Meeting not confirmed after 3 hours')
    const named = ['burst0', 'burst1', 'burst2'].filter((who) => digest!.text!.includes(`${who}@maplewood.example`))
    expect(named).toHaveLength(2)
  })
})
