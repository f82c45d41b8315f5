import type { bookingSettings } from '#db/schema/booking.ts'

/** When (on SITE_TIME_ZONE's clocks, decision 40) and where (decision 59) the consultant takes meetings. */
export type Availability = Omit<typeof bookingSettings.$inferSelect, 'id' | 'updatedAt' | 'calendarUrl'>

/** The defaults, used until the admin saves settings: Monday to Friday 9:00 to 16:00. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '16:00' })),
  meetingMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minimumNoticeMinutes: 24 * 60,
  horizonDays: 30,
  dailyCap: null,
  daysOff: [],
  videoUrl: null,
  phoneCalls: false,
}

/** Start times are offered every this many minutes from the start of the day's hours. */
export const SLOT_STEP_MINUTES = 30

/** Changes by the visitor (move, cancel) end this long before the meeting starts. */
export const CHANGE_CUTOFF_MINUTES = 4 * 60
