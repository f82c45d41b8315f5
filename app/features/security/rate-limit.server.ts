import { sql } from 'drizzle-orm'
import type { Db } from '#app/lib/db.server.ts'

export interface Limit {
  /** requests allowed in the window */
  max: number
  windowSeconds: number
}

/** Per client address; generous for a school's shared NAT, tight for a script. */
export const defaultLimits = {
  contact: { max: 10, windowSeconds: 600 },
  newsletter: { max: 10, windowSeconds: 600 },
  download: { max: 20, windowSeconds: 600 },
  loginPerAddress: { max: 20, windowSeconds: 900 },
  loginPerUsername: { max: 5, windowSeconds: 900 },
} satisfies Record<string, Limit>

export type Limits = typeof defaultLimits

export function scaledLimits(scale: number): Limits {
  return Object.fromEntries(
    Object.entries(defaultLimits).map(([name, limit]) => [name, { ...limit, max: Math.ceil(limit.max * scale) }]),
  ) as Limits
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Counts one hit in a fixed window, atomically (one upsert), and says whether it is allowed. */
export async function hit(db: Db, key: string, limit: Limit, now = new Date()): Promise<Verdict> {
  const window = `${limit.windowSeconds} seconds`
  const result = await db.execute<{ count: number; window_start: Date }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${now}::timestamptz - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${now}::timestamptz - ${window}::interval then ${now} else rate_limits.window_start end
    returning count, window_start`)
  const row = result.rows[0]!
  if (row.count <= limit.max) return { allowed: true }
  const resetAt = new Date(row.window_start).getTime() + limit.windowSeconds * 1000
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)) }
}

/** A lockout in force for this key, if any. */
export async function blockedFor(db: Db, key: string, now = new Date()): Promise<number | null> {
  const result = await db.execute<{ blocked_until: Date | null }>(
    sql`select blocked_until from rate_limits where key = ${key}`,
  )
  const until = result.rows[0]?.blocked_until
  if (!until) return null
  const seconds = Math.ceil((new Date(until).getTime() - now.getTime()) / 1000)
  return seconds > 0 ? seconds : null
}

/**
 * Records a failed login for a key. From the `max`-th failure in the window the key is locked out,
 * for one minute, then doubling with every further failure, up to an hour (growing lockout).
 */
export async function recordFailure(db: Db, key: string, limit: Limit, now = new Date()): Promise<void> {
  const window = `${limit.windowSeconds} seconds`
  await db.execute(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${now}::timestamptz - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${now}::timestamptz - ${window}::interval then ${now} else rate_limits.window_start end`)
  await db.execute(sql`
    update rate_limits set blocked_until = ${now}::timestamptz + least(interval '1 hour', interval '1 minute' * power(2, count - ${limit.max}))
    where key = ${key} and count >= ${limit.max}`)
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`)
}
