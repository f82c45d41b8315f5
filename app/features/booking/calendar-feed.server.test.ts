import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLogger } from '#app/lib/logger.server.ts'
import { appState } from '#db/schema/index.ts'
import { createTestDatabase } from '../../../tests/setup/test-database.ts'
import { calendar, CHICAGO_VTIMEZONE, event, syntheticFeed } from '../../../scripts/calendar-feed-fixture.ts'
import {
  CalendarFeedError,
  createCalendarFeed,
  expandBusy,
  fetchCalendar,
  isPublicAddress,
  pinnedFetch,
  STATE_KEY,
  type PinnedFetch,
  type ResolvedAddress,
} from './calendar-feed.server.ts'

const SITE = 'America/Chicago'
const iso = (d: Date) => d.toISOString().replace('.000', '')
const spans = (busy: { start: Date; end: Date }[]) => busy.map((b) => `${iso(b.start)}/${iso(b.end)}`)

/** Outlook names its zones the Windows way and defines them in the feed: not an IANA name. */
const BERLIN_OUTLOOK = [
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
]

/** 2026: US daylight saving starts March 8, Europe's March 29; US ends November 1. */
const window = { from: new Date('2026-02-24T12:00:00Z'), until: new Date('2026-04-27T12:00:00Z'), timeZone: SITE }

