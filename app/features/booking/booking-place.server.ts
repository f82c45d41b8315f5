import { and, eq, gt, sql } from 'drizzle-orm'
import { bookings } from '#db/schema/index.ts'
import type { Tx } from '#app/lib/db.server.ts'
import { queueChange } from './booking-service.server.ts'

/**
 * A new video room goes to every live video meeting still to come, re-invited, in the settings'
 * transaction so the room and the invitations never disagree (decision 59). Answers how many.
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
