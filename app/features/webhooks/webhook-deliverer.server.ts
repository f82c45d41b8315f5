import { randomUUID } from 'node:crypto'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { DAY, HOUR, MINUTE, SECOND } from '#app/lib/durations.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { safeSend, SafeFetchError, type PinnedFetch, type ResolvedAddress } from '#app/lib/safe-fetch.server.ts'
import { openSecret } from '#app/lib/sealed-secret.server.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import type { WebhookDisabledJob } from './webhook-disabled-mail.ts'

/** After each failed try (Standard Webhooks' suggestion, as Svix sends): then the delivery is failed. */
export const RETRY_SCHEDULE_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]
/** The calendar feed's rules (decision 40): 10 s for the whole answer, read up to 64 KB. */
const TIMEOUT_MS = 10 * SECOND
const MAX_ANSWER_BYTES = 64 * 1024
const LOGGED_CHARS = 1024
export const DISABLE_AFTER_MS = 3 * DAY
/** Longer than one try can take, so a live try is never taken twice; a killed one is taken again after it. */
export const LEASE_MS = MINUTE
export const CONCURRENCY = 16

/** How a test instance reaches its receiver on loopback (buildServices' `webhooksForTests`). */
export interface WebhookTransport {
  fetchImpl?: PinnedFetch
  resolveImpl?: (hostname: string) => Promise<ResolvedAddress[]>
  timeoutMs?: number
  leaseMs?: number
}

export interface WebhookDeliverer {
  /** Due by `now` or the database's clock, whichever is later; returns how many were delivered. */
  runOnce(now?: Date): Promise<number>
  /** More workers for the run in progress, up to the cap: an event was queued. */
  wake(): void
  /** Claims nothing more; the attempts under way finish (Services.close). */
  stop(): void
  readonly stats: Readonly<Record<'delivered' | 'retry' | 'failed', number>>
}

type Outcome = { kind: 'delivered' } | { kind: 'retry'; afterMs?: number } | { kind: 'failed' } | { kind: 'gone' }

/** 2xx delivered; 410 Gone ends the endpoint; timeouts, 5xx and 429 try again; anything else will not change. */
function outcomeOf(status: number, headers: Headers, now: Date): Outcome {
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 410) return { kind: 'gone' }
  if (status === 429 || status >= 500) return { kind: 'retry', afterMs: retryAfterMs(headers.get('retry-after'), now) }
  return { kind: 'failed' }
}

/**
 * RFC 9110 §10.2.3: seconds or an HTTP date; between the schedule's first wait (so `Retry-After: 0`
 * cannot spend every try in seconds) and its longest.
 */
export function retryAfterMs(value: string | null, now: Date): number | undefined {
  if (!value) return undefined
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * SECOND : Date.parse(value) - now.getTime()
  return Number.isFinite(ms) ? Math.min(Math.max(ms, RETRY_SCHEDULE_MS[0]!), 10 * HOUR) : undefined
}

const RETRIED_ERRORS = new Set(['timeout', 'unreachable', 'not_found_host'])

/** Every secret in force: a rotated-out one signs too until its 24 hours end. */
export function signatureOf(secrets: string[], messageId: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ')
}

