import { describe, expect, it } from 'vitest'
import { calendar, CHICAGO_VTIMEZONE, event, syntheticFeed } from '../../../scripts/calendar-feed-fixture.ts'
import { EXPAND_LIMITS, expandBusy, ExpandError, expandInWorker } from './calendar-expand.server.ts'

const SITE = 'America/Chicago'
const iso = (d: Date) => d.toISOString().replace('.000', '')
const spans = (busy: { start: Date; end: Date }[]) => busy.map((b) => `${iso(b.start)}/${iso(b.end)}`)

const thrown = (f: () => unknown): unknown => {
  try {
    f()
  } catch (error) {
    return error
  }
  return null
}

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

  it('adds RDATE instances less EXDATE; an RDATE of a PERIOD counts from its start, for the event’s length', () => {
    const text = calendar(
      ...CHICAGO_VTIMEZONE,
      ...event(
        'UID:rdates',
        'DTSTART;TZID=America/Chicago:20260302T090000',
        'DTEND;TZID=America/Chicago:20260302T100000',
        'RDATE;TZID=America/Chicago:20260310T090000,20260312T140000',
        'RDATE;VALUE=PERIOD:20260320T150000Z/20260320T180000Z',
        'EXDATE;TZID=America/Chicago:20260312T140000',
      ),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      // ical.js gives an event of RDATEs alone no instance at its DTSTART (nor did decision 40's reader).
      '2026-03-10T14:00:00Z/2026-03-10T15:00:00Z',
      // ical.js's iterator cannot compare a PERIOD: its start is kept, its own end is not.
      '2026-03-20T15:00:00Z/2026-03-20T16:00:00Z',
    ])
  })

  it('moves the instances after a RANGE=THISANDFUTURE override with it, as ical.js reads one', () => {
    const text = calendar(
      ...event('UID:w', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z', 'RRULE:FREQ=WEEKLY;COUNT=4'),
      ...event(
        'UID:w',
        'RECURRENCE-ID;RANGE=THISANDFUTURE:20260316T150000Z',
        'DTSTART:20260316T170000Z',
        'DTEND:20260316T180000Z',
      ),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-02T15:00:00Z/2026-03-02T16:00:00Z',
      '2026-03-09T15:00:00Z/2026-03-09T16:00:00Z',
      '2026-03-16T17:00:00Z/2026-03-16T18:00:00Z',
      '2026-03-23T17:00:00Z/2026-03-23T18:00:00Z',
    ])
  })

  it('keeps busy an override its series never reaches in the window, one without a series, and one without a DTSTART', () => {
    const text = calendar(
      ...event('UID:b', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z', 'RRULE:FREQ=WEEKLY;COUNT=8'),
      // The May 4 instance, past the window, moved into it.
      ...event('UID:b', 'RECURRENCE-ID:20260504T150000Z', 'DTSTART:20260420T190000Z', 'DTEND:20260420T200000Z'),
      // An invitation to one instance of someone else's series.
      ...event('UID:orphan', 'RECURRENCE-ID:20260303T150000Z', 'DTSTART:20260303T210000Z', 'DTEND:20260303T220000Z'),
      // Renamed only: the instance stays at its time.
      ...event('UID:b', 'RECURRENCE-ID:20260309T150000Z', 'SUMMARY:Renamed'),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-02T15:00:00Z/2026-03-02T16:00:00Z',
      '2026-03-03T21:00:00Z/2026-03-03T22:00:00Z',
      '2026-03-09T15:00:00Z/2026-03-09T16:00:00Z',
      '2026-03-16T15:00:00Z/2026-03-16T16:00:00Z',
      '2026-03-23T15:00:00Z/2026-03-23T16:00:00Z',
      '2026-03-30T15:00:00Z/2026-03-30T16:00:00Z',
      '2026-04-06T15:00:00Z/2026-04-06T16:00:00Z',
      '2026-04-13T15:00:00Z/2026-04-13T16:00:00Z',
      '2026-04-20T15:00:00Z/2026-04-20T16:00:00Z',
      '2026-04-20T19:00:00Z/2026-04-20T20:00:00Z',
    ])
  })

  it('keeps both the instance and a UTC override of it when the series’ TZID is not defined in the feed', () => {
    // ical.js matches an override to its instance by the instance's wall clock or its UTC form; a
    // TZID the feed does not define leaves the instance floating, read through luxon, so a UTC
    // RECURRENCE-ID finds nothing. It errs on the busy side (decision 55).
    const text = calendar(
      ...event(
        'UID:la',
        'DTSTART;TZID=America/Los_Angeles:20260302T090000',
        'DTEND;TZID=America/Los_Angeles:20260302T093000',
        'RRULE:FREQ=DAILY;COUNT=3',
      ),
      ...event('UID:la', 'RECURRENCE-ID:20260303T170000Z', 'DTSTART:20260303T220000Z', 'DTEND:20260303T223000Z'),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-02T17:00:00Z/2026-03-02T17:30:00Z',
      '2026-03-03T17:00:00Z/2026-03-03T17:30:00Z',
      '2026-03-03T22:00:00Z/2026-03-03T22:30:00Z',
      '2026-03-04T17:00:00Z/2026-03-04T17:30:00Z',
    ])
  })

  it('stops one event at its cap of occurrences, and the next expansion starts its count afresh', () => {
    const daily = calendar(...event('UID:d', 'DTSTART:20260301T150000Z', 'DURATION:PT1H', 'RRULE:FREQ=DAILY'))
    const limits = { ...EXPAND_LIMITS, maxOccurrencesPerEvent: 10 }
    expect(spans(expandBusy(daily, window, limits)).at(-1)).toBe('2026-03-10T15:00:00Z/2026-03-10T16:00:00Z')
    expect(expandBusy(daily, window, limits)).toHaveLength(10)
    const error = thrown(() => expandBusy(daily, window, { maxOccurrencesPerEvent: 100, maxOccurrences: 20 }))
    expect(error).toMatchObject({ code: 'too_many_occurrences' })
  })

  it('leaves to ical.js a yearly rule no date matches: it gives up by itself (on a March day ical.js makes of February 30)', () => {
    const text = calendar(
      ...event(
        'UID:y',
        'DTSTART:20260101T100000Z',
        'DTEND:20260101T110000Z',
        'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
      ),
      ...event('UID:x', 'DTSTART:20260303T100000Z', 'DTEND:20260303T110000Z'),
    )
    expect(spans(expandBusy(text, window))).toEqual([
      '2026-03-02T10:00:00Z/2026-03-02T11:00:00Z',
      '2026-03-03T10:00:00Z/2026-03-03T11:00:00Z',
    ])
  })

  it('refuses a feed whose rules would run to too many occurrences', () => {
    const rules = Array.from({ length: 5 }, (_, i) =>
      event(`UID:minutely-${i}`, 'DTSTART:20250101T000000Z', 'DURATION:PT1M', 'RRULE:FREQ=MINUTELY'),
    ).flat()
    const error = thrown(() => expandBusy(calendar(...rules), window))
    expect(error).toBeInstanceOf(ExpandError)
    expect((error as ExpandError).code).toBe('too_many_occurrences')
  })

  it('refuses what is not iCalendar', () => {
    for (const text of ['<html><body>Sign in</body></html>', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:X\r\nEND:VCARD\r\n']) {
      const error = thrown(() => expandBusy(text, window))
      expect(error).toBeInstanceOf(ExpandError)
      expect((error as ExpandError).code).toBe('unreadable')
    }
  })
})

