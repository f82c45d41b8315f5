/**
 * Consultants' calendars as iCalendar text, for the calendar feed's tests
 * (app/features/booking/calendar-feed.server.test.ts, calendar-expand.server.test.ts) and its bench
 * (`npm run bench -- booking`, scripts/bench-booking.ts): one place that writes a feed, so the tests
 * and the bench read the same shapes.
 */

import { DAY } from '#app/lib/durations.ts'

/** A calendar holding `body` (its VTIMEZONEs and VEVENTs), with CRLF line ends as RFC 5545 asks. */
export const calendar = (...body: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN', ...body, 'END:VCALENDAR', ''].join('\r\n')

/** One VEVENT of these lines, stamped. */
export const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT']

/** A small deterministic generator: the same feed on every run. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0
    return s / 2 ** 32
  }
}

export const pad = (n: number) => String(n).padStart(2, '0')
/** A Date's wall clock in Chicago as iCalendar's local form (YYYYMMDDTHHMMSS), via Intl. */
export function chicagoLocal(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}
export const utcForm = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
const dateForm = (date: Date) => utcForm(date).slice(0, 8)

/** America/Chicago as Google Calendar defines it in a feed. */
export const CHICAGO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:America/Chicago',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/**
 * A consultant's calendar as Google exports it: four and a half years of history and seven months
 * ahead (about 2.6 events a day), most in working hours with a TZID, some in UTC, 2% all-day, 5%
 * transparent, 2% cancelled; `recurring` series started within the last two years, four in five of
 * them ended since (weekly and fortnightly ones still running have two EXDATEs and one moved
 * instance each; daily ones ran for 40 days; monthly ones on the first Tuesday).
 */
export function syntheticFeed({ now, events, recurring }: { now: Date; events: number; recurring: number }): string {
  const next = random(40)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bench//Synthetic feed//EN',
    'X-WR-CALNAME:Work',
    ...CHICAGO_VTIMEZONE,
  ]
  const stamp = utcForm(now)
  const hourAt = (day: Date, hour: number, minute: number) =>
    new Date(Math.floor(day.getTime() / DAY) * DAY + (hour + 6) * 3_600_000 + minute * 60_000)
  for (let i = 0; i < events - recurring; i += 1) {
    const day = new Date(now.getTime() + Math.floor(next() * 1825 - 1600) * DAY)
    const start = hourAt(day, 8 + Math.floor(next() * 9), next() < 0.5 ? 0 : 30)
    const end = new Date(start.getTime() + (next() < 0.6 ? 30 : 60) * 60_000)
    const kind = next()
    lines.push(
      'BEGIN:VEVENT',
      `UID:single-${i}@bench.example`,
      `DTSTAMP:${stamp}`,
      `SUMMARY:Meeting ${i}, room ${i % 7}`,
    )
    if (kind < 0.02) {
      lines.push(`DTSTART;VALUE=DATE:${dateForm(day)}`, `DTEND;VALUE=DATE:${dateForm(new Date(day.getTime() + DAY))}`)
    } else if (kind < 0.2) {
      lines.push(`DTSTART:${utcForm(start)}`, `DTEND:${utcForm(end)}`)
    } else {
      lines.push(
        `DTSTART;TZID=America/Chicago:${chicagoLocal(start)}`,
        `DTEND;TZID=America/Chicago:${chicagoLocal(end)}`,
      )
    }
    if (next() < 0.05) lines.push('TRANSP:TRANSPARENT')
    if (next() < 0.02) lines.push('STATUS:CANCELLED')
    lines.push('DESCRIPTION:Agenda: budget\\, staffing\\; the usual.', 'END:VEVENT')
  }
  for (let i = 0; i < recurring; i += 1) {
    const first = hourAt(new Date(now.getTime() - Math.floor(next() * 730) * DAY), 8 + Math.floor(next() * 8), 0)
    const end = new Date(first.getTime() + 30 * 60_000)
    const uid = `series-${i}@bench.example`
    const kind = i % 10
    const running = i % 5 === 0
    const until = running
      ? ''
      : `;UNTIL=${utcForm(new Date(first.getTime() + next() * (now.getTime() - first.getTime())))}`
    lines.push('BEGIN:VEVENT', `UID:${uid}`, `DTSTAMP:${stamp}`, `SUMMARY:Series ${i}`)
    lines.push(`DTSTART;TZID=America/Chicago:${chicagoLocal(first)}`, `DTEND;TZID=America/Chicago:${chicagoLocal(end)}`)
    if (kind < 7) {
      lines.push(`RRULE:FREQ=WEEKLY${i % 2 ? '' : ';INTERVAL=2'}${until}`)
      if (!running) {
        lines.push('END:VEVENT')
        continue
      }
      const weeks = i % 2 ? 1 : 2
      // Instances after now, on the series' own wall clock (the same time of day across DST).
      const instance = (k: number) => {
        const when = new Date(
          first.getTime() + (Math.ceil((now.getTime() - first.getTime()) / (weeks * 7 * DAY)) + k) * weeks * 7 * DAY,
        )
        return `${chicagoLocal(when).slice(0, 9)}${chicagoLocal(first).slice(9)}`
      }
      lines.push(`EXDATE;TZID=America/Chicago:${instance(1)},${instance(3)}`)
      lines.push('END:VEVENT')
      const moved = instance(2)
      const movedTo = `${moved.slice(0, 9)}${pad(Math.min(+moved.slice(9, 11) + 2, 17))}${moved.slice(11)}`
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uid}`,
        `DTSTAMP:${stamp}`,
        `RECURRENCE-ID;TZID=America/Chicago:${moved}`,
        `DTSTART;TZID=America/Chicago:${movedTo}`,
        'DURATION:PT30M',
        `SUMMARY:Series ${i} (moved)`,
        'END:VEVENT',
      )
      continue
    }
    if (kind < 9) lines.push('RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=40')
    else lines.push(`RRULE:FREQ=MONTHLY;BYDAY=1TU${until}`)
    lines.push('END:VEVENT')
  }
  lines.push('END:VCALENDAR', '')
  return lines.join('\r\n')
}
