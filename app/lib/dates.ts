import { DateTime } from 'luxon'

/** Spec §9 dates; one time zone on server and browser. */
export function shortDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })
}

export function longDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone })
}

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone: making one costs ~45 µs, and the page-view counter asks on every request. */
export function calendarDay(date: Date, timeZone: string): string {
  const format =
    dayFormats.get(timeZone) ??
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
  dayFormats.set(timeZone, format)
  return format.format(date)
}

export function timeOfDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
}

export function dateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
}

export const toWallClock = (iso: string, timeZone: string): string =>
  DateTime.fromISO(iso, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm")

/**
 * null when not such a value. A time a daylight-saving change skips reads with the offset before the
 * change (2:30 becomes 3:30); a time that happens twice reads as its first occurrence.
 */
export function fromWallClock(local: string, timeZone: string): Date | null {
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) ? DateTime.fromISO(local, { zone: timeZone }) : null
  return at?.isValid ? at.getPossibleOffsets()[0]!.toJSDate() : null
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

export function zoneName(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date())
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}
