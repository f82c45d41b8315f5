import { randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import { bookingRequests, bookings } from '#db/schema/index.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import {
  canonicalAddress,
  visitorMailVerdict,
  type VisitorMailLimits,
} from '#app/features/leads/visitor-mail.server.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { Limits } from '#app/lib/rate-limit.server.ts'
import type { BookingEmailJob } from './booking-emails.server.ts'
import type { Booking } from './booking.schema.ts'
import {
  chosen,
  holdDay,
  moveBooking,
  overlapAsTaken,
  queueChange,
  slotTaken,
  type BookingService,
} from './booking-service.server.ts'
import { manageToken, tokenHash } from './manage-links.server.ts'
import { choosePlace, offeredPlaces } from './place.ts'
import { DAY, MINUTE } from '#app/lib/durations.ts'

export type BookingRequests = ReturnType<typeof createBookingRequests>

/** How long the emailed link confirms the time it was sent for (Cal.com's verification code lasts as long). */
export const CONFIRM_WITHIN_MINUTES = 30
/** An unconfirmed request's row (a stranger's address, maybe) is deleted this long after it expired. */
const KEPT_AFTER_EXPIRY_MS = DAY

type RequestRow = typeof bookingRequests.$inferSelect

/** The live meeting (booked, not yet started) of the mailbox `email` reaches, if any. */
async function liveMeetingOf(db: Db | Tx, email: string, now: Date) {
  const mailbox = canonicalAddress(email).address
  const live = await db
    .select({ id: bookings.id, email: bookings.email, startsAt: bookings.startsAt })
    .from(bookings)
    .where(and(eq(bookings.status, 'booked'), gt(bookings.startsAt, now)))
  return live.find((b) => canonicalAddress(b.email).address === mailbox) ?? null
}

