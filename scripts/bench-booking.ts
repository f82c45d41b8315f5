/**
 * Booking at scale (docs/decisions/0040-booking-on-the-site.md), `npm run bench -- booking`: a
 * fresh embedded database with 500 bookings (60 live and 140 cancelled ahead, 300 in the last 75
 * days) and the consultant's calendar as a feed of 5,000 events, 200 of them recurring (weekly and
 * fortnightly with EXDATEs and a moved instance, daily, monthly), with all-day, transparent,
 * cancelled and TZID'd events, served over loopback http. Measured:
 * - a feed refresh: fetch, parse, expand 61 days, store (p50 and max of 5, wall and CPU time), and
 *   how much it raises the process's peak memory;
 * - `busyBetween` for 30 days (p50/p95 of 200);
 * - the open slots for the next 30 days as /book asks for them: the booking service's `days()`,
 *   which reads the settings and the bookings, the busy times and computes the slots (p50/p95 of 200).
 * Target: open slots p95 < 50 ms.
 */
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createCalendarFeed } from '#app/features/booking/calendar-feed.server.ts'
import { createBookingService } from '#app/features/booking/booking.server.ts'
import { connectDatabase, runMigrations } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { bookings } from '#db/schema/index.ts'

const SITE = 'America/Chicago'
const DAY = 86_400_000
const RUNS = 200

export interface BookingBench {
  /** the machine's 1-minute load average when the measures started: other work shares the 2 cores */
  loadAverage: number
  feed: { events: number; recurring: number; bytes: number }
  bookings: number
  refreshMs: { p50: number; max: number }
  busyIntervals: number
  /** CPU time of one refresh (this process, all threads): what it costs a contended machine */
  refreshCpuMs: { p50: number; max: number }
  /** how much the process's peak resident memory grew over the refreshes */
  peakRssGrowthMb: number
  busyBetweenMs: Summary
  openSlotsMs: Summary
  openSlots: number
}
interface Summary {
  runs: number
  p50: number
  p95: number
  max: number
}

function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!
  const round = (n: number) => Math.round(n * 100) / 100
  return { runs: values.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)!) }
}

/** A small deterministic generator: the same feed on every run. */
function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0
    return s / 2 ** 32
  }
}

