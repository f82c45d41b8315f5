import { and, eq, gt, sql } from 'drizzle-orm'
import { bookings } from '#db/schema/index.ts'
import type { Tx } from '#app/lib/db.server.ts'
import { queueChange } from './booking-service.server.ts'

/**
 * The consultant gave a new video room (decision 59): every live video meeting still to come takes
 * it, with the next SEQUENCE, and both sides get the updated invitation (change `place`), in the
 * settings' own transaction, so the saved room and the invitations never disagree. Meetings by
 * phone, and those already started, keep what they have. Answers how many were updated.
 */
export async function repointVideoMeetings(tx: Tx, videoUrl: string, now: Date): Promise<number> {
  const changed = await tx
    .update(bookings)
    .set({ videoUrl, sequence: sql`${bookings.sequence} + 1`, updatedAt: now })
    .where(
      and(
        eq(bookings.status, 'booked'),
        eq(bookings.place, 'video'),
        gt(bookings.startsAt, now),
        sql`${bookings.videoUrl} is distinct from ${videoUrl}`,
      ),
    )
    .returning()
  for (const row of changed) await queueChange(tx, row, 'place', now)
  return changed.length
}
