import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import {
  safeFetchText,
  SafeFetchError,
  type PinnedFetch,
  type ResolvedAddress,
  type SafeFetchErrorCode,
} from '#app/lib/safe-fetch.server.ts'
import { appState } from '#db/schema/app-state.ts'
import { bookingSettingsSchema } from './availability.schema.ts'
import { expandInWorker, ExpandError, type ExpandErrorCode, type ExpandLimits } from './calendar-expand.server.ts'
import { DAY, HOUR } from '#app/lib/durations.ts'
import type { Interval } from './slots.ts'

/** The consultant's calendar as busy times (decisions 40, 55); all instances read one last good copy (`app_state`). */

export type CalendarFeed = ReturnType<typeof createCalendarFeed>

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
  /** tests shorten the deadline and lift one bound to reach another */
  expandDeadlineMs?: number
  expandLimits?: ExpandLimits
  /** Tests only: also accept `http://127.0.0.1:<port>/…`; no environment variable reaches it. */
  allowLoopbackHttpForTests?: boolean
}

/** How a test instance's feed reaches a calendar served on loopback (buildServices' `calendarFeedForTests`). */
export type CalendarFeedTransport = Pick<CalendarFeedOptions, 'resolveImpl' | 'fetchImpl' | 'allowLoopbackHttpForTests'>

export const STATE_KEY = 'calendar-feed'
/** The farthest ahead the Availability settings let anyone book, from their own schema (180). */
export const MAX_HORIZON_DAYS = bookingSettingsSchema.shape.horizonDays.maxValue!
/** The farthest bookable day at any horizon (raising it needs no refresh), 2 days more for the slots, a week spare. */
export const EXPAND_AHEAD_DAYS = MAX_HORIZON_DAYS + 2 + 7
/** How long a text that failed to expand is answered by that failure: a hostile feed costs a thread four times a day. */
export const FAILED_TEXT_KEPT_MS = 6 * HOUR
export const FEED_TIMEOUT_MS = 5_000
export const FEED_MAX_BYTES = 2 * 1024 * 1024

export type CalendarFeedErrorCode =
  Exclude<SafeFetchErrorCode, 'invalid_url'> | 'unreadable' | 'too_large' | 'recurrence_limit'

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
  /** the text that last failed to expand (by textHash), why, and when it was expanded */
  failedText?: { hash: string; code: ExpandErrorCode; at: string } | null
}

