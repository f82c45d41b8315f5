import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import ICAL from 'ical.js'
import ipaddr from 'ipaddr.js'
import { DateTime, IANAZone } from 'luxon'
import type { Db } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { appState } from '#db/schema/app-state.ts'

/**
 * The consultant's own calendar as busy times (decision 40, "What the feed fetch trusts"): the
 * secret iCal address their calendar publishes is fetched over an SSRF-safe path, expanded once
 * per refresh into busy intervals for the next HORIZON_DAYS, and kept in `app_state` under
 * `calendar-feed`, so every instance reads the same last good copy and a failed fetch changes
 * nothing but the error it records.
 */

export interface BusyInterval {
  start: Date
  end: Date
}

export interface CalendarFeedStatus {
  lastSuccessAt: Date | null
  /** a short sentence for the admin; never a stack, a raw library message or the address */
  lastError: string | null
}

export interface CalendarFeed {
  /**
   * Fetches and expands the feed at `url`, replacing the stored busy times. A failed fetch or an
   * unreadable feed keeps the last good copy and is recorded for `status()` (and logged once); it
   * does not reject. Only the database failing does.
   */
  refresh(url: string): Promise<void>
  /** The stored busy intervals that overlap [from, to), merged and in order. */
  busyBetween(from: Date, to: Date): Promise<BusyInterval[]>
  status(): Promise<CalendarFeedStatus>
  /** Forgets the stored copy and status: for when the admin removes or replaces the address. */
  clear(): Promise<void>
}

/** One resolved address of a host name, as `dns.lookup(name, { all: true })` gives it. */
export interface ResolvedAddress {
  address: string
  family: number
}

/**
 * One HTTP GET to an address already checked: `url` names the host (for TLS and the Host header),
 * `address` is where to connect. The default makes exactly that connection with node:https; tests
 * pass their own.
 */
export type PinnedFetch = (request: {
  url: URL
  address: string
  family: number
  signal: AbortSignal
}) => Promise<Response>

export interface CalendarFeedOptions {
  db: Db
  clock: () => Date
  logger: Logger
  /** SITE_TIME_ZONE: where an all-day date and a floating time are placed (decision 40) */
  timeZone?: string
  fetchImpl?: PinnedFetch
  resolveImpl?: (hostname: string) => Promise<ResolvedAddress[]>
  timeoutMs?: number
  maxBytes?: number
  /**
   * Tests only: also accept `http://127.0.0.1:<port>/…` (no TLS, loopback). A code argument that
   * no environment variable reaches: the production wiring never passes it.
   */
  allowLoopbackHttpForTests?: boolean
}

/** How a test instance's feed reaches a calendar served on loopback (buildServices' `calendarFeedForTests`). */
export type CalendarFeedTransport = Pick<CalendarFeedOptions, 'resolveImpl' | 'fetchImpl' | 'allowLoopbackHttpForTests'>

export const STATE_KEY = 'calendar-feed'
export const HORIZON_DAYS = 60
export const FEED_TIMEOUT_MS = 5_000
export const FEED_MAX_BYTES = 2 * 1024 * 1024
const MAX_REDIRECTS = 3
const DAY = 86_400_000

export type CalendarFeedErrorCode =
  | 'not_https'
  | 'address_refused'
  | 'not_found_host'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'http_status'
  | 'content_type'
  | 'too_many_redirects'
  | 'unreadable'

/** Why a refresh failed; the message is what the admin reads (status().lastError). */
export class CalendarFeedError extends Error {
  readonly code: CalendarFeedErrorCode
  constructor(code: CalendarFeedErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CalendarFeedError'
    this.code = code
  }
}

/** What `app_state` holds: busy intervals as [start, end) pairs in epoch seconds, merged, in order. */
interface StoredFeed {
  lastSuccessAt: string | null
  lastError: string | null
  lastErrorAt?: string | null
  /** the span the intervals were expanded for, epoch seconds */
  from?: number
  until?: number
  busy: number[]
}

