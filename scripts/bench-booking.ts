/**
 * Booking at scale (docs/decisions/0040-booking-on-the-site.md), `npm run bench -- booking`: a
 * fresh embedded database with 500 bookings (60 live and 140 cancelled ahead, 300 in the last 75
 * days) and the consultant's calendar as a feed of 5,000 events, 200 of them recurring (weekly and
 * fortnightly with EXDATEs and a moved instance, daily, monthly), with all-day, transparent,
 * cancelled and TZID'd events, served over loopback http. Measured:
 * - a feed refresh: fetch, parse, expand EXPAND_AHEAD_DAYS (the farthest horizon the settings allow,
 *   180 days, and a margin) in the expansion's worker thread, store (p50 and max of 5, wall and CPU
 *   time of the process, the thread's included), the longest the event loop waited meanwhile, and
 *   how much it raises the process's peak memory;
 * - `busyBetween` for 30 days (p50/p95 of 200);
 * - the open slots as /book asks for them with the horizon at its largest, 180 days: the booking
 *   service's `days()`, which reads the settings and the bookings, the busy times and computes the
 *   slots (p50/p95 of 200).
 * Target: open slots p95 < 50 ms.
 */
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { DEFAULT_AVAILABILITY } from '#app/features/booking/availability.ts'
import { createCalendarFeed, EXPAND_AHEAD_DAYS, MAX_HORIZON_DAYS } from '#app/features/booking/calendar-feed.server.ts'
import { createBookingService } from '#app/features/booking/booking-service.server.ts'
import { connectDatabase, runMigrations } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { bookings } from '#db/schema/index.ts'
import { defaultLimits } from '#app/lib/rate-limit.server.ts'
import { summarize, type Summary } from './bench-summary.ts'
import { chicagoLocal, pad, syntheticFeed } from './calendar-feed-fixture.ts'
import { DAY } from '#app/lib/durations.ts'

const SITE = 'America/Chicago'
const RUNS = 200

export interface BookingBench {
  /** the machine's 1-minute load average when the measures started: other work shares the 2 cores */
  loadAverage: number
  feed: { events: number; recurring: number; bytes: number }
  bookings: number
  /** the booking horizon the open slots were computed for, and how far ahead the refresh expanded */
  horizonDays: number
  expandedDays: number
  refreshMs: { p50: number; max: number }
  /** the longest the event loop waited during a refresh: what a request arriving meanwhile waits */
  refreshLoopDelayMaxMs: number
  busyIntervals: number
  /** CPU time of one refresh (this process, all threads): what it costs a contended machine */
  refreshCpuMs: { p50: number; max: number }
  /** how much the process's peak resident memory grew over the refreshes */
  peakRssGrowthMb: number
  busyBetweenMs: Summary
  openSlotsMs: Summary
  openSlots: number
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
  const logger = createLogger({ level: 'warn' })
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
    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    loopDelay.enable()
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now()
      const cpu = process.cpuUsage()
      await feed.refresh(url)
      refreshes.push(performance.now() - started)
      const used = process.cpuUsage(cpu)
      refreshCpu.push((used.user + used.system) / 1000)
    }
    loopDelay.disable()
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
      busyBetween: (from, to) => feed.busyBetween(from, to),
      emailQueued: () => undefined,
      limits: defaultLimits,
    })
    await service.saveSettings({ ...DEFAULT_AVAILABILITY, horizonDays: MAX_HORIZON_DAYS })
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
      horizonDays: (await service.availability()).horizonDays,
      expandedDays: EXPAND_AHEAD_DAYS,
      refreshLoopDelayMaxMs: Math.round(loopDelay.max / 1e6),
      refreshMs: { p50: summarize(refreshes, 2).p50, max: summarize(refreshes, 2).max },
      busyIntervals,
      refreshCpuMs: { p50: summarize(refreshCpu, 2).p50, max: summarize(refreshCpu, 2).max },
      peakRssGrowthMb,
      busyBetweenMs: summarize(busyTimes, 2),
      openSlotsMs: summarize(slotTimes, 2),
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
    `feed refresh (fetch, parse, expand ${b.expandedDays} days in a worker thread, store)  p50 ${b.refreshMs.p50.toFixed(0)} ms   max ${b.refreshMs.max.toFixed(0)} ms   (CPU p50 ${b.refreshCpuMs.p50.toFixed(0)} ms, max ${b.refreshCpuMs.max.toFixed(0)} ms)   event loop held at most ${b.refreshLoopDelayMaxMs} ms   peak memory +${b.peakRssGrowthMb} MB   ${b.busyIntervals} busy intervals in 30 days`,
  )
  const line = (label: string, s: Summary) =>
    console.log(
      `${label.padEnd(52)} p50 ${s.p50.toFixed(2).padStart(7)} ms   p95 ${s.p95.toFixed(2).padStart(7)} ms   max ${s.max.toFixed(2).padStart(7)} ms   (${s.runs} runs)`,
    )
  line('busy times for 30 days (busyBetween)', b.busyBetweenMs)
  line(`open slots, ${b.horizonDays}-day horizon (${b.openSlots} offered; target p95 < 50 ms)`, b.openSlotsMs)
}
