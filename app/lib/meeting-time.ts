import { DateTime } from 'luxon'

/**
 * How a meeting's time is written everywhere it is shown: the booking pages, the booking emails
 * and the consultant's reminders. Server-side only (luxon stays out of the pages' scripts).
 */

/** "Tuesday, March 10, 2026 at 9:30 AM" in a zone. */
export function meetingTime(start: Date, timeZone: string): string {
  return DateTime.fromJSDate(start, { zone: timeZone }).setLocale('en-US').toFormat("cccc, LLLL d, yyyy 'at' h:mm a")
}

/** "Pacific Time (Los Angeles)": the zone's generic name and its city. */
export function timeZoneLabel(timeZone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ')
  return part && part !== city ? `${part} (${city})` : city
}

/** "Tuesday, March 10, 2026 at 9:30 AM Central Time (Chicago)": the time and the zone it is in. */
export const labelledMeetingTime = (start: Date, timeZone: string): string =>
  `${meetingTime(start, timeZone)} ${timeZoneLabel(timeZone, start)}`

/** "10:42 AM Central Time (Chicago)": a time of day today, as a deadline is written. */
export const clockTime = (at: Date, timeZone: string): string =>
  `${DateTime.fromJSDate(at, { zone: timeZone }).setLocale('en-US').toFormat('h:mm a')} ${timeZoneLabel(timeZone, at)}`
