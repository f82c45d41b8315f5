import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, gt, gte, lt, lte, ne, sql } from 'drizzle-orm'
import { bookings, bookingSettings, emailOutbox } from '#db/schema/index.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import { getOrCreate } from '#app/lib/app-state.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { CHANGE_CUTOFF_MINUTES, DEFAULT_AVAILABILITY, type Availability } from './availability.ts'
import type { BookingEmailJob, BookingSnapshot } from './booking-emails.server.ts'
import type { Booking } from './booking.schema.ts'
import type { BookingSettings } from './availability.schema.ts'
import { buildFeed } from './ics.ts'
import { manageToken, tokenHash } from './manage-links.server.ts'
import { openSlots, slotDays, type Interval, type Slot, type SlotDay } from './slots.ts'

export type BookingService = ReturnType<typeof createBookingService>
type BookingRow = typeof bookings.$inferSelect

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** What the visitor's manage page shows of their meeting. */
export interface ManagedBooking {
  status: 'booked' | 'cancelled'
  startsAt: Date
  endsAt: Date
  visitorTimeZone: string
  /** move and cancel are still allowed (until CHANGE_CUTOFF_MINUTES before it starts) */
  changeable: boolean
}

/** The refusal of a time someone else took first, or that is no longer open (decision 40). */
export const SLOT_TAKEN = 'slot_taken'
export const slotTaken = () =>
  new DomainError('conflict', 'That time was just taken. Please choose another time.', {
    reason: SLOT_TAKEN,
    field: 'slot',
  })

const TOO_LATE = 'too_late'
/** app_state: the secret of the consultant's subscribe URL */
const FEED_TOKEN_KEY = 'booking-feed-token'

/** The exclusion constraint `bookings_no_overlap` refused the row: another live booking holds that time. */
function isOverlap(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23P01') return true
  }
  return false
}

function snapshot(row: BookingRow): BookingSnapshot {
  return {
    id: row.id,
    uid: row.uid,
    sequence: row.sequence,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    position: row.position,
    district: row.district,
    agenda: row.agenda,
    visitorTimeZone: row.visitorTimeZone,
    tokenHash: row.manageTokenHash,
  }
}

/**
 * Consultations booked on the site (decision 40): the open times, a booking and its emails in one
 * transaction, the visitor's changes through their private link, the reminders. PostgreSQL, not
 * this code, has the last word on overlaps: a booking that loses a race is refused by the
 * exclusion constraint and answered as `slot_taken`.
 */
