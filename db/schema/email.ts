import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The durable email queue (transactional outbox). A lead and its emails are inserted in one
 * transaction; `dedupe_key` (e.g. "contact:42:notify") makes a second email for one lead impossible.
 * See docs/decisions/0005-email-outbox.md.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * pending → sent | failed; an owner alert queued in a burst is `held`, then `digested` once it
     * was gathered into one digest email (app/features/leads/owner-alerts.server.ts)
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** who holds the lease until locked_until: a random token per claim (decision 9) */
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupeKey),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // recent owner alerts (the burst count) and old payloads (retention) are found by age
    index('email_outbox_created_idx').on(t.createdAt),
  ],
)
