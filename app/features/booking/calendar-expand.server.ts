import ICAL from 'ical.js'
import { DateTime, IANAZone } from 'luxon'
import { DAY } from '#app/lib/durations.ts'
import { runInThread, TIMED_OUT } from '#app/lib/run-in-thread.server.ts'
import type { Interval } from './slots.ts'

/** The consultant's calendar feed as busy intervals (decision 40), by ical.js's own ICAL.Event (decision 55). */

export interface ExpandWindow {
  from: Date
  until: Date
  /** SITE_TIME_ZONE: where an all-day date and a floating time are placed */
  timeZone: string
}

export const EXPAND_LIMITS = {
  /** past this many occurrences of one event, the rest of it is not expanded (a hostile or broken rule) */
  maxOccurrencesPerEvent: 50_000,
  /** past this many occurrences in the whole feed, it is refused */
  maxOccurrences: 100_000,
}
export type ExpandLimits = typeof EXPAND_LIMITS

/** `recurrence_limit`: the expansion thread met its deadline (expandInWorker). */
export type ExpandErrorCode = 'unreadable' | 'too_many_occurrences' | 'recurrence_limit'

export class ExpandError extends Error {
  readonly code: ExpandErrorCode
  constructor(code: ExpandErrorCode, options?: { cause?: unknown }) {
    super(code, options)
    this.name = 'ExpandError'
    this.code = code
  }
}

type Vevent = InstanceType<typeof ICAL.Component>
type IcalTime = InstanceType<typeof ICAL.Time>
type IcalEvent = InstanceType<typeof ICAL.Event>

/** The busy intervals overlapping [from, until), merged (decisions 40, 55); production calls expandInWorker. */
export function expandBusy(text: string, window: ExpandWindow, limits: ExpandLimits = EXPAND_LIMITS): Interval[] {
  const busy = new BusyTimes(window, limits)
  try {
    const parsed = ICAL.parse(text) as unknown[]
    const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as ConstructorParameters<typeof ICAL.Component>[0][]
    const calendars = roots.map((jcal) => new ICAL.Component(jcal)).filter((c) => c.name === 'vcalendar')
    if (calendars.length === 0) throw new ExpandError('unreadable')
    for (const calendar of calendars) busy.add(calendar.getAllSubcomponents('vevent'))
  } catch (error) {
    if (error instanceof ExpandError) throw error
    throw new ExpandError('unreadable', { cause: error })
  }
  return merge(busy.intervals)
}

class BusyTimes {
  readonly intervals: [number, number][] = []
  private occurrences = 0
  private readonly from: number
  private readonly until: number
  private readonly zone: string
  private readonly limits: ExpandLimits
  /** the overrides a series met at their instance (the rest are events of their own) */
  private readonly placed = new Set<Vevent>()

  constructor(window: ExpandWindow, limits: ExpandLimits) {
    this.limits = limits
    this.from = window.from.getTime()
    this.until = window.until.getTime()
    this.zone = window.timeZone
  }

  add(vevents: Vevent[]) {
    const uidOf = (v: Vevent) => String(v.getFirstPropertyValue('uid') ?? '')
    const overrides = new Map<string, Vevent[]>()
    for (const v of vevents) {
      if (!v.hasProperty('recurrence-id')) continue
      overrides.set(uidOf(v), [...(overrides.get(uidOf(v)) ?? []), v])
      // An override that does not move its instance may leave DTSTART out, as a bare cancellation
      // sometimes does; ical.js needs one to read the override at all.
      if (!v.hasProperty('dtstart')) {
        const rid = v.getFirstProperty('recurrence-id')!
        const tzid = rid.getParameter('tzid')
        const params = typeof tzid === 'string' ? { tzid } : {}
        v.addProperty(new ICAL.Property(['dtstart', params, rid.type, rid.jCal[3]], v))
      }
    }
    const masters = new Map<string, IcalEvent>()
    for (const v of vevents) {
      if (v.hasProperty('recurrence-id')) continue
      const recurring = v.hasProperty('rrule') || v.hasProperty('rdate')
      if (!recurring && this.endedLongBefore(v)) continue
      // `exceptions` given, even empty: without it ICAL.Event searches the whole calendar for them.
      const event = new ICAL.Event(v, { exceptions: recurring ? (overrides.get(uidOf(v)) ?? []) : [] })
      masters.set(uidOf(v), event)
      if (recurring) this.series(event)
      else this.once(event, event)
    }
    // Overrides that no series of theirs placed (see series()) are events of their own.
    for (const [uid, list] of overrides) {
      const master = masters.get(uid)
      for (const v of list) {
        if (!master?.isRecurring() || !this.placed.has(v)) this.once(new ICAL.Event(v, { exceptions: [] }), master)
      }
    }
  }