/** A rule no date matches: ical.js 2.2.1's `next()` looks for a February 30 day by day, forever. */
const NEVER = 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'

/** How late a 50 ms timer fires on this thread while `work` runs: the event loop's pace. */
async function worstTimerDelay<T>(work: Promise<T>): Promise<{ settled: PromiseSettledResult<T>; worstMs: number }> {
  let worstMs = 0
  let last = performance.now()
  const timer = setInterval(() => {
    const now = performance.now()
    worstMs = Math.max(worstMs, now - last - 50)
    last = now
  }, 50)
  const [settled] = await Promise.allSettled([work])
  clearInterval(timer)
  return { settled: settled!, worstMs }
}

const reason = (settled: PromiseSettledResult<unknown>) => {
  expect(settled.status).toBe('rejected')
  const error = (settled as PromiseRejectedResult).reason as ExpandError
  expect(error).toBeInstanceOf(ExpandError)
  return error.code
}

describe('expandInWorker: no feed holds the event loop', () => {
  it('answers in its own thread what expandBusy answers in this one', async () => {
    const text = syntheticFeed({ now: new Date('2026-03-02T15:00:00Z'), events: 5_000, recurring: 200 })
    const answer = await expandInWorker(text, window, { deadlineMs: 60_000 })
    expect(spans(answer)).toEqual(spans(expandBusy(text, window)))
  })

  it.each([
    ['an event', [...event('UID:never', 'DTSTART:20260101T100000Z', 'DTEND:20260101T110000Z', NEVER)]],
    [
      'a VTIMEZONE, which ical.js expands itself',
      [
        'BEGIN:VTIMEZONE',
        'TZID:Nowhere',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0600',
        NEVER,
        'END:STANDARD',
        'END:VTIMEZONE',
        ...event('UID:in-nowhere', 'DTSTART;TZID=Nowhere:20260302T100000', 'DTEND;TZID=Nowhere:20260302T110000'),
      ],
    ],
  ])(
    'stops a rule that matches no date, in %s, at the thread’s deadline, and this thread keeps its pace meanwhile',
    async (_, lines) => {
      const started = performance.now()
      const { settled, worstMs } = await worstTimerDelay(
        expandInWorker(calendar(...lines), window, { deadlineMs: 1_500 }),
      )
      const elapsed = performance.now() - started
      expect(reason(settled)).toBe('recurrence_limit')
      expect(elapsed).toBeGreaterThanOrEqual(1_450)
      expect(elapsed).toBeLessThan(5_000)
      expect(worstMs).toBeLessThan(1_000)
    },
  )

  it('gives a feed’s own fault back by its code', async () => {
    const { settled } = await worstTimerDelay(expandInWorker('<html>Sign in</html>', window))
    expect(reason(settled)).toBe('unreadable')
  })
})
