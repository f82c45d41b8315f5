import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { bookings, contacts, emailOutbox, quizReports, type OutboxSubjectType } from '#db/schema/index.ts'
import { pick, type Db } from '#app/lib/db.server.ts'
import { toWallClock } from '#app/lib/dates.ts'
import { enqueue, type OutboxSubject } from '#app/features/email/outbox.server.ts'
import type { Limit } from '#app/lib/rate-limit.server.ts'
import type { EmailJob, OwnerAlert } from './lead-emails.server.ts'
import { queueOwnerAlert } from './owner-alerts.server.ts'
import { OPEN_STATUSES, PROMISE_MS, REMINDER_AFTER_MS } from './lead-status.ts'
import { awaitingConfirmation } from './meetings.server.ts'
import { requestEmailKey } from './pipeline.server.ts'
import { DAY } from '#app/lib/durations.ts'

// Through the outbox's dedupe keys, several instances send each reminder once (decisions 5, 20).

/** Older than a day (an instance down, the pipeline just switched on): the morning digest has it. */
export const REMINDER_LOOKBACK_MS = DAY

const identity = ['id', 'firstName', 'lastName', 'email', 'position', 'district', 'createdAt'] as const

/** Past the 3 hours and within the look-back, with no such reminder queued yet. */
function reminderDue(now: Date, t: { id: PgColumn; createdAt: PgColumn }, subject: OutboxSubjectType, kind: string) {
  const after = now.getTime() - REMINDER_AFTER_MS
  return and(
    lte(t.createdAt, new Date(after)),
    gt(t.createdAt, new Date(after - REMINDER_LOOKBACK_MS)),
    sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.subjectType} = ${subject}
      and ${emailOutbox.subjectId} = ${t.id} and ${emailOutbox.kind} = ${kind})`,
  )
}

/** Each due lead's alert, as the owner's alerts go (held in a burst); answers how many. */
async function remind<Row>(db: Db, burst: Limit, due: Row[], alert: (row: Row) => [string, OwnerAlert, OutboxSubject]) {
  for (const row of due) {
    const [key, job, subject] = alert(row)
    await queueOwnerAlert(db, key, job, { burst, subject })
  }
  return due.length
}

export async function queueReminders(db: Db, now: Date, burst: Limit): Promise<number> {
  const due = await db
    .select(pick(contacts, identity))
    .from(contacts)
    .where(
      and(
        eq(contacts.status, 'new'),
        isNull(contacts.firstResponseAt),
        reminderDue(now, contacts, 'contact', 'contact-reminder'),
      ),
    )
    .orderBy(asc(contacts.createdAt))
    .limit(100)
  return remind(db, burst, due, (request) => [
    requestEmailKey(request.id, 'reminder'),
    { kind: 'contact-reminder', contact: { ...request, createdAt: request.createdAt.toISOString() } },
    { type: 'contact', id: request.id },
  ])
}

export const meetingReminderKey = (bookingId: number) => `booking:${bookingId}:confirm-reminder`

/** None for a meeting already started: confirming it then answers no one (decision 40). */
export async function queueMeetingReminders(db: Db, now: Date, burst: Limit): Promise<number> {
  const due = await db
    .select(pick(bookings, [...identity, 'startsAt']))
    .from(bookings)
    .where(
      and(
        awaitingConfirmation,
        gt(bookings.startsAt, now),
        reminderDue(now, bookings, 'booking', 'meeting-confirm-reminder'),
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(100)
  return remind(db, burst, due, (meeting) => [
    meetingReminderKey(meeting.id),
    {
      kind: 'meeting-confirm-reminder',
      booking: { ...meeting, startsAt: meeting.startsAt.toISOString(), createdAt: meeting.createdAt.toISOString() },
    },
    { type: 'booking', id: meeting.id },
  ])
}

export function localTime(date: Date, timeZone: string): { date: string; hour: number } {
  const wall = toWallClock(date.toISOString(), timeZone)
  return { date: wall.slice(0, 10), hour: Number(wall.slice(11, 13)) }
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
    .select(pick(quizReports, ['firstName', 'lastName', 'district', 'score', 'questionCount']))
    .from(quizReports)
    .where(gt(quizReports.createdAt, new Date(now.getTime() - DAY)))
    .orderBy(asc(quizReports.createdAt))
    .limit(DIGEST_LIST_LIMIT)

  const meetings = await db
    .select(pick(bookings, ['firstName', 'lastName', 'district', 'startsAt', 'createdAt']))
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
    .select(pick(contacts, ['id', 'firstName', 'lastName', 'district', 'createdAt']))
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
