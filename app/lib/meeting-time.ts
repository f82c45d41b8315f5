import { DateTime } from 'luxon'

/** Server-side only: luxon stays out of the pages' scripts. */

export function meetingTime(start: Date, timeZone: string): string {
  return DateTime.fromJSDate(start, { zone: timeZone }).setLocale('en-US').toFormat("cccc, LLLL d, yyyy 'at' h:mm a")
}

export function timeZoneLabel(timeZone: string, at = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ')
  return part && part !== city ? `${part} (${city})` : city
}

export const labelledMeetingTime = (start: Date, timeZone: string): string =>
  `${meetingTime(start, timeZone)} ${timeZoneLabel(timeZone, start)}`

export const clockTime = (at: Date, timeZone: string): string =>
  `${DateTime.fromJSDate(at, { zone: timeZone }).setLocale('en-US').toFormat('h:mm a')} ${timeZoneLabel(timeZone, at)}`