describe('expandBusy: what in a feed is busy, and when', () => {
  it('expands a weekly RRULE across the March DST change, less its EXDATE, with a moved and a cancelled instance', () => {
    const text = calendar(
      ...CHICAGO_VTIMEZONE,
      ...event(
        'UID:weekly-1',
        'SUMMARY:Board prep',
        'DTSTART;TZID=America/Chicago:20260223T100000',
        'DTEND;TZID=America/Chicago:20260223T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260414T045959Z',
        'EXDATE;TZID=America/Chicago:20260316T100000',
      ),
      // The March 30 instance moved to Tuesday 14:00.
      ...event(
        'UID:weekly-1',
        'RECURRENCE-ID;TZID=America/Chicago:20260330T100000',
        'DTSTART;TZID=America/Chicago:20260331T140000',
        'DTEND;TZID=America/Chicago:20260331T150000',
      ),
      // The April 6 instance cancelled.
      ...event('UID:weekly-1', 'RECURRENCE-ID;TZID=America/Chicago:20260406T100000', 'STATUS:CANCELLED'),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-02T16:00:00Z/2026-03-02T17:00:00Z', // 10:00 CST
      '2026-03-09T15:00:00Z/2026-03-09T16:00:00Z', // 10:00 CDT: the day after the change
      // March 16: EXDATE
      '2026-03-23T15:00:00Z/2026-03-23T16:00:00Z',
      '2026-03-31T19:00:00Z/2026-03-31T20:00:00Z', // March 30 moved to March 31, 14:00 CDT
      // April 6: cancelled override; April 13: the last before UNTIL
      '2026-04-13T15:00:00Z/2026-04-13T16:00:00Z',
    ])
  })

  it('matches an override written in UTC to the instance it replaces', () => {
    const text = calendar(
      ...CHICAGO_VTIMEZONE,
      ...event(
        'UID:daily-utc',
        'DTSTART;TZID=America/Chicago:20260302T080000',
        'DURATION:PT30M',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
      ...event('UID:daily-utc', 'RECURRENCE-ID:20260303T140000Z', 'DTSTART:20260303T200000Z', 'DTEND:20260303T203000Z'),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-02T14:00:00Z/2026-03-02T14:30:00Z',
      '2026-03-03T20:00:00Z/2026-03-03T20:30:00Z',
      '2026-03-04T14:00:00Z/2026-03-04T14:30:00Z',
    ])
  })

  it('gives an override without an end its master’s length', () => {
    const text = calendar(
      ...event('UID:m', 'DTSTART:20260302T150000Z', 'DTEND:20260302T170000Z', 'RRULE:FREQ=DAILY;COUNT=2'),
      ...event('UID:m', 'RECURRENCE-ID:20260303T150000Z', 'DTSTART:20260303T180000Z'),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-02T15:00:00Z/2026-03-02T17:00:00Z',
      '2026-03-03T18:00:00Z/2026-03-03T20:00:00Z',
    ])
  })

  it('makes an all-day event busy from midnight to midnight on the site’s clocks, DST included', () => {
    const text = calendar(
      ...event('UID:conf', 'SUMMARY:Conference', 'DTSTART;VALUE=DATE:20260304', 'DTEND;VALUE=DATE:20260306'),
      ...event('UID:weekend', 'DTSTART;VALUE=DATE:20260307', 'DTEND;VALUE=DATE:20260309'),
      ...event('UID:one-day', 'DTSTART;VALUE=DATE:20260320'),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-04T06:00:00Z/2026-03-06T06:00:00Z',
      // midnight CST on the 7th to midnight CDT on the 9th: 47 hours
      '2026-03-07T06:00:00Z/2026-03-09T05:00:00Z',
      '2026-03-20T05:00:00Z/2026-03-21T05:00:00Z',
    ])
  })

  it('repeats an all-day event with its EXDATE', () => {
    const text = calendar(
      ...event(
        'UID:fridays-off',
        'DTSTART;VALUE=DATE:20260306',
        'DTEND;VALUE=DATE:20260307',
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'EXDATE;VALUE=DATE:20260313',
      ),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-06T06:00:00Z/2026-03-07T06:00:00Z',
      '2026-03-20T05:00:00Z/2026-03-21T05:00:00Z',
    ])
  })

  it('ignores transparent ("free") and cancelled events, and events of no length', () => {
    const text = calendar(
      ...event('UID:free', 'TRANSP:TRANSPARENT', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z'),
      ...event('UID:gone', 'STATUS:CANCELLED', 'DTSTART:20260302T170000Z', 'DTEND:20260302T180000Z'),
      ...event(
        'UID:free-series',
        'TRANSP:TRANSPARENT',
        'DTSTART:20260302T190000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=DAILY',
      ),
      ...event('UID:point', 'DTSTART:20260302T200000Z'),
      ...event('UID:real', 'TRANSP:OPAQUE', 'STATUS:CONFIRMED', 'DTSTART:20260302T210000Z', 'DTEND:20260302T213000Z'),
    )
    expect(spans(expandBusy(text, window))).toEqual(['2026-03-02T21:00:00Z/2026-03-02T21:30:00Z'])
  })

  it('honours a VTIMEZONE of a non-IANA name (Outlook) across its own DST change', () => {
    const text = calendar(
      ...BERLIN_OUTLOOK,
      ...event(
        'UID:berlin',
        'DTSTART;TZID=W. Europe Standard Time:20260324T090000',
        'DTEND;TZID=W. Europe Standard Time:20260324T100000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
      ),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-24T08:00:00Z/2026-03-24T09:00:00Z', // 09:00 CET
      '2026-03-31T07:00:00Z/2026-03-31T08:00:00Z', // 09:00 CEST
    ])
  })

  it('reads an undefined IANA TZID by that zone, and a floating time on the site’s clocks', () => {
    const text = calendar(
      ...event(
        'UID:la',
        'DTSTART;TZID=America/Los_Angeles:20260306T090000',
        'DTEND;TZID=America/Los_Angeles:20260306T093000',
        'RRULE:FREQ=WEEKLY;UNTIL=20260313T160000Z',
      ),
      // East of UTC, a UTC UNTIL compared on the wall clock would end the series a day early.
      ...event(
        'UID:tokyo',
        'DTSTART;TZID=Asia/Tokyo:20260303T090000',
        'DTEND;TZID=Asia/Tokyo:20260303T093000',
        'RRULE:FREQ=DAILY;UNTIL=20260305T000000Z',
      ),
      ...event('UID:floating', 'DTSTART:20260310T120000', 'DTEND:20260310T130000'),
      ...event(
        'UID:unknown-zone',
        'DTSTART;TZID=Nowhere/Special:20260311T120000',
        'DTEND;TZID=Nowhere/Special:20260311T130000',
      ),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-03T00:00:00Z/2026-03-03T00:30:00Z',
      '2026-03-04T00:00:00Z/2026-03-04T00:30:00Z',
      '2026-03-05T00:00:00Z/2026-03-05T00:30:00Z', // exactly at UNTIL: included
      '2026-03-06T17:00:00Z/2026-03-06T17:30:00Z', // 09:00 PST
      '2026-03-10T17:00:00Z/2026-03-10T18:00:00Z', // floating 12:00 on Chicago's clocks (CDT)
      '2026-03-11T17:00:00Z/2026-03-11T18:00:00Z', // an unknown zone: the site's
      '2026-03-13T16:00:00Z/2026-03-13T16:30:00Z', // 09:00 PDT, exactly at UNTIL
    ])
  })

  it('keeps only what overlaps the window, merges overlaps, and survives a rule that never ends', () => {
    const text = calendar(
      ...event('UID:old', 'DTSTART:20250101T150000Z', 'DTEND:20250101T160000Z'),
      ...event('UID:long-leave', 'DTSTART:20260105T150000Z', 'DTEND:20260225T000000Z'),
      ...event('UID:late', 'DTSTART:20270101T150000Z', 'DTEND:20270101T160000Z'),
      ...event('UID:a', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z'),
      ...event('UID:b', 'DTSTART:20260302T153000Z', 'DTEND:20260302T163000Z'),
      ...event('UID:c', 'DTSTART:20260302T163000Z', 'DTEND:20260302T170000Z'),
      ...event('UID:forever', 'DTSTART:20200106T060000Z', 'DURATION:PT15M', 'RRULE:FREQ=DAILY'),
    )
    const busy = expandBusy(text, window)
    expect(spans(busy)).toContain('2026-03-02T15:00:00Z/2026-03-02T17:00:00Z')
    // Started weeks before the window, ends inside it: busy.
    expect(spans(busy)).toContain('2026-01-05T15:00:00Z/2026-02-25T00:00:00Z')
    expect(spans(busy).some((s) => s.startsWith('2025-'))).toBe(false)
    expect(busy.every((b) => b.end > window.from && b.start < window.until)).toBe(true)
    expect(busy.filter((b) => b.start.getUTCHours() === 6)).toHaveLength(62)
    for (let i = 1; i < busy.length; i += 1) expect(busy[i]!.start > busy[i - 1]!.end).toBe(true)
  })

  it('reads a working calendar at the bench’s scale (5,000 events, 200 recurring) into merged busy times', () => {
    const now = new Date('2026-03-02T15:00:00Z')
    const busy = expandBusy(syntheticFeed({ now, events: 5_000, recurring: 200 }), window)
    expect(busy.length).toBeGreaterThan(100)
    expect(busy.every((b) => b.end > window.from && b.start < window.until)).toBe(true)
    for (let i = 1; i < busy.length; i += 1) expect(busy[i]!.start > busy[i - 1]!.end).toBe(true)
  })

  it('refuses a feed whose rules would run to too many occurrences', () => {
    const rules = Array.from({ length: 5 }, (_, i) =>
      event(`UID:minutely-${i}`, 'DTSTART:20250101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'),
    ).flat()
    const error = (() => {
      try {
        expandBusy(calendar(...rules), window)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(CalendarFeedError)
    expect((error as CalendarFeedError).message).toBe('The calendar has too many repeating events to read.')
  })

  it('refuses what is not iCalendar', () => {
    expect(() => expandBusy('<html><body>Sign in</body></html>', window)).toThrow(CalendarFeedError)
    expect(() => expandBusy('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:X\r\nEND:VCARD\r\n', window)).toThrow(CalendarFeedError)
  })
})

describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '2002:a00:1::1', // 6to4 of 10.0.0.1
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false))

  it.each(['8.8.8.8', '142.250.72.14', '2607:f8b0:4009:80b::200e', '::ffff:8.8.8.8'])('allows %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  )
})

