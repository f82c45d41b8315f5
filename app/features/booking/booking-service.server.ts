import { and, asc, count, eq, gt, gte, lt, ne, sql } from 'drizzle-orm'
import { DateTime } from 'luxon'
import { bookings, emailOutbox } from '#db/schema/index.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import { pick, type Db, type Tx } from '#app/lib/db.server.ts'
import { DAY, MINUTE } from '#app/lib/durations.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { hit, type Limit, type Limits } from '#app/lib/rate-limit.server.ts'
import { CHANGE_CUTOFF_MINUTES } from './availability.ts'
import { bookingSnapshot, type BookingChange as Change, type BookingEmailJob } from './booking-emails.server.ts'
import { queueBookingReminders } from './booking-reminders.server.ts'
import { queueBookingWebhook } from '#app/features/webhooks/webhook-queue.server.ts'
import type { BookingSettings } from './availability.schema.ts'
import { repointVideoMeetings } from './booking-place.server.ts'
import { createBookingSettings } from './booking-settings.server.ts'
import { tokenHash } from './manage-links.server.ts'
import type { StoredPlace } from './place.ts'
import { openSlots, slotDays, type Interval, type Slot, type SlotDay } from './slots.ts'

export type BookingService = ReturnType<typeof createBookingService>
type BookingRow = typeof bookings.$inferSelect

/** The refusal of a time someone else took first, or that is no longer open (decision 40). */
export const slotTaken = () =>
  new DomainError('conflict', 'That time was just taken. Please choose another time.', {
    reason: 'slot_taken',
    field: 'slot',
  })
const wasCancelled = () => new DomainError('conflict', 'This meeting was cancelled.', { reason: 'cancelled' })

/** The offered slot that starts at `start`, or the refusal of a time no longer open. */
export function chosen(open: readonly Slot[], start: Date): Slot {
  const slot = open.find((s) => s.start.getTime() === start.getTime())
  if (!slot) throw slotTaken()
  return slot
}

/** `work`, with the exclusion constraint `bookings_no_overlap` refusing its row (another live booking holds that time) as `slot_taken`. */
export async function overlapAsTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      if ((e as { code?: string }).code === '23P01') throw slotTaken()
    }
    throw error
  }
}

/** The invitation (or its cancellation) to the visitor and to the consultant, in the change's transaction. */
export async function queueChange(tx: Tx, row: BookingRow, change: Change, now: Date, by?: 'visitor' | 'consultant') {
  const at = now.toISOString()
  const booking = bookingSnapshot(row)
  const subject = { type: 'booking' as const, id: row.id }
  for (const to of ['visitor', 'owner'] as const) {
    const job: BookingEmailJob = { kind: 'booking-invite', to, change, ...(by ? { by } : {}), booking, at }
    await enqueue(tx, `booking:${row.id}:${row.sequence}:${change}:${to}`, job, { subject })
  }
  await queueBookingWebhook(tx, row, change, now)
}

/** Reminders queued for a time that is no longer the meeting's are never sent. */
async function dropReminders(tx: Tx, id: number) {
  await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.subjectType, 'booking'),
        eq(emailOutbox.subjectId, id),
        eq(emailOutbox.kind, 'booking-reminder'),
        eq(emailOutbox.status, 'pending'),
      ),
    )
}

type DayHold = { start: Date; dailyCap: number | null; siteTimeZone: string; except?: number }
/** Refuses `start` when its day has `dailyCap` live meetings (`except`: one being moved), under the day's lock. */
export async function holdDay(tx: Tx, { start, dailyCap, siteTimeZone, except }: DayHold) {
  if (dailyCap === null) return
  const day = DateTime.fromJSDate(start, { zone: siteTimeZone }).startOf('day')
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-day:${day.toISODate()}`}, 0))`)
  const [held] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        gte(bookings.startsAt, day.toJSDate()),
        lt(bookings.startsAt, day.plus({ days: 1 }).toJSDate()),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    )
  if ((held?.n ?? 0) >= dailyCap) throw slotTaken()
}

