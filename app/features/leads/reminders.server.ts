import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import { bookings, contacts, emailOutbox, quizReports } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import type { Limit } from '#app/lib/rate-limit.server.ts'
import type { EmailJob } from './lead-emails.server.ts'
import { queueOwnerAlert } from './owner-alerts.server.ts'
import { OPEN_STATUSES, PROMISE_MS, REMINDER_AFTER_MS } from './lead-status.ts'
import { awaitingConfirmation } from './meetings.server.ts'
import { contactColumns, requestEmailKey } from './pipeline.server.ts'
import { DAY } from '#app/lib/durations.ts'

// Through the outbox's dedupe keys, several instances send each reminder once (decisions 5, 20).

/** Older than a day (an instance down, the pipeline just switched on): the morning digest has it. */
export const REMINDER_LOOKBACK_MS = 24 * 60 * 60 * 1000

const { id, firstName, lastName, email, position, district, createdAt } = contactColumns
const reminderColumns = { id, firstName, lastName, email, position, district, createdAt }

export async function queueReminders(db: Db, now: Date, burst: Limit): Promise<number> {
  const due = await db
    .select(reminderColumns)
    .from(contacts)
    .where(
      and(
        eq(contacts.status, 'new'),
        isNull(contacts.firstResponseAt),
        lte(contacts.createdAt, new Date(now.getTime() - REMINDER_AFTER_MS)),
        gt(contacts.createdAt, new Date(now.getTime() - REMINDER_AFTER_MS - REMINDER_LOOKBACK_MS)),
        sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.subjectType} = 'contact'
          and ${emailOutbox.subjectId} = ${contacts.id} and ${emailOutbox.kind} = 'contact-reminder')`,
      ),
    )
    .orderBy(asc(contacts.createdAt))
    .limit(100)
  for (const request of due) {
    const job = {
      kind: 'contact-reminder' as const,
      contact: { ...request, createdAt: request.createdAt.toISOString() },
    }
    await queueOwnerAlert(db, requestEmailKey(request.id, 'reminder'), job, {
      burst,
      subject: { type: 'contact', id: request.id },
    })
  }
  return due.length
}

export const meetingReminderKey = (bookingId: number) => `booking:${bookingId}:confirm-reminder`

/** None for a meeting already started: confirming it then answers no one (decision 40). */
export async function queueMeetingReminders(db: Db, now: Date, burst: Limit): Promise<number> {
  const due = await db
    .select({
      id: bookings.id,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      email: bookings.email,
      position: bookings.position,
      district: bookings.district,
      startsAt: bookings.startsAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(
      and(
        awaitingConfirmation,
        gt(bookings.startsAt, now),
        lte(bookings.createdAt, new Date(now.getTime() - REMINDER_AFTER_MS)),
        gt(bookings.createdAt, new Date(now.getTime() - REMINDER_AFTER_MS - REMINDER_LOOKBACK_MS)),
        sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.subjectType} = 'booking'
          and ${emailOutbox.subjectId} = ${bookings.id} and ${emailOutbox.kind} = 'meeting-confirm-reminder')`,
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(100)
  for (const meeting of due) {
    const job = {
      kind: 'meeting-confirm-reminder' as const,
      booking: { ...meeting, startsAt: meeting.startsAt.toISOString(), createdAt: meeting.createdAt.toISOString() },
    }
    await queueOwnerAlert(db, meetingReminderKey(meeting.id), job, {
      burst,
      subject: { type: 'booking', id: meeting.id },
    })
  }
  return due.length
}

export function localTime(date: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) }
}

export const DIGEST_HOUR = 7
/** An instance that was down at 07:00 still sends the day's digest, up to noon; never later. */
const DIGEST_LAST_HOUR = 11
export const DIGEST_LIST_LIMIT = 25

/** Not read from the lead-kind registry: each part asks its own question; downloads wait for nobody. */
export async function queueDigest(db: Db, now: Date, timeZone: string): Promise<boolean> {
  const local = localTime(now, timeZone)
  if (local.hour < DIGEST_HOUR || local.hour > DIGEST_LAST_HOUR) return false
  const key = `digest:${local.date}`
  const [queued] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.dedupeKey, key))
  if (queued) return false

  const counts = await db
    .select({ status: contacts.status, n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(inArray(contacts.status, [...OPEN_STATUSES]))
    .groupBy(contacts.status)
  const count = (status: string) => counts.find((c) => c.status === status)?.n ?? 0
  const reports = await db
    .select({
      firstName: quizReports.firstName,
      lastName: quizReports.lastName,
      district: quizReports.district,
      score: quizReports.score,
      questionCount: quizReports.questionCount,
    })
    .from(quizReports)
    .where(gt(quizReports.createdAt, new Date(now.getTime() - DAY)))
    .orderBy(asc(quizReports.createdAt))
    .limit(DIGEST_LIST_LIMIT)

  const meetings = await db
    .select({
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      district: bookings.district,
      startsAt: bookings.startsAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(awaitingConfirmation)
    .orderBy(asc(bookings.createdAt))
    .limit(DIGEST_LIST_LIMIT)
  if (OPEN_STATUSES.every((s) => count(s) === 0) && reports.length === 0 && meetings.length === 0) return false
  const [overdue] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(and(eq(contacts.status, 'new'), lte(contacts.createdAt, new Date(now.getTime() - PROMISE_MS))))
  const waiting = await db
    .select({ id, firstName, lastName, district, createdAt })
    .from(contacts)
    .where(eq(contacts.status, 'new'))
    .orderBy(asc(contacts.createdAt))
    .limit(DIGEST_LIST_LIMIT)
  const job: EmailJob = {
    kind: 'lead-digest',
    at: now.toISOString(),
    waiting: waiting.map((w) => ({ ...w, createdAt: w.createdAt.toISOString() })),
    counts: {
      new: count('new'),
      overdue: overdue?.n ?? 0,
      contacted: count('contacted'),
      qualified: count('qualified'),
    },
    quizReports: reports,
    meetings: meetings.map((m) => ({ ...m, startsAt: m.startsAt.toISOString(), createdAt: m.createdAt.toISOString() })),
  }
  await enqueue(db, key, job)
  return true
}
