import ICAL from 'ical.js'
import { DateTime, IANAZone } from 'luxon'
import { DAY } from '#app/lib/durations.ts'

/**
 * The consultant's calendar feed as busy intervals (decision 40, "How the feed's times become
 * instants"), with ical.js's own iterators. A feed is text someone else wrote: production expands
 * it in a thread of its own under a wall-clock deadline (calendar-expand-thread.server.ts), and
 * every step of ical.js's recurrence iterators counts against a budget, so no feed can hold the
 * server's event loop, nor a core for long.
 */

export interface BusyInterval {
  start: Date
  end: Date
}

export interface ExpandWindow {
  from: Date
  until: Date
  /** SITE_TIME_ZONE: where an all-day date and a floating time are placed */
  timeZone: string
}

export interface ExpandLimits {
  /** past this many occurrences of one rule, the rest of it is not expanded (a hostile or broken rule) */
  maxOccurrencesPerRule: number
  /** past this many occurrences in the whole feed, it is refused */
  maxOccurrences: number
  /** past this many steps of ical.js's recurrence iterators (see countIteratorSteps), it is refused */
  maxIteratorSteps: number
}

export const EXPAND_LIMITS: ExpandLimits = {
  maxOccurrencesPerRule: 50_000,
  maxOccurrences: 200_000,
  maxIteratorSteps: 500_000,
}

export type ExpandErrorCode = 'unreadable' | 'too_many_occurrences' | 'recurrence_limit'

/** Why a feed was not expanded; `limit` says which bound a `recurrence_limit` met (for the log). */
export class ExpandError extends Error {
  readonly code: ExpandErrorCode
  readonly limit?: 'steps' | 'time'
  constructor(code: ExpandErrorCode, options?: { cause?: unknown; limit?: 'steps' | 'time' }) {
    super(code, options)
    this.name = 'ExpandError'
    this.code = code
    this.limit = options?.limit
  }
}

/**
 * The budget of ical.js iterator steps left to the expansion running in this thread; null when none
 * runs. A step is one call of the method that moves a RecurIterator on by its rule's frequency: each
 * pass of the loop inside `next()` makes one, so a `next()` that never returns is still counted,
 * and so are the iterators ical.js makes itself for a VTIMEZONE's rules, which no caller sees.
 */
let stepsLeft: number | null = null
const STEP_METHODS = [
  'next_second',
  'next_minute',
  'next_hour',
  'next_day',
  'next_week',
  'next_month',
  'next_year',
] as const
let counting = false

/**
 * Wraps RecurIterator's step methods, once, in the thread that expands (the worker; tests in
 * theirs). A patch of another library's prototype, kept for a measured reason: without it a rule
 * that matches no date holds its thread until the deadline (10 s of a core, every 5 minutes), and
 * one in a VTIMEZONE cannot be reached any other way; with it the feed is refused after 500,000
 * steps, 2 to 3 s on our 2-core machine (a working calendar of 5,000 events takes 27,000). If an
 * upgrade of ical.js renames a method, this throws rather than silently counting nothing.
 */
function countIteratorSteps() {
  if (counting) return
  const proto = ICAL.RecurIterator.prototype as unknown as Record<string, (...args: unknown[]) => unknown>
  for (const name of STEP_METHODS) {
    const step = proto[name]
    if (typeof step !== 'function') throw new Error(`ical.js RecurIterator has no ${name}(): update STEP_METHODS`)
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (stepsLeft !== null && --stepsLeft < 0) throw new ExpandError('recurrence_limit', { limit: 'steps' })
      return step.apply(this, args)
    }
  }
  counting = true
}

/**
 * The busy intervals of an iCalendar text that overlap [from, until), merged and in order.
 * - A cancelled or transparent ("show as free") event is not busy; neither is one of no length.
 * - Recurring events: RRULE and RDATE, less EXDATE, less the instances a RECURRENCE-ID override
 *   replaces (the override is an event of its own, so a moved instance is busy at its new time).
 * - Times: UTC as written; a TZID the feed defines with a VTIMEZONE by that definition; a TZID it
 *   does not define by the IANA zone of that name, else (and a floating time) in `timeZone`.
 * - An all-day date is busy from midnight to midnight in `timeZone` (the site's zone), through
 *   DTEND (exclusive) or one day.
 * Runs on the calling thread: production calls it only through expandInWorker.
 */
export function expandBusy(text: string, window: ExpandWindow, limits: ExpandLimits = EXPAND_LIMITS): BusyInterval[] {
  countIteratorSteps()
  stepsLeft = limits.maxIteratorSteps
  try {
    let parsed: unknown[]
    try {
      parsed = ICAL.parse(text) as unknown[]
    } catch (error) {
      throw new ExpandError('unreadable', { cause: error })
    }
    const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as ConstructorParameters<typeof ICAL.Component>[0][]
    const calendars = roots.map((jcal) => new ICAL.Component(jcal)).filter((c) => c.name === 'vcalendar')
    if (calendars.length === 0) throw new ExpandError('unreadable')
    const expander = new Expander(window, limits)
    try {
      for (const calendar of calendars) expander.add(calendar.getAllSubcomponents('vevent'))
    } catch (error) {
      if (error instanceof ExpandError) throw error
      throw new ExpandError('unreadable', { cause: error })
    }
    return merge(expander.intervals)
  } finally {
    stepsLeft = null
  }
}