export function createCalendarFeed(options: CalendarFeedOptions): CalendarFeed {
  const { db, clock, logger } = options
  const timeZone = options.timeZone ?? 'America/Chicago'

  async function read(): Promise<StoredFeed | null> {
    const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, STATE_KEY))
    if (!row) return null
    try {
      return JSON.parse(row.value) as StoredFeed
    } catch {
      return null
    }
  }

  return {
    async refresh(url) {
      const now = clock()
      const from = now.getTime() - DAY
      const until = now.getTime() + (HORIZON_DAYS + 1) * DAY
      let busy: BusyInterval[]
      try {
        const text = await fetchCalendar(url, options)
        busy = expandBusy(text, { from: new Date(from), until: new Date(until), timeZone })
      } catch (error) {
        const known = error instanceof CalendarFeedError
        // The feed's address is a secret and its text the consultant's diary: neither is logged.
        // A parse error's message quotes the feed, so only its code goes to the log.
        logger.warn(
          { code: known ? error.code : 'failed', ...(known && error.code === 'unreadable' ? {} : { err: error }) },
          'calendar feed refresh failed',
        )
        const patch = {
          lastError: known ? error.message : 'The calendar could not be read.',
          lastErrorAt: now.toISOString(),
        }
        const fresh: StoredFeed = { lastSuccessAt: null, busy: [], ...patch }
        // One statement: a success written meanwhile by another instance keeps its intervals.
        await db
          .insert(appState)
          .values({ key: STATE_KEY, value: JSON.stringify(fresh), updatedAt: now })
          .onConflictDoUpdate({
            target: appState.key,
            set: { value: sql`(${appState.value}::jsonb || ${JSON.stringify(patch)}::jsonb)::text`, updatedAt: now },
          })
        return
      }
      const stored: StoredFeed = {
        lastSuccessAt: now.toISOString(),
        lastError: null,
        lastErrorAt: null,
        from: Math.floor(from / 1000),
        until: Math.floor(until / 1000),
        busy: toSeconds(busy),
      }
      const value = JSON.stringify(stored)
      await db
        .insert(appState)
        .values({ key: STATE_KEY, value, updatedAt: now })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } })
    },

    async busyBetween(from, to) {
      const stored = await read()
      if (!stored) return []
      return intervalsBetween(stored.busy, from.getTime() / 1000, to.getTime() / 1000)
    },

    async clear() {
      await db.delete(appState).where(eq(appState.key, STATE_KEY))
    },

    async status() {
      const stored = await read()
      return {
        lastSuccessAt: stored?.lastSuccessAt ? new Date(stored.lastSuccessAt) : null,
        lastError: stored?.lastError ?? null,
      }
    },
  }
}

function toSeconds(busy: readonly BusyInterval[]): number[] {
  const flat: number[] = []
  for (const b of busy) flat.push(Math.floor(b.start.getTime() / 1000), Math.ceil(b.end.getTime() / 1000))
  return flat
}

/** The pairs of `flat` (sorted, not overlapping) that overlap [from, to), by binary search. */
function intervalsBetween(flat: readonly number[], from: number, to: number): BusyInterval[] {
  let lo = 0
  let hi = flat.length / 2
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (flat[mid * 2 + 1]! <= from) lo = mid + 1
    else hi = mid
  }
  const out: BusyInterval[] = []
  for (let i = lo; i < flat.length / 2 && flat[i * 2]! < to; i += 1) {
    out.push({ start: new Date(flat[i * 2]! * 1000), end: new Date(flat[i * 2 + 1]! * 1000) })
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Fetching: https only, public addresses only, pinned to the address checked, bounded in time and size.

/** An address the fetch may connect to: public unicast only (IPv4-mapped IPv6 judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return false
  // process() turns ::ffff:10.0.0.1 into 10.0.0.1; anything but plain unicast (private, loopback,
  // link-local, unique-local, multicast, CGNAT, unspecified, reserved, and the IPv6 ranges that
  // embed an IPv4 address: NAT64, 6to4, Teredo) is refused.
  return ipaddr.process(bare).range() === 'unicast'
}

const defaultResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  lookup(hostname, { all: true, verbatim: true })

/** The one connection the checked address allows: the socket's lookup answers with that address only. */
export const pinnedFetch: PinnedFetch = ({ url, address, family, signal }) =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        headers: { accept: 'text/calendar, text/plain;q=0.5', 'accept-encoding': 'identity' },
        lookup: (_hostname, opts, callback) => {
          if ((opts as { all?: boolean }).all) callback(null, [{ address, family }] as never, family)
          else callback(null, address, family)
        },
      },
      (response) => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') headers.set(name, value)
          else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
        }
        const status = response.statusCode ?? 502
        const noBody = [204, 205, 304].includes(status)
        if (noBody) response.resume()
        resolve(
          new Response(noBody ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
            status,
            headers,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })

