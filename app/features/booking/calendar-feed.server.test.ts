import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '#app/lib/logger.server.ts'
import type { PinnedFetch } from '#app/lib/safe-fetch.server.ts'
import { appState, bookingSettings } from '#db/schema/index.ts'
import { nodeArgs } from '../../../tests/setup/api-server-process.ts'
import { createTestDatabase } from '../../../tests/setup/test-database.ts'
import { calendar, CHICAGO_VTIMEZONE, event } from '../../../scripts/calendar-feed-fixture.ts'
import { DEFAULT_AVAILABILITY } from './availability.ts'
import {
  CalendarFeedError,
  createCalendarFeed,
  EXPAND_AHEAD_DAYS,
  fetchCalendar,
  MAX_HORIZON_DAYS,
  STATE_KEY,
} from './calendar-feed.server.ts'
import { openSlots } from './slots.ts'
import { icsResponse as calendarResponse, PUBLIC, rejection, resolverOf } from '../../../tests/setup/calendar-fetch.ts'

const SITE = 'America/Chicago'
const DAY = 86_400_000
const iso = (d: Date) => d.toISOString().replace('.000', '')
const spans = (busy: { start: Date; end: Date }[]) => busy.map((b) => `${iso(b.start)}/${iso(b.end)}`)

/** A rule no date matches: ical.js 2.2.1's `next()` looks for a February 30 day by day, forever. */
const NEVER = 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'
const TOO_MANY = 'The calendar has too many repeating events to read.'
const NOT_IN_TIME =
  'A repeating event in your calendar could not be worked out in time, so your busy times were not updated. Look for one that repeats on a date that never comes, such as February 30.'

