import { randomBytes } from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { DAY } from '#app/lib/durations.ts'
import { found } from '#app/lib/errors.ts'
import { sealSecret } from '#app/lib/sealed-secret.server.ts'
import type { WebhookEventType } from './webhook-events.ts'
import { WEBHOOK_CHANNEL } from './webhook-queue.server.ts'

/** Both secrets sign for a day after a rotation, so a receiver can change over without missing one. */
export const ROTATION_OVERLAP_MS = DAY
const LOG_DELIVERIES = 50

/** Standard Webhooks: `whsec_` and 24 to 64 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`

const GONE = 'This webhook no longer exists.'

export type WebhookEndpointView = Awaited<ReturnType<WebhookEndpoints['list']>>[number]

export type WebhookEndpoints = ReturnType<typeof createWebhookEndpoints>

/** The consultant's side: endpoints, their secrets (shown once), a test event, the delivery log. */
export function createWebhookEndpoints({
  db,
  secretKey,
  clock,
  queued,
}: {
  db: Db
  /** the current key secrets are sealed under */
  secretKey: () => Buffer
  clock: () => Date
  /** the deliverer looks at the queue now */
  queued: () => void
}) {
  const columns = {
    id: webhookEndpoints.id,
    url: webhookEndpoints.url,
    events: webhookEndpoints.events,
    status: webhookEndpoints.status,
    disabledReason: webhookEndpoints.disabledReason,
    failingSince: webhookEndpoints.failingSince,
    previousSecretUntil: webhookEndpoints.previousSecretUntil,
    createdAt: webhookEndpoints.createdAt,
  }
  const seal = (secret: string) => sealSecret(secretKey(), secret)

  async function update(id: number, set: Partial<typeof webhookEndpoints.$inferInsert>) {
    const [row] = await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning(columns)
    return found(row, GONE)
  }

  return {
    list: () => db.select(columns).from(webhookEndpoints).orderBy(webhookEndpoints.id),

    /** The secret is in this answer and never again. */
    async create({ url, events }: { url: string; events: WebhookEventType[] }) {
      const secret = newSecret()
      const [endpoint] = await db
        .insert(webhookEndpoints)
        .values({ url, events, secret: seal(secret) })
        .returning(columns)
      return { endpoint: endpoint!, secret }
    },

    setEvents: (id: number, events: WebhookEventType[]) => update(id, { events }),
    /** Resuming also re-enables a disabled endpoint: its failures are counted afresh. */
    setActive: (id: number, active: boolean) =>
      update(id, active ? { status: 'active', disabledReason: null, failingSince: null } : { status: 'paused' }),

    async remove(id: number) {
      const rows = await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id })
      found(rows[0], GONE)
      // Events no endpoint needs any more go with it.
      await db.execute(
        sql`delete from webhook_events ev where not exists (select 1 from webhook_deliveries d where d.event_id = ev.id)`,
      )
    },

    /** The old secret still signs for ROTATION_OVERLAP_MS; the new one is in this answer and never again. */
    async rotate(id: number) {
      const secret = newSecret()
      const until = new Date(clock().getTime() + ROTATION_OVERLAP_MS)
      const rows = await db
        .update(webhookEndpoints)
        .set({ previousSecret: webhookEndpoints.secret, previousSecretUntil: until, secret: seal(secret) })
        .where(eq(webhookEndpoints.id, id))
        .returning(columns)
      return { endpoint: found(rows[0], GONE), secret }
    },

    /** A sample lead, to this endpoint alone, whatever events it chose. */
    async sendTest(id: number) {
      const now = clock()
      const lead = {
        kind: 'consultation_request',
        id: 1,
        email: 'jordan.example@example.org',
        firstName: 'Jordan',
        lastName: 'Example',
        position: 'Technology Director',
        district: 'Example Unified School District',
        createdAt: now.toISOString(),
        status: 'new',
        details: { studentCount: '1,000–5,000', services: ['Security Assessment'], message: 'A test event.' },
        attribution: { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null, landingPage: null },
        url: '/admin-contacts',
      }
      await db.transaction(async (tx) => {
        const [endpoint] = await tx
          .select({ id: webhookEndpoints.id })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, id))
        found(endpoint, GONE)
        const [event] = await tx
          .insert(webhookEvents)
          .values({
            messageId: `msg_test_${randomBytes(12).toString('hex')}`,
            type: 'lead.created',
            payload: { type: 'lead.created', timestamp: now.toISOString(), data: { lead } },
            createdAt: now,
          })
          .returning({ id: webhookEvents.id })
        await tx.insert(webhookDeliveries).values({ endpointId: id, eventId: event!.id, nextAttemptAt: now })
        await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`)
      })
      queued()
    },

    /** The same event again, under its `webhook-id`, as a new delivery in the log. */
    async redeliver(deliveryId: number) {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId))
      const old = found(row, 'This delivery is no longer in the log.')
      await db
        .insert(webhookDeliveries)
        .values({ endpointId: old.endpointId, eventId: old.eventId, nextAttemptAt: clock() })
      queued()
    },

    /** The newest deliveries, each with its tries, newest first. */
    async log(endpointId: number) {
      const deliveries = await db
        .select({
          id: webhookDeliveries.id,
          status: webhookDeliveries.status,
          attempts: webhookDeliveries.attempts,
          nextAttemptAt: webhookDeliveries.nextAttemptAt,
          createdAt: webhookDeliveries.createdAt,
          type: webhookEvents.type,
          messageId: webhookEvents.messageId,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(LOG_DELIVERIES)
      const ids = deliveries.map((d) => d.id)
      const attempts = ids.length
        ? await db
            .select()
            .from(webhookAttempts)
            .where(and(inArray(webhookAttempts.deliveryId, ids)))
            .orderBy(desc(webhookAttempts.at))
        : []
      return deliveries.map((d) => ({
        ...d,
        tries: attempts
          .filter((a) => a.deliveryId === d.id)
          .map(({ at, responseStatus, latencyMs, response }) => ({ at, status: responseStatus, latencyMs, response })),
      }))
    },
  }
}