/** Moves a live meeting to `slot` in the caller's transaction: the same UID, the next SEQUENCE, both sides emailed. */
export async function moveBooking(tx: Tx, id: number, slot: Slot, now: Date): Promise<BookingRow> {
  const [moved] = await tx
    .update(bookings)
    .set({
      startsAt: slot.start,
      endsAt: slot.end,
      heldFrom: slot.heldFrom,
      heldUntil: slot.heldUntil,
      sequence: sql`${bookings.sequence} + 1`,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')))
    .returning()
  if (!moved) throw wasCancelled()
  await dropReminders(tx, id)
  await queueChange(tx, moved, 'moved', now)
  return moved
}

/** Consultations booked on the site (decision 40); a race lost to the exclusion constraint is answered `slot_taken`. */
export function createBookingService({
  db,
  logger,
  clock,
  siteTimeZone,
  busyBetween = () => Promise.resolve([]),
  emailQueued,
  limits,
}: {
  db: Db
  logger: Logger
  clock: () => Date
  siteTimeZone: string
  /** the consultant's own calendar's busy times (the calendar feed), if connected */
  busyBetween?: (from: Date, to: Date) => Promise<Interval[]>
  /** called after a change and its emails are committed */
  emailQueued: () => void
  /** how often one meeting, and one client, may move or cancel */
  limits: Pick<Limits, 'bookingChangesPerMeeting' | 'bookingChangesPerClient'>
}) {
  const settings = createBookingSettings({ db, clock })
  const { availability } = settings
  /** The open slots now; `except`: a booking whose own time counts as free (it is being moved). */
  async function slots(except?: number): Promise<Slot[]> {
    const now = clock()
    const a = await availability()
    const until = new Date(now.getTime() + (a.horizonDays + 2) * DAY)
    const live = await db
      .select(pick(bookings, ['id', 'startsAt', 'heldFrom', 'heldUntil']))
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'booked'),
          gt(bookings.heldUntil, new Date(now.getTime() - DAY)),
          lt(bookings.heldFrom, until),
          except === undefined ? undefined : ne(bookings.id, except),
        ),
      )
    let busy: Interval[] = []
    try {
      busy = await busyBetween(now, until)
    } catch (error) {
      // The last good copy of the calendar is the feed's business; without any, times stay open.
      logger.warn({ event: 'calendar_busy_unavailable', err: error }, 'busy times unavailable')
    }
    return openSlots({ availability: a, siteTimeZone, now, bookings: live, busy })
  }

  async function byToken(token: string): Promise<BookingRow | null> {
    const [row] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.manageTokenHash, tokenHash(token)))
    return row ?? null
  }

  const changeable = (row: BookingRow) =>
    row.status === 'booked' && row.startsAt.getTime() - CHANGE_CUTOFF_MINUTES * MINUTE > clock().getTime()

  function assertChangeable(row: BookingRow | null): asserts row is BookingRow {
    if (!row) throw new DomainError('not_found', 'This link does not open a meeting.')
    if (row.status === 'cancelled') throw wasCancelled()
    if (!changeable(row)) {
      throw new DomainError(
        'conflict',
        'This meeting starts in less than 4 hours, so it can no longer be changed here. Please call or email us.',
        { reason: 'too_late' },
      )
    }
  }

  /** Each change emails both sides, so it counts against the client's allowance and, for a move, the meeting's. */
  async function countChange(row: BookingRow, client: string, change: 'move' | 'cancel') {
    const counted = [[`booking-change:client:${client}`, limits.bookingChangesPerClient]] as [string, Limit][]
    if (change === 'move') counted.unshift([`booking-change:meeting:${row.id}`, limits.bookingChangesPerMeeting])
    for (const [key, limit] of counted) {
      const verdict = await hit(db, key, limit, clock())
      if (!verdict.allowed) {
        throw new DomainError(
          'too_many',
          'This meeting has been changed several times already. To change it again, please call or email us.',
          { retryAfterSeconds: verdict.retryAfterSeconds, reason: 'changes' },
        )
      }
    }
  }

  async function cancelRow(row: BookingRow, by: 'visitor' | 'consultant') {
    await db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(bookings)
        .set({ status: 'cancelled', sequence: sql`${bookings.sequence} + 1`, cancelledAt: clock(), cancelledBy: by })
        .where(and(eq(bookings.id, row.id), eq(bookings.status, 'booked')))
        .returning()
      if (!cancelled) throw wasCancelled()
      await dropReminders(tx, row.id)
      await queueChange(tx, cancelled, 'cancelled', clock(), by)
    })
    emailQueued()
  }

  return {
    ...settings,
    slots,

    /** A new video room goes to the upcoming video meetings in the same transaction (decision 59); answers how many. */
    async saveSettings(input: BookingSettings): Promise<number> {
      const updated = await db.transaction(async (tx) => {
        await settings.saveSettings(input, tx)
        return input.videoUrl ? repointVideoMeetings(tx, input.videoUrl, clock()) : 0
      })
      if (updated) emailQueued()
      return updated
    },

    async days(visitorTimeZone: string, except?: number): Promise<SlotDay[]> {
      return slotDays(await slots(except), visitorTimeZone)
    },

    /** The meeting a manage link opens, or null; `changeable`: move and cancel are still allowed. */
    async manage(token: string) {
      const row = await byToken(token)
      if (!row) return null
      const { id, status, startsAt, endsAt, visitorTimeZone, uid, sequence } = row
      const place: StoredPlace = { place: row.place, videoUrl: row.videoUrl, phone: row.phone }
      return { id, status, startsAt, endsAt, visitorTimeZone, changeable: changeable(row), place, uid, sequence }
    },

    async reschedule(token: string, start: Date, { client }: { client: string }) {
      const row = await byToken(token)
      assertChangeable(row)
      if (start.getTime() === row.startsAt.getTime()) {
        const message = 'That is already your meeting’s time. Please choose a different time.'
        throw new DomainError('invalid', message, { errors: { slot: [message] } })
      }
      const slot = chosen(await slots(row.id), start)
      await countChange(row, client, 'move')
      const { dailyCap } = await availability()
      await overlapAsTaken(
        db.transaction(async (tx) => {
          await holdDay(tx, { start: slot.start, dailyCap, siteTimeZone, except: row.id })
          await moveBooking(tx, row.id, slot, clock())
        }),
      )
      emailQueued()
    },

    /** Cancels the meeting of a manage link (METHOD:CANCEL to both sides). */
    async cancel(token: string, { client }: { client: string }) {
      const row = await byToken(token)
      assertChangeable(row)
      await countChange(row, client, 'cancel')
      await cancelRow(row, 'visitor')
    },

    /** The consultant cancels a meeting from the admin; the visitor is emailed. */
    async cancelById(id: number) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      if (!row) throw new DomainError('not_found', 'Unknown meeting')
      if (row.status === 'cancelled') throw new DomainError('conflict', 'This meeting was already cancelled.')
      await cancelRow(row, 'consultant')
    },

    /** The consultant confirms a meeting: the lead's first response (decision 40). */
    async confirm(id: number) {
      const [row] = await db
        .update(bookings)
        .set({ confirmedAt: sql`coalesce(${bookings.confirmedAt}, ${clock()})` })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'booked')))
        .returning({ id: bookings.id })
      if (!row) throw new DomainError('not_found', 'Unknown meeting')
    },

    async between(from: Date, to: Date) {
      return db
        .select()
        .from(bookings)
        .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
        .orderBy(asc(bookings.startsAt))
    },

    /** Queues the reminders now due (booking-reminders.server.ts); the scheduler runs it every minute. */
    async queueReminders(): Promise<number> {
      const queued = await queueBookingReminders(db, clock())
      if (queued) emailQueued()
      return queued
    },
  }
}
