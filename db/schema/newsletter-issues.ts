import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { newsletters } from './leads.ts'
import { belongsTo, oneOf } from './columns.ts'

export const ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const
export type IssueStatus = (typeof ISSUE_STATUSES)[number]

/** draft → scheduled → sending ⇄ paused → sent; scheduled, sending or paused → cancelled (decision 30). */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    previewText: text('preview_text').notNull().default(''),
    /** sanitised like a post's content */
    body: text('body').notNull(),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(true),
    status: text('status').$type<IssueStatus>().notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** the recipients were chosen then */
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    recipients: integer('recipients').notNull().default(0),
    /** so two tabs cannot overwrite each other unseen */
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_issues_slug_unique').on(t.slug),
    index('newsletter_issues_due_idx').on(t.status, t.scheduledAt),
    oneOf('newsletter_issues_status_known', t.status, ISSUE_STATUSES),
  ],
)

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'bounced', 'skipped', 'cancelled'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * The primary key is the promise that nobody gets an issue twice: queuing is one insert … select,
 * and a message is marked sent in the transaction that holds its row (sender.server.ts).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: belongsTo('issue_id', () => newsletterIssues.id),
    subscriberId: belongsTo('subscriber_id', () => newsletters.id),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index('newsletter_deliveries_due_idx')
      .on(t.issueId, t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('newsletter_deliveries_sent_idx').on(t.sentAt),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
    oneOf('newsletter_deliveries_status_known', t.status, DELIVERY_STATUSES),
  ],
)