export function createBookingService({
  db,
  logger,
  clock,
  siteTimeZone,
  siteHost,
  linkKeys,
  busyBetween = () => Promise.resolve([]),
  emailQueued,
}: {
  db: Db
  logger: Logger
  clock: () => Date
  siteTimeZone: string
  /** the site's host name: the right-hand side of every meeting's UID */
  siteHost: string
  /** the email-links keys, current first (manage-links.server.ts) */
  linkKeys: () => readonly Buffer[]
  /** the consultant's own calendar's busy times (the calendar feed), if connected */
  busyBetween?: (from: Date, to: Date) => Promise<Interval[]>
  /** called after a change and its emails are committed */
  emailQueued: () => void
}) {
  async function availability(): Promise<Availability & { calendarUrl: string | null }> {
    const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1))
    if (!row) return { ...DEFAULT_AVAILABILITY, calendarUrl: null }
    return {
      weeklyHours: row.weeklyHours,
      meetingMinutes: row.meetingMinutes,
      bufferBeforeMinutes: row.bufferBeforeMinutes,
      bufferAfterMinutes: row.bufferAfterMinutes,
      minimumNoticeMinutes: row.minimumNoticeMinutes,
      horizonDays: row.horizonDays,
      dailyCap: row.dailyCap,
      daysOff: row.daysOff,
      calendarUrl: row.calendarUrl,
    }
  }

  /** The open slots now; `except`: a booking whose own time counts as free (it is being moved). */
  async function slots(except?: number): Promise<Slot[]> {
    const now = clock()
    const a = await availability()
    const until = new Date(now.getTime() + (a.horizonDays + 2) * 24 * HOUR)
    const live = await db
      .select({
        id: bookings.id,
        startsAt: bookings.startsAt,
        heldFrom: bookings.heldFrom,
        heldUntil: bookings.heldUntil,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'booked'),
          gt(bookings.heldUntil, new Date(now.getTime() - 24 * HOUR)),
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

  function chosen(open: Slot[], start: Date): Slot {
    const slot = open.find((s) => s.start.getTime() === start.getTime())
    if (!slot) throw slotTaken()
    return slot
  }

  async function queue(
    tx: Tx,
    row: BookingRow,
    change: 'booked' | 'moved' | 'cancelled',
    by?: 'visitor' | 'consultant',
  ) {
    const at = clock().toISOString()
    const booking = snapshot(row)
    const subject = { type: 'booking' as const, id: row.id }
    for (const to of ['visitor', 'owner'] as const) {
      const job: BookingEmailJob = { kind: 'booking-invite', to, change, ...(by ? { by } : {}), booking, at }
      await enqueue(tx, `booking:${row.id}:${row.sequence}:${change}:${to}`, job, { subject })
    }
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
    if (row.status === 'cancelled') {
      throw new DomainError('conflict', 'This meeting was cancelled.', { reason: 'cancelled' })
    }
    if (!changeable(row)) {
      throw new DomainError(
        'conflict',
        'This meeting starts in less than 4 hours, so it can no longer be changed here. Please call or email us.',
        { reason: TOO_LATE },
      )
    }
  }

  async function cancelRow(row: BookingRow, by: 'visitor' | 'consultant') {
    await db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(bookings)
        .set({ status: 'cancelled', sequence: sql`${bookings.sequence} + 1`, cancelledAt: clock(), cancelledBy: by })
        .where(and(eq(bookings.id, row.id), eq(bookings.status, 'booked')))
        .returning()
      if (!cancelled) throw new DomainError('conflict', 'This meeting was cancelled.', { reason: 'cancelled' })
      await dropReminders(tx, row.id)
      await queue(tx, cancelled, 'cancelled', by)
    })
    emailQueued()
  }

  return {
    availability,
    slots,

    /** Saves the Availability settings (one row); existing bookings keep the time they hold. */
    async saveSettings(input: BookingSettings) {
      // Without a calendar address in the input, the one saved stays (the admin saves it on its own).
      const calendarUrl = input.calendarUrl === undefined ? (await availability()).calendarUrl : input.calendarUrl
      const values = { ...input, calendarUrl, updatedAt: clock() }
      await db
        .insert(bookingSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: bookingSettings.id, set: values })
    },

    /** The open times grouped by day in the visitor's zone. */
    async days(visitorTimeZone: string, except?: number): Promise<SlotDay[]> {
      return slotDays(await slots(except), visitorTimeZone)
    },

    /** Books a meeting; returns the manage link's token (the visitor is sent there). */
    async book(input: Booking & { attribution: Booking['attribution'] & { landingPath?: string | null } }) {
      const slot = chosen(await slots(), input.slot)
      const uid = `${randomUUID()}@${siteHost}`
      const token = manageToken(linkKeys()[0]!, uid)
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(bookings)
            .values({
              uid,
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email,
              position: input.position,
              district: input.district,
              agenda: input.agenda ?? null,
              utmSource: input.attribution.utmSource,
              utmMedium: input.attribution.utmMedium,
              utmCampaign: input.attribution.utmCampaign,
              referrer: input.attribution.referrer,
              landingPath: input.attribution.landingPath ?? null,
              startsAt: slot.start,
              endsAt: slot.end,
              heldFrom: slot.heldFrom,
              heldUntil: slot.heldUntil,
              manageTokenHash: tokenHash(token),
              visitorTimeZone: input.timeZone,
              createdAt: clock(),
              updatedAt: clock(),
            })
            .returning()
          await queue(tx, row!, 'booked')
        })
      } catch (error) {
        if (isOverlap(error)) throw slotTaken()
        throw error
      }
      emailQueued()
      return { token }
    },

    /** The meeting a manage link opens, or null for a link that opens none. */
    async manage(token: string): Promise<(ManagedBooking & { id: number }) | null> {
      const row = await byToken(token)
      if (!row) return null
      return {
        id: row.id,
        status: row.status,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        visitorTimeZone: row.visitorTimeZone,
        changeable: changeable(row),
      }
    },

    /** Moves the meeting of a manage link: the same UID, the next SEQUENCE. */
    async reschedule(token: string, start: Date) {
      const row = await byToken(token)
      assertChangeable(row)
      const slot = chosen(await slots(row.id), start)
      try {
        await db.transaction(async (tx) => {
          const [moved] = await tx
            .update(bookings)
            .set({
              startsAt: slot.start,
              endsAt: slot.end,
              heldFrom: slot.heldFrom,
              heldUntil: slot.heldUntil,
              sequence: sql`${bookings.sequence} + 1`,
              updatedAt: clock(),
            })
            .where(and(eq(bookings.id, row.id), eq(bookings.status, 'booked')))
            .returning()
          if (!moved) throw new DomainError('conflict', 'This meeting was cancelled.', { reason: 'cancelled' })
          await dropReminders(tx, row.id)
          await queue(tx, moved, 'moved')
        })
      } catch (error) {
        if (isOverlap(error)) throw slotTaken()
        throw error
      }
      emailQueued()
    },

    /** Cancels the meeting of a manage link (METHOD:CANCEL to both sides). */
    async cancel(token: string) {
      const row = await byToken(token)
      assertChangeable(row)
      await cancelRow(row, 'visitor')
    },

    /** The consultant cancels a meeting from the admin; the visitor is emailed. */
    async cancelById(id: number) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      if (!row) throw new DomainError('not_found', 'Unknown meeting')
      if (row.status === 'cancelled') throw new DomainError('conflict', 'This meeting was already cancelled.')
      await cancelRow(row, 'consultant')
    },

    /** Saves the address of the consultant's own calendar, keeping the other settings as they are. */
    async saveCalendarUrl(calendarUrl: string | null) {
      const { calendarUrl: _old, ...current } = await availability()
      const values = { ...current, calendarUrl, updatedAt: clock() }
      await db
        .insert(bookingSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: bookingSettings.id, set: values })
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

    /** Live and cancelled meetings from `from` to `to`, soonest first (the admin's list). */
    async between(from: Date, to: Date) {
      return db
        .select()
        .from(bookings)
        .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
        .orderBy(asc(bookings.startsAt))
    },

    /**
     * Queues the reminders now due, 24 hours and 1 hour before each live meeting (the scheduler,
     * every minute). Each is queued once per version of the meeting (its dedupe key names the
     * SEQUENCE), only for a time chosen before the reminder's moment, with the row locked so a
     * cancellation or a move either comes first (and nothing is queued) or drops it afterwards.
     */
    async queueReminders(): Promise<number> {
      const now = clock()
      const due = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'booked'),
            gt(bookings.startsAt, now),
            lte(bookings.startsAt, new Date(now.getTime() + 24 * HOUR)),
          ),
        )
      let queued = 0
      for (const { id } of due) {
        await db.transaction(async (tx) => {
          const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
          if (!row || row.status !== 'booked') return
          const left = row.startsAt.getTime() - now.getTime()
          const before = left <= HOUR ? '1h' : '24h'
          const moment = row.startsAt.getTime() - (before === '1h' ? HOUR : 24 * HOUR)
          if (left <= 0 || row.updatedAt.getTime() > moment) return
          const job: BookingEmailJob = {
            kind: 'booking-reminder',
            before,
            booking: snapshot(row),
            at: now.toISOString(),
          }
          await enqueue(tx, `booking:${row.id}:${row.sequence}:reminder-${before}`, job, {
            subject: { type: 'booking', id: row.id },
          })
          queued += 1
        })
      }
      if (queued) emailQueued()
      return queued
    },

    /** The secret in the consultant's subscribe URL, made once per database. */
    feedToken: () => getOrCreate(db, FEED_TOKEN_KEY, () => randomBytes(24).toString('base64url')),

    /** Every meeting as a calendar to subscribe to, or null when the token is not the feed's. */
    async feed(token: string): Promise<string | null> {
      const expected = Buffer.from(await getOrCreate(db, FEED_TOKEN_KEY, () => randomBytes(24).toString('base64url')))
      const given = Buffer.from(token)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      const rows = await db.select().from(bookings).orderBy(asc(bookings.startsAt))
      return buildFeed(
        rows.map((r) => ({
          uid: r.uid,
          sequence: r.sequence,
          start: r.startsAt,
          end: r.endsAt,
          summary: `Free consultation: ${r.firstName} ${r.lastName}, ${r.district}`,
          description: `${r.email}${r.agenda ? `\n\nAgenda: ${r.agenda}` : ''}`,
          status: r.status === 'cancelled' ? ('CANCELLED' as const) : ('CONFIRMED' as const),
        })),
        'Booked consultations',
      )
    },
  }
}
