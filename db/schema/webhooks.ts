import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** An https address the consultant's CRM receives events at (decision 64). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** `whsec_…` sealed under the site's key (decision 15); shown once, when made */
    secret: text('secret').notNull(),
    /** still signed with until `previous_secret_until`, after a rotation */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** active | paused (by the consultant) | disabled (410 Gone, or failing for 3 days) */
    status: text('status').notNull().default('active'),
    disabledReason: text('disabled_reason'),
    /** the first failure since the last success */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('webhook_endpoints_status_known', sql`${t.status} in ('active', 'paused', 'disabled')`)],
)

/** What happened, once; `message_id` is the `webhook-id` of every attempt to send it. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_message_unique').on(t.messageId),
    index('webhook_events_created_idx').on(t.createdAt),
  ],
)

/** One event to one endpoint: an outbox row, claimed with a lease like an email (decision 9). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    /** pending → delivered | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    check('webhook_deliveries_status_known', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
)

/** The delivery log: one row per try, kept 30 days. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null: no answer (timeout, refused address, unreachable) */
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms').notNull(),
    /** the first 1 KB of the answer, or why there was none */
    response: text('response').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at), index('webhook_attempts_at_idx').on(t.at)],
)