/** The text of the calendar at `rawUrl`, or a CalendarFeedError saying why not. */
export async function fetchCalendar(
  rawUrl: string,
  options: Pick<
    CalendarFeedOptions,
    'fetchImpl' | 'resolveImpl' | 'timeoutMs' | 'maxBytes' | 'allowLoopbackHttpForTests'
  > = {},
): Promise<string> {
  const fetchImpl = options.fetchImpl ?? pinnedFetch
  const resolve = options.resolveImpl ?? defaultResolve
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES
  const controller = new AbortController()
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const { signal } = controller
  // Every await below races the deadline, so a resolver or fetch that ignores the signal cannot hold us.
  const timedOut = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(timedOutError(timeoutMs))),
  )
  timedOut.catch(() => undefined)
  const deadline = <T>(promise: Promise<T>) => Promise.race([promise, timedOut])

  try {
    let url = parseFeedUrl(rawUrl, options.allowLoopbackHttpForTests === true)
    for (let redirects = 0; ; redirects += 1) {
      const target = await deadline(checkedAddress(url, resolve, options.allowLoopbackHttpForTests === true))
      let response: Response
      try {
        response = await deadline(fetchImpl({ url, address: target.address, family: target.family, signal }))
      } catch (error) {
        throw asFeedError(error, signal, timeoutMs)
      }
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        void response.body?.cancel().catch(() => undefined)
        if (redirects === MAX_REDIRECTS) {
          throw new CalendarFeedError('too_many_redirects', 'The calendar address redirects too many times.')
        }
        // Each hop is checked as the first was: https, public address (the tests' loopback
        // exception covers the address they pass in, never one a server names).
        url = parseFeedUrl(new URL(response.headers.get('location')!, url).toString(), false)
        continue
      }
      if (!response.ok) {
        void response.body?.cancel().catch(() => undefined)
        throw new CalendarFeedError('http_status', `The calendar server answered ${response.status}.`)
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      if (type !== 'text/calendar' && type !== 'text/plain') {
        void response.body?.cancel().catch(() => undefined)
        throw new CalendarFeedError('content_type', 'The address did not return a calendar (text/calendar).')
      }
      const length = Number(response.headers.get('content-length') ?? NaN)
      if (length > maxBytes) {
        void response.body?.cancel().catch(() => undefined)
        throw tooLarge(maxBytes)
      }
      return await readCapped(response, { maxBytes, timeoutMs }, deadline, signal)
    }
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

function parseFeedUrl(raw: string, allowLoopbackHttp: boolean): URL {
  let url: URL
  try {
    // Apple Calendar shares webcal:// addresses: the same address over https.
    url = new URL(raw.trim().replace(/^webcal:\/\//i, 'https://'))
  } catch {
    throw new CalendarFeedError('not_https', 'The calendar address is not a valid https:// address.')
  }
  if (url.protocol === 'https:') return url
  if (allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return url
  throw new CalendarFeedError('not_https', 'The calendar address must start with https://.')
}

async function checkedAddress(
  url: URL,
  resolve: (hostname: string) => Promise<ResolvedAddress[]>,
  allowLoopbackHttp: boolean,
): Promise<ResolvedAddress> {
  if (allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') {
    return { address: '127.0.0.1', family: 4 }
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: ResolvedAddress[]
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }]
  } else {
    try {
      addresses = await resolve(host)
    } catch (error) {
      throw new CalendarFeedError('not_found_host', 'The calendar server’s name could not be found.', { cause: error })
    }
  }
  if (addresses.length === 0) {
    throw new CalendarFeedError('not_found_host', 'The calendar server’s name could not be found.')
  }
  // Every address must be public: a name that also answers with an inside address is refused whole.
  if (!addresses.every((a) => isPublicAddress(a.address))) {
    throw new CalendarFeedError(
      'address_refused',
      'The calendar address points to a private or local network, which is not allowed.',
    )
  }
  return addresses[0]!
}

async function readCapped(
  response: Response,
  { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number },
  deadline: <T>(p: Promise<T>) => Promise<T>,
  signal: AbortSignal,
): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>
      try {
        next = await deadline(reader.read())
      } catch (error) {
        throw asFeedError(error, signal, timeoutMs)
      }
      if (next.done) break
      size += next.value.byteLength
      if (size > maxBytes) throw tooLarge(maxBytes)
      chunks.push(next.value)
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined)
    throw error
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

const tooLarge = (maxBytes: number) => {
  const size =
    maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`
  return new CalendarFeedError('too_large', `The calendar is larger than ${size}.`)
}

const timedOutError = (timeoutMs: number) =>
  new CalendarFeedError('timeout', `The calendar server did not answer within ${timeoutMs / 1000} seconds.`)

function asFeedError(error: unknown, signal: AbortSignal, timeoutMs: number): CalendarFeedError {
  if (error instanceof CalendarFeedError) return error
  if (signal.aborted) return timedOutError(timeoutMs)
  return new CalendarFeedError('unreachable', 'The calendar server could not be reached.', { cause: error })
}

// ---------------------------------------------------------------------------------------------
// Expanding: the feed's events as busy instants, with ical.js (RFC 5545).

/** Past this many occurrences of one rule, the rest of it is not expanded (a hostile or broken rule). */
const MAX_OCCURRENCES_PER_RULE = 50_000
/** Past this many occurrences in the whole feed, it is refused (the last good copy stays). */
const MAX_OCCURRENCES = 200_000

/**
 * The busy intervals of an iCalendar text that overlap [from, until), merged and in order.
 * - A cancelled or transparent ("show as free") event is not busy; neither is one of no length.
 * - Recurring events: RRULE and RDATE, less EXDATE, less the instances a RECURRENCE-ID override
 *   replaces (the override is an event of its own, so a moved instance is busy at its new time).
 * - Times: UTC as written; a TZID the feed defines with a VTIMEZONE by that definition; a TZID it
 *   does not define by the IANA zone of that name, else (and a floating time) in `timeZone`.
 * - An all-day date is busy from midnight to midnight in `timeZone` (the site's zone), through
 *   DTEND (exclusive) or one day.
 */
export function expandBusy(text: string, window: { from: Date; until: Date; timeZone: string }): BusyInterval[] {
  let parsed: unknown[]
  try {
    parsed = ICAL.parse(text) as unknown[]
  } catch (error) {
    throw new CalendarFeedError('unreadable', 'The address did not return a readable calendar.', { cause: error })
  }
  const roots = (Array.isArray(parsed[0]) ? parsed : [parsed]) as ConstructorParameters<typeof ICAL.Component>[0][]
  const calendars = roots.map((jcal) => new ICAL.Component(jcal)).filter((c) => c.name === 'vcalendar')
  if (calendars.length === 0) {
    throw new CalendarFeedError('unreadable', 'The address did not return a readable calendar.')
  }
  const expander = new Expander(window)
  try {
    for (const calendar of calendars) expander.add(calendar.getAllSubcomponents('vevent'))
  } catch (error) {
    if (error instanceof CalendarFeedError) throw error
    throw new CalendarFeedError('unreadable', 'The address did not return a readable calendar.', { cause: error })
  }
  return merge(expander.intervals)
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

  constructor(window: { from: Date; until: Date; timeZone: string }) {
    this.from = window.from.getTime()
    this.until = window.until.getTime()
    this.zone = window.timeZone
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
      for (let n = 0; n < MAX_OCCURRENCES_PER_RULE; n += 1) {
        const next = iterator.next()
        if (!next) break
        if (++this.occurrences > MAX_OCCURRENCES) {
          throw new CalendarFeedError('too_large', 'The calendar has too many repeating events to read.')
        }
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
