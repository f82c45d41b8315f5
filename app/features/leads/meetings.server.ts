import { and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm'
import { bookings, emailOutbox } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { emailState, type EmailState } from './email-state.ts'

/**
 * A booked consultation as a lead (decision 40): the leads dashboard's Meetings tab, the person
 * view and its timeline, and the 4-hour clock. The booking feature owns the meeting itself
 * (features/booking); this module only reads its table, as the leads see it.
 */

/** How the dashboard names a meeting's state: booked by the visitor, confirmed by the consultant, or cancelled. */
export const MEETING_STATES = ['booked', 'confirmed', 'cancelled'] as const
export type MeetingState = (typeof MEETING_STATES)[number]
export const meetingState = sql<MeetingState>`case when ${bookings.status} = 'cancelled' then 'cancelled'
  when ${bookings.confirmedAt} is not null then 'confirmed' else 'booked' end`

/**
 * A meeting still waiting for its first response: booked, and not confirmed by the consultant.
 * Its clock runs from when it was booked and stops at `confirmed_at`, never at the booking itself:
 * a time picked by a form is not yet a reply from a person (decision 40).
 */
export const awaitingConfirmation = and(eq(bookings.status, 'booked'), isNull(bookings.confirmedAt))

/**
 * The reminders a meeting sends: to the visitor a day and an hour before it (the booking feature),
 * and to the consultant when it waited 3 hours unconfirmed (reminders.server.ts).
 */
export type MeetingReminder = 'visitor-24h' | 'visitor-1h' | 'confirm'

/**
 * What happened to a meeting, oldest first: booked, moved (by the visitor), confirmed, cancelled,
 * and each reminder emailed. A reminder's `state` is its email's, as in a request's timeline:
 * `digest` when an owner alert was gathered into one digest email during a burst.
 */
export type MeetingEvent =
  | { kind: 'booked'; at: Date }
  | { kind: 'moved'; at: Date }
  | { kind: 'confirmed'; at: Date }
  | { kind: 'cancelled'; at: Date; by: 'visitor' | 'consultant' | null }
  | {
      kind: 'reminder'
      at: Date
      reminder: MeetingReminder
      state: EmailState
      error: string | null
    }

/**
 * The timelines of some meetings. Each booking, move and cancellation queued one copy of the
 * invitation to the owner, under the key `booking:{id}:{sequence}:{change}:owner` (the booking
 * service's `queue`); those rows outlive the scrubbing of their content, so they are the
 * meeting's history of changes, as the reminders' rows are of its reminders (the visitor's keyed
 * `booking:{id}:{sequence}:reminder-24h` or `-1h`). Confirmation is one column of the booking.
 */
async function meetingTimelines(
  db: Db,
  meetings: readonly { id: number; createdAt: Date; confirmedAt: Date | null; cancelledBy: string | null }[],
) {
  const byId = new Map<number, MeetingEvent[]>(meetings.map((m) => [m.id, [{ kind: 'booked', at: m.createdAt }]]))
  if (meetings.length === 0) return byId
  const changes = await db
    // The change's time as the booking service's clock wrote it into the message; once a sent
    // message's content is scrubbed, when it was queued (the same instant, on the real clock).
    .select({
      id: emailOutbox.subjectId,
      kind: emailOutbox.kind,
      key: emailOutbox.dedupeKey,
      at: sql<Date>`coalesce((${emailOutbox.payload}->>'at')::timestamptz, ${emailOutbox.createdAt})`.mapWith(
        emailOutbox.createdAt,
      ),
      status: emailOutbox.status,
      sentAt: emailOutbox.sentAt,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.subjectType, 'booking'),
        inArray(
          emailOutbox.subjectId,
          meetings.map((m) => m.id),
        ),
        or(
          and(eq(emailOutbox.kind, 'booking-invite'), like(emailOutbox.dedupeKey, '%:owner')),
          inArray(emailOutbox.kind, ['booking-reminder', 'meeting-confirm-reminder']),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
  const cancelledBy = new Map(meetings.map((m) => [m.id, m.cancelledBy]))
  for (const change of changes) {
    const events = byId.get(change.id!)
    if (!events) continue
    if (change.kind !== 'booking-invite') {
      const state = emailState(change.status)
      events.push({
        kind: 'reminder',
        at: change.sentAt ?? change.at,
        reminder:
          change.kind === 'meeting-confirm-reminder'
            ? 'confirm'
            : change.key?.endsWith(':reminder-1h')
              ? 'visitor-1h'
              : 'visitor-24h',
        state,
        error: state === 'sent' ? null : change.lastError,
      })
      continue
    }
    const kind = change.key?.split(':')[3]
    if (kind === 'moved') events.push({ kind: 'moved', at: change.at })
    if (kind === 'cancelled') {
      const by = cancelledBy.get(change.id!)
      events.push({ kind: 'cancelled', at: change.at, by: by === 'visitor' || by === 'consultant' ? by : null })
    }
  }
  for (const m of meetings) {
    if (m.confirmedAt) byId.get(m.id)!.push({ kind: 'confirmed', at: m.confirmedAt })
  }
  for (const events of byId.values()) events.sort((a, b) => a.at.getTime() - b.at.getTime())
  return byId
}

/** A person's meetings, newest booking first, each with its timeline. */
export async function personMeetings(db: Db, address: string, limit: number) {
  const rows = await db
    .select({
      id: bookings.id,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      position: bookings.position,
      district: bookings.district,
      agenda: bookings.agenda,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: meetingState,
      confirmedAt: bookings.confirmedAt,
      cancelledBy: bookings.cancelledBy,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(sql`lower(${bookings.email}) = ${address}`)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
  const events = await meetingTimelines(db, rows)
  return rows.map((row) => ({ ...row, timeline: events.get(row.id)! }))
}
