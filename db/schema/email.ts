import { customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const OUTBOX_SUBJECT_TYPES = ['contact', 'download', 'newsletter', 'quiz-report', 'booking'] as const
export type OutboxSubjectType = (typeof OUTBOX_SUBJECT_TYPES)[number]

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' })

/** The transactional outbox: `dedupe_key` makes a second email for one lead impossible (decision 5). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    /** The record the email is about, so a lead's emails are found by column, never by the dedupe key. */
    subjectType: text('subject_type', { enum: OUTBOX_SUBJECT_TYPES }),
    subjectId: integer('subject_id'),
    payload: jsonb('payload').notNull(),
    /** made once for the request (decision 51); emptied once sent or given up */
    attachment: bytea('attachment'),
    /** pending → sent | failed; a burst's owner alert is `held`, then `digested` */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** a random token per claim (decision 9) */
    leaseToken: text('lease_token'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_unique').on(t.dedupeKey),
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_subject_idx').on(t.subjectType, t.subjectId),
  ],
)
