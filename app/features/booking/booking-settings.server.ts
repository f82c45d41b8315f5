import { eq } from 'drizzle-orm'
import { bookingSettings } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { DEFAULT_AVAILABILITY, type Availability } from './availability.ts'
import type { BookingSettings } from './availability.schema.ts'

/** The Availability settings and calendar address (decision 40): one row; a change moves no booking. */
export function createBookingSettings({ db, clock }: { db: Db; clock: () => Date }) {
  async function availability(): Promise<Availability & { calendarUrl: string | null }> {
    const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.id, 1))
    if (!row) return { ...DEFAULT_AVAILABILITY, calendarUrl: null }
    const { id: _id, updatedAt: _at, ...settings } = row
    return settings
  }

  async function save(values: Availability & { calendarUrl: string | null }, tx: Db | Tx = db) {
    const row = { ...values, updatedAt: clock() }
    await tx
      .insert(bookingSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: bookingSettings.id, set: row })
  }

  return {
    availability,

    /** Saves the Availability settings (in `tx`, if given); without a calendar address in the input, the one saved stays. */
    async saveSettings(input: BookingSettings, tx?: Tx) {
      const calendarUrl = input.calendarUrl === undefined ? (await availability()).calendarUrl : input.calendarUrl
      await save({ ...input, calendarUrl }, tx)
    },

    /** Saves the address of the consultant's own calendar, keeping the other settings as they are. */
    async saveCalendarUrl(calendarUrl: string | null) {
      await save({ ...(await availability()), calendarUrl })
    },
  }
}
