import { randomBytes, timingSafeEqual } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { appState, bookings } from '#db/schema/index.ts'
import { getOrCreate } from '#app/lib/app-state.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { buildFeed } from './ics.ts'

/** app_state: the secret of the consultant's subscribe URL */
const FEED_TOKEN_KEY = 'booking-feed-token'
const newToken = () => randomBytes(24).toString('base64url')

export type BookingFeed = ReturnType<typeof createBookingFeed>

/** The consultant's subscribe URL (decision 40); its secret is read per request: a new one retires the old at once. */
export function createBookingFeed({ db }: { db: Db }) {
  return {
    /** The secret in the subscribe URL, made once per database. */
    token: () => getOrCreate(db, FEED_TOKEN_KEY, newToken),

    /** A new secret: the old URL answers 404 from now on, and a calendar subscribed to it stops updating. */
    async rotate(): Promise<string> {
      const value = newToken()
      await db
        .insert(appState)
        .values({ key: FEED_TOKEN_KEY, value })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } })
      return value
    },

    /** Every meeting as a calendar to subscribe to, or null when the token is not the feed's. */
    async feed(token: string): Promise<string | null> {
      const [row] = await db.select().from(appState).where(eq(appState.key, FEED_TOKEN_KEY))
      if (!row) return null
      const expected = Buffer.from(row.value)
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
