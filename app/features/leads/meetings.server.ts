import { and, asc, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm'
import { bookings, emailOutbox } from '#db/schema/index.ts'
import { pick, type Db } from '#app/lib/db.server.ts'
import { emailState, type EmailState } from './email-state.ts'

// The booking feature owns the meeting; this module only reads its table (decision 40).

export const MEETING_STATES = ['booked', 'confirmed', 'cancelled'] as const
export type MeetingState = (typeof MEETING_STATES)[number]
export const meetingState = sql<MeetingState>`case when ${bookings.status} = 'cancelled' then 'cancelled'
  when ${bookings.confirmedAt} is not null then 'confirmed' else 'booked' end`

/** A time picked by a form is not yet a reply from a person: the clock stops at `confirmed_at` (decision 40). */
export const awaitingConfirmation = and(eq(bookings.status, 'booked'), isNull(bookings.confirmedAt))

export type MeetingReminder = 'visitor-24h' | 'visitor-1h' | 'confirm'

/** A reminder's `state` is its email's: `digest` when gathered into a burst's digest. */
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

/** The owner's invitation rows (`booking:{id}:{sequence}:{change}:owner`) outlive their content: the history. */
async function meetingTimelines(
  db: Db,
  meetings: readonly { id: number; createdAt: Date; confirmedAt: Date | null; cancelledBy: string | null }[],
) {
  const byId = new Map<number, MeetingEvent[]>(meetings.map((m) => [m.id, [{ kind: 'booked', at: m.createdAt }]]))
  if (meetings.length === 0) return byId
  const changes = await db
    // The service's clock as written into the message; once scrubbed, when it was queued (the same instant).
    .select({
      ...pick(emailOutbox, ['subjectId', 'kind', 'dedupeKey', 'status', 'sentAt', 'lastError']),
      at: sql<Date>`coalesce((${emailOutbox.payload}->>'at')::timestamptz, ${emailOutbox.createdAt})`.mapWith(
        emailOutbox.createdAt,
      ),
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.subjectType, 'booking'),
        inArray(emailOutbox.subjectId, [...byId.keys()]),
        or(
          and(eq(emailOutbox.kind, 'booking-invite'), like(emailOutbox.dedupeKey, '%:owner')),
          inArray(emailOutbox.kind, ['booking-reminder', 'meeting-confirm-reminder']),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
  const cancelledBy = new Map(meetings.map((m) => [m.id, m.cancelledBy]))
  for (const change of changes) {
    const events = byId.get(change.subjectId!)
    if (!events) continue
    if (change.kind !== 'booking-invite') {
      const state = emailState(change.status)
      events.push({
        kind: 'reminder',
        at: change.sentAt ?? change.at,
        reminder:
          change.kind === 'meeting-confirm-reminder'
            ? 'confirm'
            : change.dedupeKey.endsWith(':reminder-1h')
              ? 'visitor-1h'
              : 'visitor-24h',
        state,
        error: state === 'sent' ? null : change.lastError,
      })
      continue
    }
    const kind = change.dedupeKey.split(':')[3]
    if (kind === 'moved') events.push({ kind: 'moved', at: change.at })
    if (kind === 'cancelled') {
      const by = cancelledBy.get(change.subjectId!)
      events.push({ kind: 'cancelled', at: change.at, by: by === 'visitor' || by === 'consultant' ? by : null })
    }
  }
  for (const m of meetings) {
    if (m.confirmedAt) byId.get(m.id)!.push({ kind: 'confirmed', at: m.confirmedAt })
  }
  for (const events of byId.values()) events.sort((a, b) => a.at.getTime() - b.at.getTime())
  return byId
}

export async function personMeetings(db: Db, address: string, limit: number) {
  const rows = await db
    .select({
      ...pick(bookings, ['id', 'firstName', 'lastName', 'position', 'district', 'agenda', 'startsAt', 'endsAt']),
      ...pick(bookings, ['confirmedAt', 'cancelledBy', 'createdAt']),
      status: meetingState,
    })
    .from(bookings)
    .where(sql`lower(${bookings.email}) = ${address}`)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit)
  const events = await meetingTimelines(db, rows)
  return rows.map((row) => ({ ...row, timeline: events.get(row.id)! }))
}