  /** A one-off event whose raw DTEND is days before the window is skipped undecoded (zone offsets cost the most). */
  private endedLongBefore(v: Vevent): boolean {
    const raw = v.getFirstProperty('dtend')?.jCal[3] as unknown
    if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(raw)) return false
    return Date.parse(raw.slice(0, 10)) < this.from - 2 * DAY
  }

  /** An event that happens once, or an override on its own; one without a length takes its master's. */
  private once(event: IcalEvent, master: IcalEvent | undefined) {
    if (!busy(event) || !event.component.hasProperty('dtstart')) return
    this.push(event, event.startDate, endOf(event, event.startDate, event.endDate, master))
  }

  private series(event: IcalEvent) {
    if (!busy(event) || !event.component.hasProperty('dtstart')) return
    this.prepare(event)
    // Most instances of a long series are history: one without overrides is skipped before its
    // details while it ends, with a day to spare, before the window.
    const reach = Object.keys(event.exceptions).length
      ? Infinity
      : this.instant(event.endDate, event) - this.instant(event.startDate, event) + DAY
    const iterator = event.iterator()
    for (let n = 0; n < this.limits.maxOccurrencesPerEvent; n += 1) {
      const next = iterator.next()
      if (!next) break
      if (++this.occurrences > this.limits.maxOccurrences) throw new ExpandError('too_many_occurrences')
      const at = this.instant(next, event)
      if (at >= this.until) break
      if (at + reach <= this.from) continue
      const { item, startDate, endDate } = event.getOccurrenceDetails(next)
      if (item !== event && item.recurrenceId.compare(next) === 0) this.placed.add(item.component)
      if (busy(item)) this.push(item, startDate, endOf(item, startDate, endDate, event))
    }
  }

  /**
   * Where ical.js differs from decision 40: a UTC UNTIL of a floating DTSTART goes on its wall clock (else compared
   * hours off); an RDATE PERIOD counts from its start.
   */
  private prepare(event: IcalEvent) {
    const dtstart = event.startDate
    for (const rule of event.component.getAllProperties('rrule')) {
      const recur = rule.getFirstValue() as InstanceType<typeof ICAL.Recur>
      const until = recur.until
      if (!until || until.isDate || dtstart.isDate || !isFloating(dtstart)) continue
      if (until.zone !== ICAL.Timezone.utcTimezone) continue
      const wall = DateTime.fromMillis(until.toUnixTime() * 1000, { zone: this.zoneOf(event) })
      const moved = recur.clone()
      const { year, month, day, hour, minute, second } = wall
      moved.until = ICAL.Time.fromData({ year, month, day, hour, minute, second, isDate: false })
      rule.setValue(moved)
    }
    for (const rdate of event.component.getAllProperties('rdate')) {
      const values = rdate.getValues() as (IcalTime | InstanceType<typeof ICAL.Period>)[]
      if (values.some((v) => v instanceof ICAL.Period)) {
        rdate.setValues(values.map((v) => (v instanceof ICAL.Period ? v.start : v)))
      }
    }
  }

  private push(item: IcalEvent, start: IcalTime, end: IcalTime) {
    if (start.isDate) {
      const first = DateTime.fromObject({ year: start.year, month: start.month, day: start.day }, { zone: this.zone })
      const days = (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / DAY
      this.pushInstants(first.toMillis(), first.plus({ days: Math.max(Math.round(days), 1) }).toMillis())
    } else {
      this.pushInstants(this.instant(start, item), this.instant(end, item))
    }
  }

  private pushInstants(start: number, end: number) {
    if (end <= start || end <= this.from || start >= this.until) return
    this.intervals.push([start, end])
  }

  /** A time of `item` as an instant: a floating one on its DTSTART's TZID if IANA, else the site's. */
  private instant(time: IcalTime, item: IcalEvent): number {
    if (time.isDate) {
      return DateTime.fromObject({ year: time.year, month: time.month, day: time.day }, { zone: this.zone }).toMillis()
    }
    if (!isFloating(time)) return time.toUnixTime() * 1000
    const { year, month, day, hour, minute, second } = time
    return DateTime.fromObject({ year, month, day, hour, minute, second }, { zone: this.zoneOf(item) }).toMillis()
  }

  private zoneOf(item: IcalEvent): string {
    const tzid = item.component.getFirstProperty('dtstart')?.getParameter('tzid')
    return typeof tzid === 'string' && IANAZone.isValidZone(tzid) ? tzid : this.zone
  }
}

