import { sql } from 'drizzle-orm'
import type { Db } from '#app/lib/db.server.ts'

export interface Limit {
  /** requests allowed in the window */
  max: number
  windowSeconds: number
}

/**
 * Per client address (an IPv4 address or an IPv6 /64): generous for a school's shared NAT, tight
 * for a script. The `*Global` limits count the valid submissions of every address together: past
 * one, each submission must carry a proof of work that the browser computes unseen, so a botnet
 * pays per request and people are never refused (app/lib/form-gate.server.ts, docs/decisions/0013).
 */
export const defaultLimits = {
  contact: { max: 10, windowSeconds: 600 },
  newsletter: { max: 10, windowSeconds: 600 },
  download: { max: 20, windowSeconds: 600 },
  contactGlobal: { max: 100, windowSeconds: 3600 },
  newsletterGlobal: { max: 300, windowSeconds: 3600 },
  downloadGlobal: { max: 500, windowSeconds: 3600 },
  /** anonymous quiz completions: a class taking the quiz together shares one address */
  quiz: { max: 30, windowSeconds: 3600 },
  quizGlobal: { max: 2000, windowSeconds: 3600 },
  /** the quiz's district report (decision 39): a lead form, each one a PDF made on the server */
  quizReport: { max: 10, windowSeconds: 600 },
  quizReportGlobal: { max: 100, windowSeconds: 3600 },
  /**
   * times asked for on /book (decision 40): each sends a confirmation link and holds nothing until
   * it is confirmed; past the hourly threshold the consultant is emailed and browsers prove work
   */
  booking: { max: 5, windowSeconds: 600 },
  bookingGlobal: { max: 20, windowSeconds: 3600 },
  /** booking confirmation links to one mailbox in a day: a typo retried, not a mail bomb */
  bookingLinksPerRecipient: { max: 3, windowSeconds: 86_400 },
  /** moves and cancellations of one meeting in a day, each emailed to both sides */
  bookingChangesPerMeeting: { max: 3, windowSeconds: 86_400 },
  /** moves and cancellations from one client address, any meeting */
  bookingChangesPerClient: { max: 10, windowSeconds: 3600 },
  /** sign-in attempts for one username from one address: locks that pair, growing */
  loginPerPair: { max: 5, windowSeconds: 900 },
  /** sign-in attempts from one address, any username */
  loginPerAddress: { max: 20, windowSeconds: 900 },
  /** failures for one username from anywhere: past `max`, only a growing delay, never a lockout */
  loginPerUsername: { max: 5, windowSeconds: 900 },
  /** second-step codes for one admin: five wrong ones lock the step, growing */
  secondFactor: { max: 5, windowSeconds: 900 },
  /**
   * password checks (argon2id, ~13 ms of a core each) from unknown browsers, all addresses
   * together, per instance: a token bucket of `max` refilled over `windowSeconds`, so 10 a second
   * with bursts of 20 (docs/decisions/0014-password-hashing-budget.md)
   */
  passwordChecks: { max: 20, windowSeconds: 2 },
  /** sign-in attempts from one known browser (device cookie), any address: locks that cookie, growing */
  loginPerDevice: { max: 10, windowSeconds: 900 },
  /** "Forgot your password?" requests from one client address, any account (decision 60) */
  passwordResetPerClient: { max: 5, windowSeconds: 900 },
  /** reset links emailed to one admin: past it, asking again sends nothing, and the answer is the same */
  passwordResetPerAccount: { max: 3, windowSeconds: 3600 },
  /** emails to visitors (acknowledgements, newsletter confirmations), all together */
  visitorMail: { max: 60, windowSeconds: 3600 },
  /** visitor emails asked for by one client address: a sixth of the hour's, so one client cannot use it up */
  visitorMailPerClient: { max: 10, windowSeconds: 3600 },
  /** visitor emails to one domain: a district's whole staff signing up in an hour, not a mail bomb */
  visitorMailPerDomain: { max: 20, windowSeconds: 3600 },
  /**
   * visitor emails to one site in a day, its subdomains together (`a@victim.fastmail.com`,
   * `b@other.fastmail.com`): a catch-all domain or subdomain addressing cannot turn the hourly
   * allowance into hundreds a day
   */
  visitorMailPerSiteDaily: { max: 60, windowSeconds: 86_400 },
  /** visitor emails to one mailbox (the canonical address: case, +tags and Gmail dots ignored) */
  ackPerRecipient: { max: 1, windowSeconds: 86_400 },
  /** owner alerts queued in this window before further ones wait for one digest email */
  ownerAlertBurst: { max: 5, windowSeconds: 600 },
} satisfies Record<string, Limit>

export type Limits = typeof defaultLimits

export function scaledLimits(scale: number): Limits {
  return Object.fromEntries(
    Object.entries(defaultLimits).map(([name, limit]) => [name, { ...limit, max: Math.ceil(limit.max * scale) }]),
  ) as Limits
}

export type Verdict = { allowed: true; count: number } | { allowed: false; count: number; retryAfterSeconds: number }

/**
 * Counts one hit in a fixed window, atomically (one upsert), and says whether it is allowed and
 * how many hits the window holds now. The row expires with its window.
 */
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
  if (row.count <= limit.max) return { allowed: true, count: row.count }
  const resetAt = new Date(row.window_start).getTime() + limit.windowSeconds * 1000
  return {
    allowed: false,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  }
}

/**
 * Counts an attempt before the work it guards (a password check), atomically, so parallel
 * attempts cannot all slip in before the first failure is recorded. Past `max` in the
 * window the key is locked out for one minute, doubling with every further attempt, up to an hour.
 * A success should `release` the key.
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
  // The row counts until its window has ended and its lockout is over, whichever is later.
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
  if (row.count <= limit.max) return { allowed: true, count: row.count }
  const until = row.blocked_until ? new Date(row.blocked_until).getTime() : now.getTime() + 60_000
  return { allowed: false, count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) }
}

/** Takes back one counted attempt (a sign-in that succeeded from an address). */
export async function release(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`)
}

/** How many hits a key holds in its current window, without counting one. */
export async function currentCount(db: Db, key: string, limit: Limit, now = new Date()): Promise<number> {
  const window = `${limit.windowSeconds} seconds`
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and window_start > ${now}::timestamptz - ${window}::interval`,
  )
  return result.rows[0]?.count ?? 0
}

/**
 * Deletes the rows whose own window has ended and whose lockout is over, so the table stays
 * bounded however many addresses come and go, and a counter about an address lives no longer
 * than it counts (run by the scheduler, app/jobs.server.ts).
 */
export async function sweepRateLimits(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute(sql`delete from rate_limits where expires_at <= ${now}`)
  return result.rowCount ?? 0
}
