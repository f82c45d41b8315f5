import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** In PostgreSQL so every instance sees the same counts. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** the sweep deletes it once its window and any lockout are over */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