const ICS = calendar(...event('UID:x', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z'))

const icsResponse = (body: BodyInit | null = ICS, init: ResponseInit = {}) => calendarResponse(body, init)
const refusal = (promise: Promise<unknown>) => rejection(promise, CalendarFeedError)

/**
 * The fetch's rules are app/lib/safe-fetch.server.test.ts's; here, the calendar's own: webcal://,
 * what it asks for, and the admin's sentence for each refusal.
 */
describe('fetchCalendar: the calendar’s address, and the admin’s words for each refusal', () => {
  it('takes a webcal:// address (Apple Calendar) as https, and asks for a calendar', async () => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    expect(
      await fetchCalendar(' webcal://calendar.example/feed.ics', { fetchImpl, resolveImpl: resolverOf(PUBLIC) }),
    ).toBe(ICS)
    const [request] = fetchImpl.mock.calls[0]!
    expect(request.url.href).toBe('https://calendar.example/feed.ics')
    expect(request.address).toBe('93.184.216.34')
    expect(request.accept).toBe('text/calendar, text/plain;q=0.5')
  })

  it.each([
    ['http://calendar.example/feed.ics', 'not_https', 'The calendar address must start with https://.'],
    ['not a url', 'not_https', 'The calendar address is not a valid https:// address.'],
    [
      'https://[::7f00:1]/feed.ics',
      'address_refused',
      'The calendar address points to a private or local network, which is not allowed.',
    ],
    ['https://nowhere.example/feed.ics', 'not_found_host', 'The calendar server’s name could not be found.'],
  ])('refuses %s: %s', async (url, code, message) => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const error = await refusal(fetchCalendar(url, { fetchImpl, resolveImpl: resolverOf(PUBLIC) }))
    expect({ code: error.code, message: error.message }).toEqual({ code, message })
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('says what the server did: its status, a type that is not a calendar, a body past the cap, no answer in time', async () => {
    const resolveImpl = resolverOf(PUBLIC)
    const answer = (response: Response) =>
      fetchCalendar('https://calendar.example/x', { resolveImpl, fetchImpl: async () => response })
    expect((await refusal(answer(new Response('', { status: 404 })))).message).toBe('The calendar server answered 404.')
    expect((await refusal(answer(new Response('<html>', { headers: { 'content-type': 'text/html' } })))).message).toBe(
      'The address did not return a calendar (text/calendar).',
    )
    const big = icsResponse('X', {
      headers: { 'content-type': 'text/calendar', 'content-length': String(3 * 1024 * 1024) },
    })
    expect(await refusal(answer(big))).toMatchObject({
      code: 'too_large',
      message: 'The calendar is larger than 2 MB.',
    })
    const never = await refusal(
      fetchCalendar('https://calendar.example/x', {
        resolveImpl,
        fetchImpl: () => new Promise<Response>(() => undefined),
        timeoutMs: 200,
      }),
    )
    expect(never).toMatchObject({ code: 'timeout', message: 'The calendar server did not answer within 0.2 seconds.' })
    const loop = fetchCalendar('https://calendar.example/x', {
      resolveImpl,
      fetchImpl: async () => new Response(null, { status: 302, headers: { location: '/again' } }),
    })
    expect((await refusal(loop)).message).toBe('The calendar address redirects too many times.')
  })
})

describe('createCalendarFeed: refresh, busy times, last good copy, status', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>
  let server: http.Server
  let base: string
  let served: { status: number; type: string; body: string; stall?: boolean } = {
    status: 200,
    type: 'text/calendar',
    body: '',
  }
  const logLines: string[] = []
  const logger = createLogger({
    level: 'info',
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString())
        done()
      },
    }),
  })
  let now = new Date('2026-02-25T12:00:00Z')
  const clock = () => now
  const SECRET = 'private-8f3e2c1a9b7d6e5f4a3b2c1d0e9f8a7b'
  /** A calendar whose answer waits until the test releases it. */
  let open = () => {}
  const held = {
    body: '',
    requested: false,
    released: false,
    gate: new Promise<void>((resolve) => (open = resolve)),
    release() {
      held.released = true
      open()
    },
  }

  beforeAll(async () => {
    testDb = await createTestDatabase()
    server = http.createServer((req, res) => {
      if (req.url === '/redirect-inside') {
        res.writeHead(302, { location: 'https://localhost/feed.ics' }).end()
        return
      }
      if (req.url?.startsWith('/held/')) {
        held.requested = true
        void held.gate.then(() => res.writeHead(200, { 'content-type': 'text/calendar' }).end(held.body))
        return
      }
      if (req.url === '/redirect-loopback-http') {
        res.writeHead(302, { location: `${base}/feed.ics` }).end()
        return
      }
      res.writeHead(served.status, { 'content-type': served.type })
      if (served.stall) res.write(served.body.slice(0, 20))
      else res.end(served.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await testDb.drop()
  })
  beforeEach(async () => {
    await testDb.database.db.delete(appState).where(eq(appState.key, STATE_KEY))
    logLines.length = 0
    now = new Date('2026-02-25T12:00:00Z')
  })

  const feedOf = (extra: Partial<Parameters<typeof createCalendarFeed>[0]> = {}) =>
    createCalendarFeed({
      db: testDb.database.db,
      clock,
      logger,
      timeZone: SITE,
      allowLoopbackHttpForTests: true,
      ...extra,
    })

  const FEED = calendar(
    ...CHICAGO_VTIMEZONE,
    ...event(
      'UID:standup',
      'DTSTART;TZID=America/Chicago:20260302T090000',
      'DTEND;TZID=America/Chicago:20260302T093000',
      'RRULE:FREQ=WEEKLY;BYDAY=MO,WE',
      'EXDATE;TZID=America/Chicago:20260304T090000',
    ),
    ...event('UID:offsite', 'DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260311'),
  )

  it('reports nothing before the first refresh', async () => {
    const feed = feedOf()
    expect(await feed.status()).toEqual({ lastSuccessAt: null, lastError: null })
    expect(await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual([])
  })

  it('fetches a served .ics from a real local server (test-only http) and answers busy times from the stored copy', async () => {
    served = { status: 200, type: 'text/calendar; charset=utf-8', body: FEED }
    const feed = feedOf()
    await feed.refresh(`${base}/${SECRET}/basic.ics`)
    expect(await feed.status()).toEqual({ lastSuccessAt: now, lastError: null })
    const busy = await feed.busyBetween(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-12T00:00:00Z'))
    expect(spans(busy)).toEqual([
      '2026-03-02T15:00:00Z/2026-03-02T15:30:00Z', // Monday 9:00 CST
      // Wednesday the 4th: EXDATE
      '2026-03-09T14:00:00Z/2026-03-09T14:30:00Z', // Monday 9:00 CDT
      '2026-03-10T05:00:00Z/2026-03-11T05:00:00Z', // the all-day offsite
      '2026-03-11T14:00:00Z/2026-03-11T14:30:00Z',
    ])
    // Only what overlaps the question: an interval that straddles its start is included.
    expect(spans(await feed.busyBetween(new Date('2026-03-10T12:00:00Z'), new Date('2026-03-11T14:00:00Z')))).toEqual([
      '2026-03-10T05:00:00Z/2026-03-11T05:00:00Z',
    ])
    // Another instance (another feed object on the same database) reads the same copy.
    expect(await feedOf().busyBetween(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-03T00:00:00Z'))).toHaveLength(
      1,
    )
  })

  it('keeps the last good copy when a fetch fails, says why in a short sentence, and clears it on the next success', async () => {
    served = { status: 200, type: 'text/calendar', body: FEED }
    const feed = feedOf()
    await feed.refresh(`${base}/${SECRET}/basic.ics`)
    const goodAt = now
    const before = await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))
    expect(before.length).toBeGreaterThan(5)

    now = new Date('2026-02-25T12:05:00Z')
    served = { status: 500, type: 'text/html', body: '<h1>Internal Server Error</h1><pre>at Object.<anonymous></pre>' }
    await feed.refresh(`${base}/${SECRET}/basic.ics`)
    expect(await feed.status()).toEqual({ lastSuccessAt: goodAt, lastError: 'The calendar server answered 500.' })
    expect(await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual(before)

    now = new Date('2026-02-25T12:10:00Z')
    served = { status: 200, type: 'text/calendar', body: 'this is not a calendar' }
    await feed.refresh(`${base}/${SECRET}/basic.ics`)
    const unreadable = await feed.status()
    expect(unreadable).toEqual({ lastSuccessAt: goodAt, lastError: 'The address did not return a readable calendar.' })
    expect(await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual(before)

    now = new Date('2026-02-25T12:15:00Z')
    served = { status: 200, type: 'text/calendar', body: calendar() }
    await feed.refresh(`${base}/${SECRET}/basic.ics`)
    expect(await feed.status()).toEqual({ lastSuccessAt: now, lastError: null })
    expect(await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual([])
  })

  it('records a refusal without a stack, a raw message or the secret address, in the status and the log', async () => {
    const feed = feedOf({ allowLoopbackHttpForTests: false })
    await feed.refresh(`${base}/${SECRET}/basic.ics`)
    const status = await feed.status()
    expect(status.lastError).toBe('The calendar address must start with https://.')

    await feedOf({ resolveImpl: resolverOf({ 'cal.example': ['10.0.0.1'] }) }).refresh(`https://cal.example/${SECRET}`)
    expect((await feed.status()).lastError).toBe(
      'The calendar address points to a private or local network, which is not allowed.',
    )
    await feedOf({
      resolveImpl: resolverOf(PUBLIC),
      fetchImpl: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 93.184.216.34:443'), { code: 'ECONNREFUSED' })
      },
    }).refresh(`https://calendar.example/${SECRET}`)
    const refused = await feed.status()
    expect(refused.lastError).toBe('The calendar server could not be reached.')
    for (const message of [status.lastError, refused.lastError]) {
      expect(message).not.toMatch(/\n|\bat |Error|ECONN|127\.0\.0\.1|private-/)
    }
    const log = logLines.join('')
    expect(logLines.length).toBeGreaterThanOrEqual(3)
    expect(log).toContain('calendar feed refresh failed')
    expect(log).toContain('ECONNREFUSED') // the cause reaches the log…
    expect(log).not.toContain(SECRET) // …the address does not
  })

  it('times out on a real server that stalls mid-body, and refuses a real redirect to a loopback name', async () => {
    served = { status: 200, type: 'text/calendar', body: FEED, stall: true }
    const feed = feedOf({ timeoutMs: 300 })
    const started = Date.now()
    await feed.refresh(`${base}/${SECRET}/basic.ics`)
    expect(Date.now() - started).toBeLessThan(3_000)
    expect((await feed.status()).lastError).toBe('The calendar server did not answer within 0.3 seconds.')

    // The test-only option admits http://127.0.0.1 itself, nothing a redirect names: localhost
    // resolves (for real) to loopback and is refused.
    await feed.refresh(`${base}/redirect-inside`)
    expect((await feed.status()).lastError).toBe(
      'The calendar address points to a private or local network, which is not allowed.',
    )
    served = { status: 200, type: 'text/calendar', body: FEED }
    await feed.refresh(`${base}/redirect-loopback-http`)
    expect((await feed.status()).lastError).toBe('The calendar address must start with https://.')
  })

  it('stops reading a real body past the cap', async () => {
    served = { status: 200, type: 'text/calendar', body: 'X'.repeat(300_000) }
    await feedOf({ maxBytes: 100 * 1024 }).refresh(`${base}/big.ics`)
    expect((await feedOf().status()).lastError).toBe('The calendar is larger than 100 KB.')
  })

  it('forgets the stored copy when cleared', async () => {
    served = { status: 200, type: 'text/calendar', body: FEED }
    const feed = feedOf()
    await feed.refresh(`${base}/feed.ics`)
    expect((await feed.status()).lastSuccessAt).toEqual(now)
    await feed.clear()
    expect(await feed.status()).toEqual({ lastSuccessAt: null, lastError: null })
    expect(await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual([])
  })

  it('refuses a feed of too many occurrences, and one that meets a limit of the expansion, in fixed sentences, keeping the last good copy', async () => {
    served = { status: 200, type: 'text/calendar', body: FEED }
    await feedOf().refresh(`${base}/feed.ics`)
    const goodAt = now
    const before = await feedOf().busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))
    expect(before.length).toBeGreaterThan(5)
    const minutely = Array.from({ length: 5 }, (_, i) =>
      event(`UID:minutely-${i}`, 'DTSTART:20250101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'),
    ).flat()
    const never = event('UID:never', 'DTSTART:20260101T100000Z', 'DTEND:20260101T110000Z', NEVER)
    const cases = [
      // The cap, not the deadline, is under test: a long deadline keeps a loaded machine from racing them.
      {
        body: calendar(...minutely),
        options: { expandDeadlineMs: 60_000 },
        error: TOO_MANY,
        log: { code: 'too_large' },
      },
      {
        body: calendar(...never),
        options: { expandDeadlineMs: 1_000 },
        error: NOT_IN_TIME,
        log: { code: 'recurrence_limit' },
      },
    ]
    for (const { body, options, error, log } of cases) {
      logLines.length = 0
      served = { status: 200, type: 'text/calendar', body }
      await feedOf(options).refresh(`${base}/${SECRET}/basic.ics`)
      expect(await feedOf().status()).toEqual({ lastSuccessAt: goodAt, lastError: error })
      expect(await feedOf().busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual(before)
      expect(logLines).toHaveLength(1)
      expect(JSON.parse(logLines[0]!)).toMatchObject({ msg: 'calendar feed refresh failed', ...log })
      expect(logLines[0]).not.toMatch(/minutely|never|BYMONTH|private-|"err"|unchanged/)
    }
  })

  it('does not expand again a text that failed, while it is unchanged but for its DTSTAMPs, for 6 hours; keeps the copy and the error meanwhile', async () => {
    served = { status: 200, type: 'text/calendar', body: FEED }
    await feedOf().refresh(`${base}/feed.ics`)
    const goodAt = now
    const before = await feedOf().busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))
    const never = (stamp: string) =>
      calendar(...event('UID:never', 'DTSTART:20260101T100000Z', 'DTEND:20260101T110000Z', NEVER)).replace(
        'DTSTAMP:20260101T000000Z',
        `DTSTAMP:${stamp}`,
      )
    const refresh = async (body: string) => {
      served = { status: 200, type: 'text/calendar', body }
      logLines.length = 0
      const started = performance.now()
      await feedOf({ expandDeadlineMs: 1_000 }).refresh(`${base}/feed.ics`)
      expect(logLines).toHaveLength(1)
      return { ms: performance.now() - started, log: JSON.parse(logLines[0]!) as Record<string, unknown> }
    }
    const first = await refresh(never('20260225T120000Z'))
    expect(first.ms).toBeGreaterThanOrEqual(1_000)
    expect(first.log).toMatchObject({ code: 'recurrence_limit' })
    expect(first.log).not.toHaveProperty('unchanged')

    // 5 minutes on, the publisher has stamped the same events anew.
    now = new Date(now.getTime() + 5 * 60_000)
    const again = await refresh(never('20260225T120500Z'))
    expect(again.ms).toBeLessThan(500)
    expect(again.log).toMatchObject({ code: 'recurrence_limit', unchanged: true })
    expect(await feedOf().status()).toEqual({ lastSuccessAt: goodAt, lastError: NOT_IN_TIME })
    expect(await feedOf().busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual(before)

    // 6 hours after it was expanded, the same text is tried again.
    now = new Date(goodAt.getTime() + 6 * 3_600_000)
    const later = await refresh(never('20260225T180000Z'))
    expect(later.ms).toBeGreaterThanOrEqual(1_000)
    expect(later.log).not.toHaveProperty('unchanged')

    // A changed text is expanded at once, and its success forgets the failure.
    now = new Date(now.getTime() + 5 * 60_000)
    served = { status: 200, type: 'text/calendar', body: FEED.replace('UID:offsite', 'UID:offsite-2') }
    await feedOf().refresh(`${base}/feed.ics`)
    expect(await feedOf().status()).toEqual({ lastSuccessAt: now, lastError: null })
    const [row] = await testDb.database.db.select().from(appState).where(eq(appState.key, STATE_KEY))
    expect(JSON.parse(row!.value)).not.toHaveProperty('failedText')
  })

  /** A weekly meeting on Tuesdays at 10:00 in Chicago, from March 3, 2026, without end. */
  const WEEKLY = calendar(
    ...CHICAGO_VTIMEZONE,
    ...event(
      'UID:board',
      'DTSTART;TZID=America/Chicago:20260303T100000',
      'DTEND;TZID=America/Chicago:20260303T110000',
      'RRULE:FREQ=WEEKLY;BYDAY=TU',
    ),
  )
  const day = (n: number) => new Date(now.getTime() + n * DAY)

  it('stores busy times for the whole booking horizon, whatever it is set to: a weekly event is busy at day 150 and on the farthest bookable day', async () => {
    served = { status: 200, type: 'text/calendar', body: WEEKLY }
    await feedOf().refresh(`${base}/feed.ics`)
    // Day 150 from the refresh (February 25, 12:00Z) is Saturday, July 25; the Tuesday after it:
    expect(spans(await feedOf().busyBetween(day(150), day(157)))).toEqual(['2026-07-28T15:00:00Z/2026-07-28T16:00:00Z'])
    // The farthest day the settings allow (180) and the 2 days the slots look past it.
    expect(MAX_HORIZON_DAYS).toBe(180)
    expect(spans(await feedOf().busyBetween(day(MAX_HORIZON_DAYS - 5), day(MAX_HORIZON_DAYS + 2)))).toEqual([
      '2026-08-25T15:00:00Z/2026-08-25T16:00:00Z',
    ])
    // The copy ends EXPAND_AHEAD_DAYS (189) from the refresh: a week of failed refreshes still covers it.
    const all = await feedOf().busyBetween(day(0), day(400))
    expect(all).toHaveLength(27)
    expect(all.at(-1)!.start < day(EXPAND_AHEAD_DAYS)).toBe(true)
    expect(all.at(-1)!.start > day(EXPAND_AHEAD_DAYS - 7)).toBe(true)
  })

  it('leaves no time open at day 150 that the calendar holds, once the admin raises the horizon, without another refresh', async () => {
    served = { status: 200, type: 'text/calendar', body: WEEKLY }
    await feedOf().refresh(`${base}/feed.ics`)
    // What the booking service asks for (booking-service.server.ts, slots()): the horizon and 2 days more.
    const slotsFor = async (horizonDays: number) =>
      openSlots({
        availability: { ...DEFAULT_AVAILABILITY, horizonDays },
        siteTimeZone: SITE,
        now,
        bookings: [],
        busy: await feedOf().busyBetween(now, day(horizonDays + 2)),
      })
    const tuesday = { start: new Date('2026-07-28T05:00:00Z'), end: new Date('2026-07-29T05:00:00Z') }
    const held = { start: new Date('2026-07-28T15:00:00Z'), end: new Date('2026-07-28T16:00:00Z') }
    expect((await slotsFor(30)).filter((s) => s.start >= tuesday.start)).toEqual([])
    const raised = await slotsFor(MAX_HORIZON_DAYS)
    const onTuesday = raised.filter((s) => s.start >= tuesday.start && s.start < tuesday.end)
    expect(onTuesday.length).toBeGreaterThan(5)
    expect(onTuesday.filter((s) => s.heldFrom < held.end && s.heldUntil > held.start)).toEqual([])
    // Every time offered lies inside the stored copy.
    expect(raised.at(-1)!.heldUntil < day(EXPAND_AHEAD_DAYS)).toBe(true)
  })

  it(
    'answers /api/health within a second all through the refresh at start of a calendar that cannot be worked out, and keeps the last good copy',
    { timeout: 120_000 },
    async () => {
      served = { status: 200, type: 'text/calendar', body: FEED }
      const feed = feedOf()
      await feed.refresh(`${base}/${SECRET}/basic.ics`)
      const good = await feed.status()
      const before = await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))
      expect(before.length).toBeGreaterThan(5)
      // The address the admin saved; the child's refresh at start fetches it, and is answered
      // (with the rule that matches no date) only once this test is watching.
      await testDb.database.db
        .insert(bookingSettings)
        .values({ id: 1, ...DEFAULT_AVAILABILITY, calendarUrl: `${base}/held/${SECRET}.ics`, updatedAt: new Date() })
        .onConflictDoUpdate({ target: bookingSettings.id, set: { calendarUrl: `${base}/held/${SECRET}.ics` } })
      held.body = calendar(...event('UID:never', 'DTSTART:20260101T100000Z', 'DTEND:20260101T110000Z', NEVER))

      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-feed-'))
      const child = spawn(process.execPath, nodeArgs('tests/setup/calendar-feed-api-server.ts'), {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: testDb.url,
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
          SEED_CONTENT: 'false',
          SECRET_KEY: 'test-secret-key-of-sufficient-length-000',
          SITE_URL: 'http://127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      try {
        await vi.waitFor(() => expect(output).toMatch(/listening \d+/), { timeout: 30_000, interval: 100 })
        const url = `http://127.0.0.1:${/listening (\d+)/.exec(output)![1]}`
        const answers: { ms: number; status: number; during: boolean }[] = []
        const deadline = Date.now() + 60_000
        let failed: string | null = null
        while (Date.now() < deadline) {
          // The feed is served once the server has answered a first time: the refresh runs from here.
          if (answers.length === 1) held.release()
          const started = performance.now()
          const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
            (r) => r.status,
            () => 0,
          )
          const ms = performance.now() - started
          failed = (await feed.status()).lastError
          answers.push({ ms, status, during: held.released && !failed })
          if (failed || ms >= 1_000 || status !== 200) break
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(held.requested).toBe(true)
        expect(answers.every((a) => a.status === 200 && a.ms < 1_000)).toBe(true)
        expect(answers.filter((a) => a.during).length).toBeGreaterThanOrEqual(3)
        expect(failed).toBe(NOT_IN_TIME)
        expect(await feed.status()).toEqual({ lastSuccessAt: good.lastSuccessAt, lastError: NOT_IN_TIME })
        expect(await feed.busyBetween(new Date('2026-03-01'), new Date('2026-04-01'))).toEqual(before)
        expect(output).toMatch(/"code":"recurrence_limit"/)
        expect(output).not.toContain(SECRET)
      } finally {
        child.kill('SIGTERM')
        const killed = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(killed)
        await fs.rm(dataDir, { recursive: true, force: true })
      }
    },
  )
})
