import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Counters for rate limits and login lockouts, kept in PostgreSQL so every instance sees the same
 * numbers. Keys look like "contact:ip:203.0.113.7" or "login:user:ellis".
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** when the row means nothing any more: its window has ended and any lockout is over; the sweep deletes it then */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
