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

const pad = (n: number) => String(n).padStart(2, '0')

function wallFields(date: Date, timeZone: string) {
  const parts = formatter('wall', timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  }
}

export function toWallClock(iso: string, timeZone: string): string {
  const f = wallFields(new Date(iso), timeZone)
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`
}

/**
 * null when not such a value. A time a daylight-saving change skips reads with the offset before the
 * change (2:30 becomes 3:30); a time that happens twice reads as its first occurrence.
 */
export function fromWallClock(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local)
  if (!m) return null
  const [year, month, day, hour, minute, second] = m.slice(1).map((n) => Number(n ?? 0)) as number[]
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!)
  if (Number.isNaN(asUtc)) return null
  const offset = (at: number) => {
    const f = wallFields(new Date(at), timeZone)
    return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(at / 1000) * 1000
  }
  const DAY = 24 * 60 * 60 * 1000
  const before = asUtc - offset(asUtc - DAY)
  const after = asUtc - offset(asUtc + DAY)
  const shows = (at: number) => toWallClock(new Date(at).toISOString(), timeZone) === local.slice(0, 16)
  const real = [before, after].filter(shows).sort((a, b) => a - b)
  return new Date(real[0] ?? before)
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