export function createCalendarFeed(options: CalendarFeedOptions) {
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
    /** Fetches and expands the feed at `url`; a failure keeps the last good copy and is recorded, never rejected. */
    async refresh(url: string) {
      const now = clock()
      const from = now.getTime() - DAY
      const until = now.getTime() + EXPAND_AHEAD_DAYS * DAY
      let busy: Interval[]
      let hash: string | null = null
      let unchanged = false
      try {
        const text = await fetchCalendar(url, options)
        hash = textHash(text)
        const failed = (await read())?.failedText
        if (failed?.hash === hash && now.getTime() - Date.parse(failed.at) < FAILED_TEXT_KEPT_MS) {
          unchanged = true
          throw expandError(new ExpandError(failed.code))
        }
        busy = await expandInWorker(
          text,
          { from: new Date(from), until: new Date(until), timeZone },
          { deadlineMs: options.expandDeadlineMs, limits: options.expandLimits },
        ).catch((error: unknown) => {
          throw error instanceof ExpandError ? expandError(error) : error
        })
      } catch (error) {
        const known = error instanceof CalendarFeedError ? error : null
        const feedFault = known?.cause instanceof ExpandError ? known.cause : null
        // The feed's address is a secret and its text the consultant's diary: a feed's own fault is
        // logged by its code only (a parse error's message quotes the feed); any other, with its error.
        logger.warn(
          known
            ? { code: known.code, ...(feedFault ? (unchanged ? { unchanged } : {}) : { err: known }) }
            : { code: 'failed', err: error },
          'calendar feed refresh failed',
        )
        const patch = {
          lastError: known ? known.message : 'The calendar could not be read.',
          lastErrorAt: now.toISOString(),
          ...(feedFault && hash && !unchanged
            ? { failedText: { hash, code: feedFault.code, at: now.toISOString() } }
            : {}),
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

    /** The stored busy intervals that overlap [from, to), merged and in order. */
    async busyBetween(from: Date, to: Date) {
      const stored = await read()
      if (!stored) return []
      return intervalsBetween(stored.busy, from.getTime() / 1000, to.getTime() / 1000)
    },

    /** Forgets the stored copy and status: for when the admin removes or replaces the address. */
    async clear() {
      await db.delete(appState).where(eq(appState.key, STATE_KEY))
    },

    /** `lastError`: a short sentence for the admin; never a stack, a raw library message or the address. */
    async status() {
      const stored = await read()
      return {
        lastSuccessAt: stored?.lastSuccessAt ? new Date(stored.lastSuccessAt) : null,
        lastError: stored?.lastError ?? null,
      }
    },
  }
}

/** A feed text's identity for remembering a failure, without DTSTAMP (some publishers stamp each download). */
function textHash(text: string): string {
  return createHash('sha256')
    .update(text.replace(/^DTSTAMP[:;].*$/gim, ''))
    .digest('base64url')
}

const toSeconds = (busy: readonly Interval[]) =>
  busy.flatMap((b) => [Math.floor(b.start.getTime() / 1000), Math.ceil(b.end.getTime() / 1000)])

/** The pairs of `flat` (sorted, not overlapping) that overlap [from, to), by binary search. */
function intervalsBetween(flat: readonly number[], from: number, to: number): Interval[] {
  let lo = 0
  let hi = flat.length / 2
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (flat[mid * 2 + 1]! <= from) lo = mid + 1
    else hi = mid
  }
  const out: Interval[] = []
  for (let i = lo; i < flat.length / 2 && flat[i * 2]! < to; i += 1) {
    out.push({ start: new Date(flat[i * 2]! * 1000), end: new Date(flat[i * 2 + 1]! * 1000) })
  }
  return out
}

/** The text of the calendar at `rawUrl`, or a CalendarFeedError saying why not in the admin's words. */
export async function fetchCalendar(rawUrl: string, options: Partial<CalendarFeedOptions> = {}): Promise<string> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES
  try {
    // Apple Calendar shares webcal:// addresses: the same address over https.
    return await safeFetchText(rawUrl.trim().replace(/^webcal:\/\//i, 'https://'), {
      timeoutMs,
      maxBytes,
      accept: { header: 'text/calendar, text/plain;q=0.5', types: ['text/calendar', 'text/plain'] },
      fetchImpl: options.fetchImpl,
      resolveImpl: options.resolveImpl,
      allowLoopbackHttpForTests: options.allowLoopbackHttpForTests,
    })
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error
    const { code, status } = error
    throw code === 'invalid_url'
      ? new CalendarFeedError('not_https', 'The calendar address is not a valid https:// address.', { cause: error })
      : new CalendarFeedError(code, FETCH_SENTENCES[code]({ status, timeoutMs, maxBytes }), { cause: error })
  }
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`

/** The admin's sentence for each refusal of the fetch: fixed, with the numbers we chose. */
const FETCH_SENTENCES: Record<
  Exclude<SafeFetchErrorCode, 'invalid_url'>,
  (n: { status?: number; timeoutMs: number; maxBytes: number }) => string
> = {
  not_https: () => 'The calendar address must start with https://.',
  address_refused: () => 'The calendar address points to a private or local network, which is not allowed.',
  not_found_host: () => 'The calendar server’s name could not be found.',
  unreachable: () => 'The calendar server could not be reached.',
  timeout: ({ timeoutMs }) => `The calendar server did not answer within ${timeoutMs / 1000} seconds.`,
  too_large: ({ maxBytes }) => `The calendar is larger than ${size(maxBytes)}.`,
  http_status: ({ status }) => `The calendar server answered ${status}.`,
  content_type: () => 'The address did not return a calendar (text/calendar).',
  too_many_redirects: () => 'The calendar address redirects too many times.',
}

/** The admin's sentence for each reason a feed was not expanded. */
const EXPAND_SENTENCES: Record<ExpandErrorCode, [CalendarFeedErrorCode, string]> = {
  unreadable: ['unreadable', 'The address did not return a readable calendar.'],
  too_many_occurrences: ['too_large', 'The calendar has too many repeating events to read.'],
  recurrence_limit: [
    'recurrence_limit',
    'A repeating event in your calendar could not be worked out in time, so your busy times were not updated. Look for one that repeats on a date that never comes, such as February 30.',
  ],
}

function expandError(error: ExpandError): CalendarFeedError {
  const [code, message] = EXPAND_SENTENCES[error.code]
  return new CalendarFeedError(code, message, { cause: error })
}
