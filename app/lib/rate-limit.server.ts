import { sql } from 'drizzle-orm'
import type { Db } from '#app/lib/db.server.ts'

export interface Limit {
  max: number
  windowSeconds: number
}

/** Per client address (IPv4, or IPv6 /64); past a `*Global` limit a proof of work is asked (decision 13). */
export const defaultLimits = {
  contact: { max: 10, windowSeconds: 600 },
  newsletter: { max: 10, windowSeconds: 600 },
  download: { max: 20, windowSeconds: 600 },
  contactGlobal: { max: 100, windowSeconds: 3600 },
  newsletterGlobal: { max: 300, windowSeconds: 3600 },
  downloadGlobal: { max: 500, windowSeconds: 3600 },
  /** a class taking the quiz together shares one address */
  quiz: { max: 30, windowSeconds: 3600 },
  quizGlobal: { max: 2000, windowSeconds: 3600 },
  /** each one a PDF made on the server (decision 39) */
  quizReport: { max: 10, windowSeconds: 600 },
  quizReportGlobal: { max: 100, windowSeconds: 3600 },
  /** each sends a confirmation link (decision 40) */
  booking: { max: 5, windowSeconds: 600 },
  bookingGlobal: { max: 20, windowSeconds: 3600 },
  bookingLinksPerRecipient: { max: 3, windowSeconds: 86_400 },
  bookingChangesPerMeeting: { max: 3, windowSeconds: 86_400 },
  bookingChangesPerClient: { max: 10, windowSeconds: 3600 },
  loginPerPair: { max: 5, windowSeconds: 900 },
  loginPerAddress: { max: 20, windowSeconds: 900 },
  /** past `max`, only a growing delay, never a lockout */
  loginPerUsername: { max: 5, windowSeconds: 900 },
  secondFactor: { max: 5, windowSeconds: 900 },
  /** a per-instance token bucket: 10 argon2id checks a second, bursts of 20 (decision 14) */
  passwordChecks: { max: 20, windowSeconds: 2 },
  /** a known browser (device cookie), any address */
  loginPerDevice: { max: 10, windowSeconds: 900 },
  /** "Forgot your password?" requests from one client address, any account (decision 60) */
  passwordResetPerClient: { max: 5, windowSeconds: 900 },
  /** reset links emailed to one admin: past it, asking again sends nothing, and the answer is the same */
  passwordResetPerAccount: { max: 3, windowSeconds: 3600 },
  visitorMail: { max: 60, windowSeconds: 3600 },
  visitorMailPerClient: { max: 10, windowSeconds: 3600 },
  visitorMailPerDomain: { max: 20, windowSeconds: 3600 },
  /** subdomains together, so a catch-all domain cannot turn the hourly allowance into hundreds a day */
  visitorMailPerSiteDaily: { max: 60, windowSeconds: 86_400 },
  /** the canonical address: case, +tags and Gmail dots ignored */
  ackPerRecipient: { max: 1, windowSeconds: 86_400 },
  ownerAlertBurst: { max: 5, windowSeconds: 600 },
} satisfies Record<string, Limit>

export type Limits = typeof defaultLimits

export function scaledLimits(scale: number): Limits {
  return Object.fromEntries(
    Object.entries(defaultLimits).map(([name, limit]) => [name, { ...limit, max: Math.ceil(limit.max * scale) }]),
  ) as Limits
}

export type Verdict = { allowed: true; count: number } | { allowed: false; count: number; retryAfterSeconds: number }

/** Allowed up to `max`; past it, refused until `until` (epoch ms). */
const verdict = (count: number, max: number, until: number, now: Date): Verdict =>
  count <= max
    ? { allowed: true, count }
    : { allowed: false, count, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) }

/** Counts one hit in a fixed window with one atomic upsert. */
export async function hit(db: Db, key: string, limit: Limit, now = new Date()): Promise<Verdict> {
  const window = `${limit.windowSeconds} seconds`
  const ended = sql`rate_limits.window_start <= ${now}::timestamptz - ${window}::interval`
  const result = await db.execute<{ count: number; window_start: Date }>(sql`
    insert into rate_limits (key, count, window_start, expires_at)
    values (${key}, 1, ${now}, ${now}::timestamptz + ${window}::interval)
    on conflict (key) do update set
      count = case when ${ended} then 1 else rate_limits.count + 1 end,
      window_start = case when ${ended} then ${now} else rate_limits.window_start end,
      expires_at = case when ${ended} then ${now}::timestamptz + ${window}::interval else rate_limits.expires_at end
    returning count, window_start`)
  const row = result.rows[0]!
  return verdict(row.count, limit.max, new Date(row.window_start).getTime() + limit.windowSeconds * 1000, now)
}

/**
 * Counts before the work it guards, atomically, so parallel attempts cannot all slip in before the
 * first failure is recorded. Past `max` the lockout starts at a minute and doubles, up to an hour.
 */
export async function attempt(db: Db, key: string, limit: Limit, now = new Date()): Promise<Verdict> {
  const window = `${limit.windowSeconds} seconds`
  const fresh = sql`(rate_limits.window_start <= ${now}::timestamptz - ${window}::interval
    and (rate_limits.blocked_until is null or rate_limits.blocked_until <= ${now}))`
  const next = sql`(case when ${fresh} then 1 else rate_limits.count + 1 end)`
  const windowStart = sql`(case when ${fresh} then ${now}::timestamptz else rate_limits.window_start end)`
  const blockedUntil = sql`(case when ${next} > ${limit.max}
    then ${now}::timestamptz + least(interval '1 hour', interval '1 minute' * power(2, least(${next} - ${limit.max} - 1, 10)))
    else rate_limits.blocked_until end)`
  const result = await db.execute<{ count: number; blocked_until: Date | null }>(sql`
    insert into rate_limits as rate_limits (key, count, window_start, expires_at)
    values (${key}, 1, ${now}, ${now}::timestamptz + ${window}::interval)
    on conflict (key) do update set
      count = ${next},
      window_start = ${windowStart},
      blocked_until = ${blockedUntil},
      expires_at = greatest(${windowStart} + ${window}::interval, ${blockedUntil})
    returning count, blocked_until`)
  const row = result.rows[0]!
  const until = row.blocked_until ? new Date(row.blocked_until).getTime() : now.getTime() + 60_000
  return verdict(row.count, limit.max, until, now)
}

export async function release(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`)
}

export async function currentCount(db: Db, key: string, limit: Limit, now = new Date()): Promise<number> {
  const window = `${limit.windowSeconds} seconds`
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and window_start > ${now}::timestamptz - ${window}::interval`,
  )
  return result.rows[0]?.count ?? 0
}

/** Keeps the table bounded, and a counter about an address no longer than it counts. */
export async function sweepRateLimits(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where expires_at <= ${now}`)
  return result.rowCount ?? 0
}