/** Booking from the mailbox (decision 40): a request holds nothing until its emailed link is confirmed. */
export function createBookingRequests({
  db,
  logger,
  clock,
  siteTimeZone,
  siteHost,
  linkKeys,
  limits,
  booking,
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
  limits: VisitorMailLimits & Pick<Limits, 'bookingLinksPerRecipient'>
  booking: BookingService
  emailQueued: () => void
}) {
  async function byToken(token: string): Promise<RequestRow | null> {
    const [row] = await db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.manageTokenHash, tokenHash(token)))
    return row ?? null
  }

  /** The meeting booked from a request: its row in `bookings`, under the same UID and token. */
  async function book(tx: Tx, row: RequestRow, slot: ReturnType<typeof chosen>, videoUrl: string | null) {
    const now = clock()
    // The request's columns are the meeting's, its UID and token hash included.
    const { id: _id, startsAt: _asked, createdAt: _at, expiresAt: _until, movedBookingId: _moved, ...fields } = row
    const { start, end, heldFrom, heldUntil } = slot
    const [booked] = await tx
      .insert(bookings)
      .values({
        ...fields,
        startsAt: start,
        endsAt: end,
        heldFrom,
        heldUntil,
        // the room the consultant offers now; a later change of it re-sends the invitation
        videoUrl: row.place === 'video' ? videoUrl : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await queueChange(tx, booked!, 'booked', now)
    await tx.delete(bookingRequests).where(eq(bookingRequests.id, row.id))
  }

  return {
    /** A time asked for; a mailbox past its own allowance is answered as if the link went (no answer tells what an address was sent). */
    async request(
      input: Booking & { attribution: Booking['attribution'] & { landingPath?: string | null } },
      { client }: { client: string },
    ): Promise<void> {
      const slot = chosen(await booking.slots(), input.slot)
      const where = choosePlace(offeredPlaces(await booking.availability()), input)
      if ('field' in where)
        throw new DomainError('invalid', where.message, { errors: { [where.field]: [where.message] } })
      const verdict = await visitorMailVerdict(db, logger, limits, input.email, client, {
        now: clock(),
        recipient: { purpose: 'booking-link', limit: limits.bookingLinksPerRecipient },
      })
      if (!verdict.allowed) {
        if (verdict.scope === 'recipient') {
          logger.info({ event: 'booking_link_capped' }, 'booking link not sent: the mailbox had its allowance today')
          return
        }
        throw new DomainError(
          'too_many',
          'We cannot send the confirmation email right now. Please try again in an hour, or call us.',
          { reason: 'mail_capped' },
        )
      }
      const uid = `${randomUUID()}@${siteHost}`
      const hash = tokenHash(manageToken(linkKeys()[0]!, uid))
      const expiresAt = new Date(clock().getTime() + CONFIRM_WITHIN_MINUTES * MINUTE)
      const { attribution, agenda, slot: _slot, timeZone: _zone, place: _place, phone: _phone, ...person } = input
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingRequests)
          .values({
            uid,
            ...person,
            agenda: agenda ?? null,
            ...attribution,
            landingPath: attribution.landingPath ?? null,
            startsAt: slot.start,
            visitorTimeZone: input.timeZone,
            place: where.place,
            phone: where.phone,
            manageTokenHash: hash,
            createdAt: clock(),
            expiresAt,
          })
          .returning({ id: bookingRequests.id })
        const job: BookingEmailJob = {
          kind: 'booking-link',
          request: {
            uid,
            startsAt: slot.start.toISOString(),
            email: input.email,
            visitorTimeZone: input.timeZone,
            tokenHash: hash,
            place: where.place,
            expiresAt: expiresAt.toISOString(),
          },
        }
        await enqueue(tx, `booking-request:${row!.id}:link`, job)
      })
      emailQueued()
    },

    /** A link's request (`moved`: it moved the mailbox's meeting; `existing`: the one confirming moves), or null. */
    async pending(token: string) {
      const row = await byToken(token)
      if (!row) return null
      const now = clock()
      const [moved] = row.movedBookingId
        ? await db.select({ startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, row.movedBookingId))
        : []
      const expired = now >= row.expiresAt
      const existing = moved || expired ? null : await liveMeetingOf(db, row.email, now)
      return {
        startsAt: moved?.startsAt ?? row.startsAt,
        visitorTimeZone: row.visitorTimeZone,
        expiresAt: row.expiresAt,
        expired,
        existing: existing ? { startsAt: existing.startsAt } : null,
        moved: moved ? { startsAt: moved.startsAt } : null,
      }
    },

    /** The time (or `start`, if it was taken) becomes the meeting or moves the mailbox's; its lock: one meeting. */
    async confirm(token: string, start?: Date): Promise<'booked' | 'moved'> {
      const row = await byToken(token)
      if (!row) {
        if (await booking.manage(token)) return 'booked'
        throw new DomainError('not_found', 'This link does not open a meeting.')
      }
      if (row.movedBookingId) return 'moved'
      if (clock() >= row.expiresAt) {
        throw new DomainError(
          'conflict',
          `This link has expired: a time is kept for ${CONFIRM_WITHIN_MINUTES} minutes, so nothing was booked. Please choose a time again.`,
          { reason: 'link_expired' },
        )
      }
      const existing = await liveMeetingOf(db, row.email, clock())
      const slot = chosen(await booking.slots(existing?.id), start ?? row.startsAt)
      const { dailyCap, videoUrl } = await booking.availability()
      const mailbox = canonicalAddress(row.email).address
      const outcome = await overlapAsTaken(
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-mailbox:${mailbox}`}, 0))`)
          const [still] = await tx
            .select({ id: bookingRequests.id })
            .from(bookingRequests)
            .where(eq(bookingRequests.id, row.id))
            .for('update')
          if (!still) return 'booked' as const
          const live = await liveMeetingOf(tx, row.email, clock())
          if (live && live.id !== existing?.id) throw slotTaken()
          await holdDay(tx, { start: slot.start, dailyCap, siteTimeZone, except: live?.id })
          if (!live) {
            await book(tx, row, slot, videoUrl)
            return 'booked' as const
          }
          await moveBooking(tx, live.id, slot, clock())
          await tx.update(bookingRequests).set({ movedBookingId: live.id }).where(eq(bookingRequests.id, row.id))
          return 'moved' as const
        }),
      )
      emailQueued()
      return outcome
    },

    /** Deletes the requests nobody confirmed, a day after they expired (the scheduler, hourly). */
    async prune(): Promise<number> {
      const result = await db
        .delete(bookingRequests)
        .where(sql`${bookingRequests.expiresAt} < ${new Date(clock().getTime() - KEPT_AFTER_EXPIRY_MS)}`)
      return result.rowCount ?? 0
    },
  }
}