const pad = (n: number) => String(n).padStart(2, '0')
/** A Date's wall clock in Chicago as iCalendar's local form (YYYYMMDDTHHMMSS), via Intl. */
function chicagoLocal(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: SITE,
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
const utcForm = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
const dateForm = (date: Date) => utcForm(date).slice(0, 8)

const VTIMEZONE = [
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
    ...VTIMEZONE,
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

/**
 * 500 bookings: 60 live (the next 20 weekdays at 9:00, 12:00 and 15:00 on the site's clocks), 140
 * cancelled on the weekdays after them, and 300 live in the last 75 days, four a day.
 */
export function syntheticBookings(now: Date): (typeof bookings.$inferInsert)[] {
  const rows: (typeof bookings.$inferInsert)[] = []
  const row = (start: Date, status: 'booked' | 'cancelled', n: number) => ({
    uid: `bench-${n}@bench.example`,
    sequence: status === 'cancelled' ? 1 : 0,
    firstName: 'Bench',
    lastName: `Visitor ${n}`,
    email: `visitor${n}@district.example`,
    position: 'it-director',
    district: `District ${n % 40}`,
    startsAt: start,
    endsAt: new Date(start.getTime() + 30 * 60_000),
    heldFrom: new Date(start.getTime() - 15 * 60_000),
    heldUntil: new Date(start.getTime() + 45 * 60_000),
    status,
    manageTokenHash: `bench-token-hash-${n}`,
    visitorTimeZone: 'America/Los_Angeles',
  })
  const times = [
    [9, 0],
    [12, 0],
    [15, 0],
  ] as const
  let n = 0
  for (let d = 2; rows.length < 200 && d < 120; d += 1) {
    const day = new Date(now.getTime() + d * DAY)
    const weekday = new Intl.DateTimeFormat('en-US', { timeZone: SITE, weekday: 'short' }).format(day)
    if (weekday === 'Sat' || weekday === 'Sun') continue
    for (const [hour, minute] of times) {
      const local = chicagoLocal(day).slice(0, 8)
      // The instant of hour:minute on that Chicago date: try both offsets, keep the one that reads back.
      const start = [5, 6]
        .map(
          (offset) =>
            new Date(Date.UTC(+local.slice(0, 4), +local.slice(4, 6) - 1, +local.slice(6, 8), hour + offset, minute)),
        )
        .find((candidate) => chicagoLocal(candidate).slice(9, 13) === `${pad(hour)}${pad(minute)}`)!
      if (rows.length < 200) rows.push(row(start, rows.length < 60 ? 'booked' : 'cancelled', n++))
    }
  }
  for (let i = 0; i < 300; i += 1) {
    rows.push(row(new Date(now.getTime() - (1 + Math.floor(i / 4)) * DAY - (i % 4) * 3 * 3_600_000), 'booked', n++))
  }
  return rows
}

export async function benchBooking(root: string): Promise<BookingBench> {
  const dataDir = path.join(root, '.test-data', 'bench-booking')
  await fs.rm(dataDir, { recursive: true, force: true })
  const logger = createLogger('warn')
  const embedded = await startEmbeddedPostgres(dataDir, logger)
  const database = connectDatabase(embedded.url, logger, { max: 4 })
  const now = new Date()
  const feedText = syntheticFeed({ now, events: 5_000, recurring: 200 })
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feedText)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/private/basic.ics`
  try {
    await runMigrations(database, logger)
    const { db } = database
    const seeded = syntheticBookings(now)
    await db.insert(bookings).values(seeded)

    // The bench is a test harness: it serves the feed over loopback http, as the tests do.
    const feed = createCalendarFeed({ db, clock: () => now, logger, timeZone: SITE, allowLoopbackHttpForTests: true })
    const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100
    const refreshes: number[] = []
    const refreshCpu: number[] = []
    const peakRssBefore = process.resourceUsage().maxRSS
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now()
      const cpu = process.cpuUsage()
      await feed.refresh(url)
      refreshes.push(performance.now() - started)
      const used = process.cpuUsage(cpu)
      refreshCpu.push((used.user + used.system) / 1000)
    }
    const peakRssGrowthMb = Math.round((process.resourceUsage().maxRSS - peakRssBefore) / 1024)
    const status = await feed.status()
    if (status.lastError) throw new Error(`the feed refresh failed: ${status.lastError}`)
    const until = new Date(now.getTime() + 30 * DAY)
    const busyIntervals = (await feed.busyBetween(now, until)).length

    const busyTimes: number[] = []
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now()
      await feed.busyBetween(now, until)
      busyTimes.push(performance.now() - started)
    }

    const service = createBookingService({
      db,
      logger,
      clock: () => now,
      siteTimeZone: SITE,
      siteHost: 'bench.example',
      linkKeys: () => [Buffer.alloc(32, 7)],
      busyBetween: (from, to) => feed.busyBetween(from, to),
      emailQueued: () => undefined,
    })
    const slotTimes: number[] = []
    let openSlots = 0
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now()
      const days = await service.days('America/Los_Angeles')
      slotTimes.push(performance.now() - started)
      openSlots = days.reduce((sum, day) => sum + day.times.length, 0)
    }
    return {
      loadAverage,
      feed: { events: 5_000, recurring: 200, bytes: Buffer.byteLength(feedText) },
      bookings: seeded.length,
      refreshMs: { p50: summarize(refreshes).p50, max: summarize(refreshes).max },
      busyIntervals,
      refreshCpuMs: { p50: summarize(refreshCpu).p50, max: summarize(refreshCpu).max },
      peakRssGrowthMb,
      busyBetweenMs: summarize(busyTimes),
      openSlotsMs: summarize(slotTimes),
      openSlots,
    }
  } finally {
    server.close()
    await database.close()
    await embedded.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}

export function printBooking(b: BookingBench) {
  console.log(
    `\nbooking (load average ${b.loadAverage} on ${os.cpus().length} cores): ${b.bookings} bookings, a feed of ${b.feed.events} events (${b.feed.recurring} recurring, ${Math.round(b.feed.bytes / 1024)} KB)`,
  )
  console.log(
    `feed refresh (fetch, parse, expand 61 days, store)  p50 ${b.refreshMs.p50.toFixed(0)} ms   max ${b.refreshMs.max.toFixed(0)} ms   (CPU p50 ${b.refreshCpuMs.p50.toFixed(0)} ms)   peak memory +${b.peakRssGrowthMb} MB   ${b.busyIntervals} busy intervals in 30 days`,
  )
  const line = (label: string, s: Summary) =>
    console.log(
      `${label.padEnd(52)} p50 ${s.p50.toFixed(2).padStart(7)} ms   p95 ${s.p95.toFixed(2).padStart(7)} ms   max ${s.max.toFixed(2).padStart(7)} ms   (${s.runs} runs)`,
    )
  line('busy times for 30 days (busyBetween)', b.busyBetweenMs)
  line(`open slots for 30 days (${b.openSlots} offered; target p95 < 50 ms)`, b.openSlotsMs)
}