const ICS = calendar(...event('UID:x', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z'))

const icsResponse = (body: BodyInit | null = ICS, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/calendar; charset=utf-8' }, ...init })

const resolverOf =
  (table: Record<string, string[]>) =>
  async (hostname: string): Promise<ResolvedAddress[]> => {
    const list = table[hostname]
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }

const PUBLIC = { 'calendar.example': ['93.184.216.34'] }

async function refusal(promise: Promise<unknown>): Promise<CalendarFeedError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(CalendarFeedError)
  return error as CalendarFeedError
}

describe('fetchCalendar: what the fetch trusts', () => {
  it('connects to the address it checked, naming the host for TLS, and returns the text', async () => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const text = await fetchCalendar('https://calendar.example/private-abc/basic.ics', {
      fetchImpl,
      resolveImpl: resolverOf(PUBLIC),
    })
    expect(text).toBe(ICS)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [request] = fetchImpl.mock.calls[0]!
    expect(request.address).toBe('93.184.216.34')
    expect(request.url.hostname).toBe('calendar.example')
    expect(request.url.protocol).toBe('https:')
  })

  it('takes a webcal:// address (Apple Calendar) as https', async () => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    await fetchCalendar('webcal://calendar.example/feed.ics', { fetchImpl, resolveImpl: resolverOf(PUBLIC) })
    expect(fetchImpl.mock.calls[0]![0].url.href).toBe('https://calendar.example/feed.ics')
  })

  it.each(['http://calendar.example/feed.ics', 'ftp://calendar.example/feed.ics', 'file:///etc/passwd', 'not a url'])(
    'refuses %s before any lookup',
    async (url) => {
      const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
      const resolveImpl = vi.fn(resolverOf(PUBLIC))
      const error = await refusal(fetchCalendar(url, { fetchImpl, resolveImpl }))
      expect(error.code).toBe('not_https')
      expect(resolveImpl).not.toHaveBeenCalled()
      expect(fetchImpl).not.toHaveBeenCalled()
    },
  )

  it.each([
    '10.0.0.7',
    '127.0.0.1',
    '::1',
    '169.254.169.254',
    '::ffff:127.0.0.1',
    '100.64.1.1',
    'fd12:3456::1',
    '0.0.0.0',
    '93.184.216.34 and 192.168.0.10',
  ])('refuses a name that resolves to %s', async (list) => {
    const addresses = list.split(' and ')
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const error = await refusal(
      fetchCalendar('https://inside.example/feed.ics', {
        fetchImpl,
        resolveImpl: resolverOf({ 'inside.example': addresses }),
      }),
    )
    expect(error.code).toBe('address_refused')
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each([
    'https://127.0.0.1/feed.ics',
    'https://[::1]/feed.ics',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:7f00:1]/x',
    'https://2130706433/x',
  ])('refuses the address literal in %s without a lookup', async (url) => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const resolveImpl = vi.fn(resolverOf(PUBLIC))
    const error = await refusal(fetchCalendar(url, { fetchImpl, resolveImpl }))
    expect(error.code).toBe('address_refused')
    expect(resolveImpl).not.toHaveBeenCalled()
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('refuses a name that does not resolve', async () => {
    const error = await refusal(
      fetchCalendar('https://nowhere.example/feed.ics', {
        fetchImpl: async () => icsResponse(),
        resolveImpl: resolverOf({}),
      }),
    )
    expect(error.code).toBe('not_found_host')
    expect(error.message).not.toContain('nowhere.example')
  })

  it('checks every redirect as the first address, and follows at most 3', async () => {
    const resolveImpl = resolverOf({
      ...PUBLIC,
      'hop.example': ['93.184.216.35'],
      'metadata.example': ['169.254.169.254'],
    })
    const redirect = (location: string) => new Response(null, { status: 302, headers: { location } })

    const toInside = vi.fn<PinnedFetch>(async ({ url }) =>
      url.hostname === 'calendar.example' ? redirect('https://metadata.example/latest') : icsResponse(),
    )
    expect(
      (await refusal(fetchCalendar('https://calendar.example/a', { fetchImpl: toInside, resolveImpl }))).code,
    ).toBe('address_refused')
    expect(toInside).toHaveBeenCalledTimes(1)

    const toHttp = async () => redirect('http://hop.example/feed.ics')
    expect((await refusal(fetchCalendar('https://calendar.example/a', { fetchImpl: toHttp, resolveImpl }))).code).toBe(
      'not_https',
    )

    const loop = vi.fn<PinnedFetch>(async () => redirect('/again'))
    expect((await refusal(fetchCalendar('https://calendar.example/a', { fetchImpl: loop, resolveImpl }))).code).toBe(
      'too_many_redirects',
    )
    expect(loop).toHaveBeenCalledTimes(4)

    const twoHops = vi.fn<PinnedFetch>(async ({ url }) =>
      url.pathname === '/a'
        ? redirect('https://hop.example/b')
        : url.pathname === '/b'
          ? redirect('/c')
          : icsResponse(),
    )
    expect(await fetchCalendar('https://calendar.example/a', { fetchImpl: twoHops, resolveImpl })).toBe(ICS)
    expect(twoHops.mock.calls.map(([r]) => `${r.address} ${r.url.href}`)).toEqual([
      '93.184.216.34 https://calendar.example/a',
      '93.184.216.35 https://hop.example/b',
      '93.184.216.35 https://hop.example/c',
    ])
  })

  it('stops reading past 2 MB', async () => {
    let pulled = 0
    const chunk = new Uint8Array(64 * 1024).fill(65)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const error = await refusal(
      fetchCalendar('https://calendar.example/big.ics', {
        fetchImpl: async () => icsResponse(endless),
        resolveImpl: resolverOf(PUBLIC),
      }),
    )
    expect(error.code).toBe('too_large')
    expect(error.message).toBe('The calendar is larger than 2 MB.')
    expect(pulled).toBeLessThanOrEqual(2 * 1024 * 1024 + 3 * chunk.byteLength)
  })

  it('refuses a declared length past 2 MB without reading', async () => {
    let pulled = false
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true
        },
      },
      { highWaterMark: 0 },
    )
    const response = icsResponse(body, {
      headers: { 'content-type': 'text/calendar', 'content-length': String(3 * 1024 * 1024) },
    })
    const error = await refusal(
      fetchCalendar('https://calendar.example/big.ics', {
        fetchImpl: async () => response,
        resolveImpl: resolverOf(PUBLIC),
      }),
    )
    expect(error.code).toBe('too_large')
    expect(pulled).toBe(false)
  })

  it('gives up after the timeout: a server that never answers, and one that stalls mid-body', async () => {
    const never = await refusal(
      fetchCalendar('https://calendar.example/slow.ics', {
        fetchImpl: () => new Promise<Response>(() => undefined),
        resolveImpl: resolverOf(PUBLIC),
        timeoutMs: 200,
      }),
    )
    expect(never.code).toBe('timeout')

    const stalls = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('BEGIN:VCALENDAR\r\n'))
      },
    })
    const started = Date.now()
    const stalled = await refusal(
      fetchCalendar('https://calendar.example/slow.ics', {
        fetchImpl: async () => icsResponse(stalls),
        resolveImpl: resolverOf(PUBLIC),
        timeoutMs: 200,
      }),
    )
    expect(stalled.code).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2_000)

    const slowDns = await refusal(
      fetchCalendar('https://calendar.example/slow.ics', {
        fetchImpl: async () => icsResponse(),
        resolveImpl: () => new Promise<ResolvedAddress[]>(() => undefined),
        timeoutMs: 200,
      }),
    )
    expect(slowDns.code).toBe('timeout')
  })

  it('takes text/calendar and text/plain only, and a 2xx only', async () => {
    const resolveImpl = resolverOf(PUBLIC)
    const as =
      (type: string, status = 200) =>
      async () =>
        new Response('<html></html>', { status, headers: { 'content-type': type } })
    expect(
      (await refusal(fetchCalendar('https://calendar.example/x', { fetchImpl: as('text/html'), resolveImpl }))).code,
    ).toBe('content_type')
    expect(
      (await refusal(fetchCalendar('https://calendar.example/x', { fetchImpl: as('application/json'), resolveImpl })))
        .code,
    ).toBe('content_type')
    expect(
      await fetchCalendar('https://calendar.example/x', { fetchImpl: as('text/plain; charset=utf-8'), resolveImpl }),
    ).toBe('<html></html>')
    const notFound = await refusal(
      fetchCalendar('https://calendar.example/x', { fetchImpl: as('text/calendar', 404), resolveImpl }),
    )
    expect(notFound.code).toBe('http_status')
    expect(notFound.message).toBe('The calendar server answered 404.')
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
  const logger = createLogger(
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString())
        done()
      },
    }),
  )
  let now = new Date('2026-02-25T12:00:00Z')
  const clock = () => now
  const SECRET = 'private-8f3e2c1a9b7d6e5f4a3b2c1d0e9f8a7b'
  let lastHost: string | undefined

  beforeAll(async () => {
    testDb = await createTestDatabase()
    server = http.createServer((req, res) => {
      if (req.url === '/redirect-inside') {
        res.writeHead(302, { location: 'https://localhost/feed.ics' }).end()
        return
      }
      if (req.url === '/redirect-loopback-http') {
        res.writeHead(302, { location: `${base}/feed.ics` }).end()
        return
      }
      lastHost = req.headers.host
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

  it('connects only to the address it is given: a name that does not resolve still reaches it, and is the Host', async () => {
    served = { status: 200, type: 'text/calendar', body: FEED }
    const port = new URL(base).port
    const response = await pinnedFetch({
      url: new URL(`http://calendar.invalid:${port}/feed.ics`),
      address: '127.0.0.1',
      family: 4,
      signal: AbortSignal.timeout(5_000),
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(FEED)
    expect(lastHost).toBe(`calendar.invalid:${port}`)
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

  it('stores intervals for the next 60 days, so a later question is answered from the same copy', async () => {
    served = { status: 200, type: 'text/calendar', body: FEED }
    await feedOf().refresh(`${base}/feed.ics`)
    const busy = await feedOf().busyBetween(new Date('2026-04-20T00:00:00Z'), new Date('2026-04-30T00:00:00Z'))
    expect(spans(busy)).toEqual([
      '2026-04-20T14:00:00Z/2026-04-20T14:30:00Z',
      '2026-04-22T14:00:00Z/2026-04-22T14:30:00Z',
    ])
    // The copy runs 61 days from the refresh (Feb 25 12:00Z): April 27 14:00Z is past it.
  })
})
