import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** The tables of the records an email can be about: a lead of each kind. */
export const OUTBOX_SUBJECT_TYPES = ['contact', 'download', 'newsletter', 'quiz-report', 'booking'] as const
export type OutboxSubjectType = (typeof OUTBOX_SUBJECT_TYPES)[number]

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

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
    /**
     * The record the email is about (not its Subject header), so a lead's emails are found by
     * column, never by reading the dedupe key; null for digests and account alerts.
     */
    subjectType: text('subject_type', { enum: OUTBOX_SUBJECT_TYPES }),
    subjectId: integer('subject_id'),
    payload: jsonb('payload').notNull(),
    /**
     * Bytes made for the request that queued the message, sent with it (a quiz report's PDF:
     * made once, decision 51); emptied once it is sent or given up, and by the payload's scrub.
     */
    attachment: bytea('attachment'),
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
    // a request's timeline, its reminder check and the purge of a subscriber's emails
    index('email_outbox_subject_idx').on(t.subjectType, t.subjectId),
  ],
)
