import type { DaysOff, WeeklyHours } from '#db/schema/booking.ts'

export type { DaysOff, WeeklyHours }

/** When the consultant takes booked consultations, on the site's clocks (SITE_TIME_ZONE; decision 40). */
export interface Availability {
  weeklyHours: WeeklyHours[]
  meetingMinutes: number
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  /** the earliest a meeting can start, from now */
  minimumNoticeMinutes: number
  /** how many days ahead, from today, can be booked */
  horizonDays: number
  /** at most this many meetings on one day; null: no cap */
  dailyCap: number | null
  daysOff: DaysOff[]
  /** where meetings happen (decision 59): a video room's https address, and/or phone calls; neither: "as you prefer" */
  videoUrl: string | null
  phoneCalls: boolean
}

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