type Vevent = InstanceType<typeof ICAL.Component>
type IcalTime = InstanceType<typeof ICAL.Time>
type IcalProperty = InstanceType<typeof ICAL.Property>
type Length = { days: number } | { ms: number }

class Expander {
  readonly intervals: [number, number][] = []
  private occurrences = 0
  private readonly from: number
  private readonly until: number
  private readonly zone: string
  private readonly limits: ExpandLimits

  constructor(window: ExpandWindow, limits: ExpandLimits) {
    this.from = window.from.getTime()
    this.until = window.until.getTime()
    this.zone = window.timeZone
    this.limits = limits
  }

  add(vevents: Vevent[]) {
    const uidOf = (v: Vevent) => String(v.getFirstPropertyValue('uid') ?? '')
    const masters = new Map<string, Vevent>()
    const overrides = new Map<string, Vevent[]>()
    for (const v of vevents) {
      if (v.hasProperty('recurrence-id')) overrides.set(uidOf(v), [...(overrides.get(uidOf(v)) ?? []), v])
      else masters.set(uidOf(v), v)
    }
    for (const v of vevents) {
      if (v.hasProperty('recurrence-id')) {
        // An override is an event of its own at its own time; without a length of its own it
        // takes its master's (RFC 5545 §3.8.4.4).
        const ownLength = v.hasProperty('dtend') || v.hasProperty('duration')
        this.single(v, ownLength ? v : (masters.get(uidOf(v)) ?? v))
      } else if (v.hasProperty('rrule') || v.hasProperty('rdate')) {
        this.recurring(v, overrides.get(uidOf(v)) ?? [])
      } else if (!this.endedLongBefore(v)) {
        this.single(v, v)
      }
    }
  }

