import { DAY } from './durations.ts'

/** Spec §9 dates; one time zone on server and browser. */
export function shortDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })
}

export function longDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone })
}

export function calendarDay(date: Date, timeZone: string): string {
  return formatter('day', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(date)
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** Made once per use and zone: making one costs ~45 µs, and the page-view counter asks on every request. */
function formatter(use: string, timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US') {
  const key = `${use}\n${timeZone}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone })
    formatters.set(key, made)
  }
  return made
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

/** "2030-01-15T09:30:00" in `timeZone`: Swedish dates are written as ISO 8601 is. */
const wallClock = (at: number, timeZone: string) =>
  formatter('wall', timeZone, { dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }, 'sv-SE')
    .format(at)
    .replace(' ', 'T')

export const toWallClock = (iso: string, timeZone: string): string => wallClock(Date.parse(iso), timeZone).slice(0, 16)

/**
 * null when not such a value. A time a daylight-saving change skips reads with the offset before the
 * change (2:30 becomes 3:30); a time that happens twice reads as its first occurrence.
 */
export function fromWallClock(local: string, timeZone: string): Date | null {
  const asUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local) ? Date.parse(`${local}Z`) : NaN
  if (Number.isNaN(asUtc)) return null
  const offset = (at: number) => Date.parse(`${wallClock(at, timeZone)}Z`) - Math.floor(at / 1000) * 1000
  const before = asUtc - offset(asUtc - DAY)
  const after = asUtc - offset(asUtc + DAY)
  const real = [before, after].filter((at) => wallClock(at, timeZone).slice(0, 16) === local.slice(0, 16))
  return new Date(real.length ? Math.min(...real) : before)
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