const busy = (event: IcalEvent) => {
  const status = String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase()
  const transp = String(event.component.getFirstPropertyValue('transp') ?? '').toUpperCase()
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT'
}

/** The end of an instance of `item`; an override with no end of its own lasts as long as its master (RFC 5545 §3.8.4.4). */
function endOf(item: IcalEvent, start: IcalTime, end: IcalTime, master: IcalEvent | undefined): IcalTime {
  const own = item.component.hasProperty('dtend') || item.component.hasProperty('duration')
  if (own || !master || master === item || !item.isRecurrenceException()) return end
  const moved = start.clone()
  moved.addDuration(master.duration)
  return moved
}

/** Floating: neither UTC nor a zone the feed defines (ical.js leaves such a time on the "local" zone). */
const isFloating = (time: IcalTime) =>
  time.zone === ICAL.Timezone.localTimezone || !time.zone || time.zone.tzid === 'floating'

function merge(intervals: [number, number][]): Interval[] {
  intervals.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const [s, e] of intervals) {
    const last = merged.at(-1)
    if (last && s <= last[1]) last[1] = Math.max(last[1], e)
    else merged.push([s, e])
  }
  return merged.map(([s, e]) => ({ start: new Date(s), end: new Date(e) }))
}

/**
 * The only bound on a rule ical.js never finishes (decision 55): a 2 MB feed takes about 1 s, and
 * a rule that never ends grows ical.js's cache by some 15 MB a second, far below the heap cap at 5 s.
 */
const EXPAND_DEADLINE_MS = 5_000

export type ExpandAnswer = { ok: true; busy: Interval[] } | { ok: false; code: ExpandErrorCode }

/**
 * expandBusy in a thread stopped at `deadlineMs` (`recurrence_limit`): ical.js 2.2.1 never returns from `next()` on a
 * rule no date matches (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`). Another failure rejects with its own error.
 */
export async function expandInWorker(
  text: string,
  { from, until, timeZone }: ExpandWindow,
  { deadlineMs = EXPAND_DEADLINE_MS, limits = EXPAND_LIMITS }: { deadlineMs?: number; limits?: ExpandLimits } = {},
): Promise<Interval[]> {
  const answer = await runInThread<ExpandAnswer>(
    'app/features/booking/calendar-expand-worker.server.ts',
    { text, from, until, timeZone, limits },
    // A feed at the 2 MB cap needs about 48 MB to expand; past this the thread stops, not the process.
    { deadlineMs, resourceLimits: { maxOldGenerationSizeMb: 256 } },
  )
  if (answer === TIMED_OUT) throw new ExpandError('recurrence_limit')
  if (!answer.ok) throw new ExpandError(answer.code)
  return answer.busy
}