export function createWebhookDeliverer({
  db,
  secretKeys,
  siteUrl,
  logger,
  clock,
  transport = {},
  concurrency = CONCURRENCY,
}: {
  db: Db
  /** the keys endpoint secrets are sealed under, the current first */
  secretKeys: () => Buffer[]
  siteUrl: string
  logger: Logger
  clock: () => Date
  transport?: WebhookTransport
  concurrency?: number
}): WebhookDeliverer {
  const stats = { delivered: 0, retry: 0, failed: 0 }
  const leaseMs = transport.leaseMs ?? LEASE_MS

  /** SKIP LOCKED shares the queue across instances; the lease token proves a later write is still ours (decision 9). */
  async function claim(now: Date) {
    const token = randomUUID()
    const lockClock = new Date()
    const { rows } = await db.execute<{
      id: number
      attempts: number
      message_id: string
      payload: { data: { lead?: { url: string } } }
      url: string
      secret: string
      previous_secret: string | null
      previous_secret_until: Date | string | null
      endpoint_id: number
    }>(sql`
      with claimed as (
        update webhook_deliveries set locked_until = ${new Date(lockClock.getTime() + leaseMs)}, lease_token = ${token}
        where id = (
          select d.id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where d.status = 'pending' and e.status = 'active' and d.next_attempt_at <= greatest(${now}, now())
            and (d.locked_until is null or d.locked_until < ${lockClock})
          order by d.next_attempt_at, d.id limit 1 for update of d skip locked)
        returning id, attempts, event_id, endpoint_id)
      select claimed.id, claimed.attempts, claimed.endpoint_id, ev.message_id, ev.payload,
        e.url, e.secret, e.previous_secret, e.previous_secret_until
      from claimed join webhook_events ev on ev.id = claimed.event_id join webhook_endpoints e on e.id = claimed.endpoint_id`)
    const row = rows[0]
    return row ? { ...row, token } : null
  }

  async function attempt(row: NonNullable<Awaited<ReturnType<typeof claim>>>) {
    const at = clock()
    const keys = secretKeys()
    const previousUntil = row.previous_secret_until ? new Date(row.previous_secret_until) : null
    const secrets = [
      row.secret,
      ...(row.previous_secret && previousUntil && previousUntil > at ? [row.previous_secret] : []),
    ]
    const payload = structuredClone(row.payload)
    if (payload.data.lead) payload.data.lead.url = new URL(payload.data.lead.url, siteUrl).toString()
    const body = JSON.stringify(payload)
    const started = performance.now()
    let outcome: Outcome
    let status: number | null = null
    let answer: string
    // The receiver's freshness check compares it with its own clock: the real time, always.
    const signedAt = new Date()
    try {
      const signature = signatureOf(
        secrets.map((sealed) => openSecret(keys, sealed)),
        row.message_id,
        signedAt,
        body,
      )
      const response = await safeSend(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'k12-site-webhooks/1',
          'webhook-id': row.message_id,
          'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        body,
        timeoutMs: transport.timeoutMs ?? TIMEOUT_MS,
        maxBytes: MAX_ANSWER_BYTES,
        fetchImpl: transport.fetchImpl,
        resolveImpl: transport.resolveImpl,
      })
      status = response.status
      answer = response.text.slice(0, LOGGED_CHARS)
      outcome = outcomeOf(response.status, response.headers, at)
    } catch (error) {
      // Our own sentences only: an error from elsewhere may quote the address, whose path can be a secret.
      if (error instanceof SafeFetchError) {
        answer = error.message
        outcome = RETRIED_ERRORS.has(error.code) ? { kind: 'retry' } : { kind: 'failed' }
      } else {
        logger.warn({ event: 'webhook_error', delivery: row.id, err: error }, 'webhook delivery failed unexpectedly')
        answer = 'The delivery failed on our side.'
        outcome = { kind: 'retry' }
      }
    }
    const latencyMs = Math.round(performance.now() - started)
    await settle(row, at, outcome, { status, latencyMs, answer })
    return outcome.kind === 'delivered'
  }

  async function settle(
    row: { id: number; token: string; attempts: number; endpoint_id: number; url: string },
    at: Date,
    outcome: Outcome,
    log: { status: number | null; latencyMs: number; answer: string },
  ) {
    const attempts = row.attempts + 1
    const retryAt =
      outcome.kind === 'retry' && attempts <= RETRY_SCHEDULE_MS.length
        ? new Date(at.getTime() + (outcome.afterMs ?? RETRY_SCHEDULE_MS[attempts - 1]!))
        : null
    const status = outcome.kind === 'delivered' ? 'delivered' : retryAt ? 'pending' : 'failed'
    const disabled = await db.transaction(async (tx) => {
      const ours = await tx
        .update(webhookDeliveries)
        .set({
          status,
          attempts,
          lockedUntil: null,
          leaseToken: null,
          ...(retryAt ? { nextAttemptAt: retryAt } : {}),
          ...(status === 'delivered' ? { deliveredAt: at } : {}),
        })
        .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.leaseToken, row.token)))
        .returning({ id: webhookDeliveries.id })
      if (ours.length === 0) return null
      await tx.insert(webhookAttempts).values({
        deliveryId: row.id,
        at,
        responseStatus: log.status,
        latencyMs: log.latencyMs,
        response: log.answer,
      })
      if (outcome.kind === 'delivered') {
        // Only when it was failing: concurrent deliveries to one endpoint do not queue on its row.
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(and(eq(webhookEndpoints.id, row.endpoint_id), isNotNull(webhookEndpoints.failingSince)))
        return null
      }
      const [endpoint] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
        .where(eq(webhookEndpoints.id, row.endpoint_id))
        .returning({ failingSince: webhookEndpoints.failingSince, status: webhookEndpoints.status })
      const reason =
        outcome.kind === 'gone'
          ? 'gone'
          : endpoint && at.getTime() - endpoint.failingSince!.getTime() >= DISABLE_AFTER_MS
            ? 'failing'
            : null
      if (!reason || endpoint?.status !== 'active') return null
      await tx
        .update(webhookEndpoints)
        .set({ status: 'disabled', disabledReason: reason })
        .where(eq(webhookEndpoints.id, row.endpoint_id))
      // The consultant is told in the same transaction (the outbox, decision 5).
      const job: WebhookDisabledJob = {
        kind: 'webhook-disabled',
        host: new URL(row.url).host,
        reason,
        at: at.toISOString(),
      }
      await enqueue(tx, `webhook-disabled:${row.endpoint_id}:${at.toISOString()}`, job)
      return reason
    })
    stats[status === 'pending' ? 'retry' : status] += 1
    if (status !== 'delivered') {
      logger.info(
        {
          event: 'webhook_failed',
          delivery: row.id,
          endpoint: row.endpoint_id,
          attempts,
          status: log.status,
          retry: status,
        },
        'webhook delivery failed',
      )
    }
    if (disabled) {
      logger.warn(
        { event: 'webhook_endpoint_disabled', endpoint: row.endpoint_id, reason: disabled },
        'webhook endpoint disabled',
      )
    }
  }

  let pool: { fill: () => void } | null = null
  let stopping = false

  /**
   * A pool, not batches: each worker takes the next due delivery when its own is done, so a slow
   * receiver holds one slot, never the others; an event queued meanwhile (`wake`) tops the pool up.
   */
  async function runOnce(now = clock()): Promise<number> {
    let delivered = 0
    const running = new Set<Promise<void>>()
    const worker = async () => {
      for (let row = stopping ? null : await claim(now); row; row = stopping ? null : await claim(now))
        if (await attempt(row)) delivered += 1
    }
    const fill = () => {
      while (!stopping && running.size < concurrency) {
        const done: Promise<void> = worker().finally(() => running.delete(done))
        running.add(done)
      }
    }
    pool = { fill }
    try {
      fill()
      while (running.size) await Promise.all([...running])
    } finally {
      pool = null
    }
    return delivered
  }

  return {
    runOnce,
    wake: () => pool?.fill(),
    stop() {
      stopping = true
    },
    stats,
  }
}

const RETENTION_DAYS = 30

/** The delivery log keeps 30 days; an event goes with its last delivery's log. */
export async function pruneWebhookLog(db: Db, now = new Date()): Promise<void> {
  const cutoff = sql`${now}::timestamptz - ${`${RETENTION_DAYS} days`}::interval`
  await db.execute(sql`delete from webhook_attempts where at < ${cutoff}`)
  await db.execute(sql`
    delete from webhook_events ev where ev.created_at < ${cutoff}
      and not exists (select 1 from webhook_deliveries d where d.event_id = ev.id and d.status = 'pending')`)
}