  /**
   * Most of a feed is history. A one-off event whose DTEND, read as the raw text, is days before
   * the window is skipped without decoding its times (zone offsets cost most of a refresh).
   */
  private endedLongBefore(v: Vevent): boolean {
    const raw = v.getFirstProperty('dtend')?.jCal[3] as unknown
    if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(raw)) return false
    return Date.parse(raw.slice(0, 10)) < this.from - 2 * DAY
  }

  private busy(v: Vevent): boolean {
    const status = String(v.getFirstPropertyValue('status') ?? '').toUpperCase()
    const transp = String(v.getFirstPropertyValue('transp') ?? '').toUpperCase()
    return status !== 'CANCELLED' && transp !== 'TRANSPARENT'
  }

  /** An event that happens once, or one override; `lengthFrom` is the event whose length it has. */
  private single(v: Vevent, lengthFrom: Vevent) {
    if (!this.busy(v)) return
    const start = v.getFirstProperty('dtstart')
    if (!start) return
    const time = start.getFirstValue() as IcalTime
    const length = this.length(lengthFrom)
    if (length) this.push(this.instant(time, start), time, length)
  }

  private recurring(v: Vevent, overrides: Vevent[]) {
    if (!this.busy(v)) return
    const startProp = v.getFirstProperty('dtstart')
    if (!startProp) return
    const dtstart = startProp.getFirstValue() as IcalTime
    const length = this.length(v)
    if (!length) return
    const tzid = tzidOf(startProp)

    const skip = new Set<number>()
    const skipDates = new Set<string>()
    for (const ex of v.getAllProperties('exdate')) {
      for (const value of ex.getValues() as IcalTime[]) {
        if (value.isDate && !dtstart.isDate) skipDates.add(dateKey(value))
        else skip.add(this.instant(value, ex))
      }
    }
    for (const o of overrides) {
      const rid = o.getFirstProperty('recurrence-id')!
      skip.add(this.instant(rid.getFirstValue() as IcalTime, rid))
    }
    const occurrence = (time: IcalTime, prop: IcalProperty | null) => {
      const at = prop ? this.instant(time, prop) : this.instantIn(time, tzid)
      if (skip.has(at) || skipDates.has(dateKey(time))) return
      this.push(at, time, length)
    }

    for (const rd of v.getAllProperties('rdate')) {
      for (const value of rd.getValues() as (IcalTime | InstanceType<typeof ICAL.Period>)[]) {
        if (value instanceof ICAL.Period) {
          const s = this.instant(value.start, rd)
          const e = value.end ? this.instant(value.end, rd) : s + (value.duration?.toSeconds() ?? 0) * 1000
          if (!skip.has(s)) this.pushInstants(s, e)
        } else {
          occurrence(value, rd)
        }
      }
    }

    for (const rule of v.getAllProperties('rrule')) {
      const recur = (rule.getFirstValue() as InstanceType<typeof ICAL.Recur>).clone()
      this.untilInWallClock(recur, dtstart, tzid)
      const iterator = recur.iterator(dtstart)
      for (let n = 0; n < this.limits.maxOccurrencesPerRule; n += 1) {
        const next = iterator.next()
        if (!next) break
        if (++this.occurrences > this.limits.maxOccurrences) throw new ExpandError('too_many_occurrences')
        const at = this.instantIn(next, tzid)
        if (at >= this.until) break
        occurrence(next, null)
      }
    }
  }

  /**
   * A floating DTSTART (its TZID not defined in the feed) is iterated on its wall clock, so a UTC
   * UNTIL is moved onto that wall clock too, or ical.js would compare it hours off.
   */
  private untilInWallClock(recur: InstanceType<typeof ICAL.Recur>, dtstart: IcalTime, tzid: string | undefined) {
    const until = recur.until
    if (!until || until.isDate || dtstart.isDate || !isFloating(dtstart) || until.zone !== ICAL.Timezone.utcTimezone)
      return
    const wall = DateTime.fromMillis(until.toUnixTime() * 1000, { zone: this.zoneFor(tzid) })
    recur.until = ICAL.Time.fromData({
      year: wall.year,
      month: wall.month,
      day: wall.day,
      hour: wall.hour,
      minute: wall.minute,
      second: wall.second,
      isDate: false,
    })
  }

  /** How long the event lasts: days for an all-day one, else milliseconds; null without a DTSTART. */
  private length(v: Vevent): Length | null {
    const startProp = v.getFirstProperty('dtstart')
    if (!startProp) return null
    const dtstart = startProp.getFirstValue() as IcalTime
    const endProp = v.getFirstProperty('dtend')
    const duration = v.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null
    if (dtstart.isDate) {
      if (endProp) {
        const end = endProp.getFirstValue() as IcalTime
        const days =
          (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(dtstart.year, dtstart.month - 1, dtstart.day)) / DAY
        return { days: Math.max(Math.round(days), 1) }
      }
      if (duration) return { days: Math.max(Math.ceil(duration.toSeconds() / 86_400), 1) }
      return { days: 1 }
    }
    if (endProp)
      return { ms: this.instant(endProp.getFirstValue() as IcalTime, endProp) - this.instant(dtstart, startProp) }
    if (duration) return { ms: duration.toSeconds() * 1000 }
    return { ms: 0 }
  }

  private push(startMs: number, start: IcalTime, length: Length) {
    if ('days' in length) {
      const first = DateTime.fromObject({ year: start.year, month: start.month, day: start.day }, { zone: this.zone })
      this.pushInstants(first.toMillis(), first.plus({ days: length.days }).toMillis())
    } else {
      this.pushInstants(startMs, startMs + length.ms)
    }
  }

  private pushInstants(start: number, end: number) {
    if (end <= start || end <= this.from || start >= this.until) return
    this.intervals.push([start, end])
  }

  private instant(time: IcalTime, prop: IcalProperty): number {
    return this.instantIn(time, tzidOf(prop))
  }

  private instantIn(time: IcalTime, tzid: string | undefined): number {
    if (time.isDate) {
      return DateTime.fromObject({ year: time.year, month: time.month, day: time.day }, { zone: this.zone }).toMillis()
    }
    if (!isFloating(time)) return time.toUnixTime() * 1000
    return DateTime.fromObject(
      { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
      { zone: this.zoneFor(tzid) },
    ).toMillis()
  }

  private zoneFor(tzid: string | undefined): string {
    return tzid && IANAZone.isValidZone(tzid) ? tzid : this.zone
  }
}

/** Floating: neither UTC nor a zone the feed defines (ical.js leaves such a time on the "local" zone). */
const isFloating = (time: IcalTime) =>
  time.zone === ICAL.Timezone.localTimezone || !time.zone || time.zone.tzid === 'floating'

const tzidOf = (prop: IcalProperty) => {
  const tzid = prop.getParameter('tzid')
  return typeof tzid === 'string' ? tzid : undefined
}

const dateKey = (t: IcalTime) => `${t.year}-${t.month}-${t.day}`

function merge(intervals: [number, number][]): BusyInterval[] {
  intervals.sort((a, b) => a[0] - b[0])
  const out: BusyInterval[] = []
  let current: [number, number] | null = null
  for (const [s, e] of intervals) {
    if (current && s <= current[1]) current[1] = Math.max(current[1], e)
    else {
      if (current) out.push({ start: new Date(current[0]), end: new Date(current[1]) })
      current = [s, e]
    }
  }
  if (current) out.push({ start: new Date(current[0]), end: new Date(current[1]) })
  return out
}
