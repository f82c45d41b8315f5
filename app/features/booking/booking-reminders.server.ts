import { and, eq, gt, lte } from 'drizzle-orm'
import { bookings } from '#db/schema/index.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { DAY, HOUR } from '#app/lib/durations.ts'
import { bookingSnapshot, type BookingEmailJob } from './booking-emails.server.ts'

/** The reminders due 24 h and 1 h before (decision 40): once per SEQUENCE, the row locked against a move or cancel. */
export async function queueBookingReminders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + DAY)),
      ),
    )
  let queued = 0
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update')
      if (!row || row.status !== 'booked') return
      const left = row.startsAt.getTime() - now.getTime()
      const before = left <= HOUR ? '1h' : '24h'
      const moment = row.startsAt.getTime() - (before === '1h' ? HOUR : DAY)
      if (left <= 0 || row.updatedAt.getTime() > moment) return
      const job: BookingEmailJob = {
        kind: 'booking-reminder',
        before,
        booking: bookingSnapshot(row),
        at: now.toISOString(),
      }
      await enqueue(tx, `booking:${row.id}:${row.sequence}:reminder-${before}`, job, {
        subject: { type: 'booking', id: row.id },
      })
      queued += 1
    })
  }
  return queued
}
