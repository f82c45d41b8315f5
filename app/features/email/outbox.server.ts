import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { emailOutbox, type OutboxSubjectType } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { redactText, type Logger } from '#app/lib/logger.server.ts'
import { createPokeable } from '#app/lib/scheduler.server.ts'
import type { Mailer, OutgoingMail } from './mailer.server.ts'

/** After this many failed attempts a message is kept as "failed" and shown on the dashboard. */
export const MAX_ATTEMPTS = 8
const BASE_BACKOFF_MS = 15_000
const MAX_BACKOFF_MS = 60 * 60 * 1000
/** How long a claimed message stays ours without a renewal; renewed every third of it while sending. */
export const LEASE_MS = 60_000
const BATCH = 20

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1))
}

/** A queued email: its kind and what its builder needs, stored as JSON. */
export interface OutboxJob {
  kind: string
}

/** The record an email is about: a lead, by its table and id. */
export interface OutboxSubject {
  type: OutboxSubjectType
  id: number
}

/**
 * Queues an email in the caller's transaction; the same dedupe key never queues twice. A `held`
 * message is never sent by the worker: its sender gathers it into another message later.
 * `subject`: the record the email is about, so its emails are found by column. `attachment`:
 * bytes made for the request that queued it (a quiz report's PDF), handed to the builder when it
 * is sent, so they are made once; they are emptied once it is sent or given up.
 */
export async function enqueue<J extends OutboxJob>(
  tx: Tx | Db,
  dedupeKey: string,
  job: J,
  { held = false, subject, attachment }: { held?: boolean; subject?: OutboxSubject; attachment?: Buffer } = {},
): Promise<void> {
  await tx
    .insert(emailOutbox)
    .values({
      dedupeKey,
      kind: job.kind,
      subjectType: subject?.type ?? null,
      subjectId: subject?.id ?? null,
      payload: job,
      attachment: attachment ?? null,
      status: held ? 'held' : 'pending',
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
}

export interface OutboxWorker {
  /**
   * Sends what is due by `now` or the database's clock, whichever is later; returns how many were
   * sent. The runtime's jobs call it (app/jobs.server.ts).
   */
  runOnce(now?: Date): Promise<number>
  /** Says mail was just queued (after a lead was stored): whoever runs the worker looks at the queue now. */
  poke(): void
  /** What `poke` calls: the runtime's job that runs the worker (nothing until one is connected). */
  onPoke(listener: () => void): void
  /** Closes the mailer's connections; call it once nothing sends any more (after the jobs stopped). */
  close(): void
  /** attempts by this process since it started, by outcome (metrics) */
  readonly stats: Readonly<Record<'sent' | 'retry' | 'failed' | 'lease_lost', number>>
}

export function createOutboxWorker<J extends OutboxJob>({
  db,
  mailer,
  logger,
  build,
  from,
  leaseMs = LEASE_MS,
}: {
  db: Db
  mailer: Mailer
  logger: Logger
  /** the message for a job, with the bytes it was queued with (null: none, or sent already) */
  build: (job: J, attachment: Buffer | null) => OutgoingMail | Promise<OutgoingMail>
  from: string
  leaseMs?: number
}): OutboxWorker {
  const stats = { sent: 0, retry: 0, failed: 0, lease_lost: 0 }
  const wake = createPokeable()

  /**
   * Claims one due message with a lease of its own (decision 9): SKIP LOCKED lets several instances
   * share the queue, and the lease token proves on every later write that the message is still ours.
   */
  async function claim(now: Date) {
    const token = randomUUID()
    // Leases run on the clock, whatever `now` a caller asks about for due dates. A message is due by
    // the database's clock too: it stamps a new message in microseconds, and a run in the same
    // millisecond (just after the poke a queued message gives) would otherwise find it 0.4 ms early.
    // Once the database's time is past it, a message is never left for the next run.
    const clock = new Date()
    const claimed = await db.execute<{ id: number; payload: J; attempts: number; attachment: Buffer | null }>(sql`
      update email_outbox set locked_until = ${new Date(clock.getTime() + leaseMs)}, lease_token = ${token}
      where id = (
        select id from email_outbox
        where status = 'pending' and next_attempt_at <= greatest(${now}, now())
          and (locked_until is null or locked_until < ${clock})
        order by id limit 1 for update skip locked)
      returning id, payload, attempts, attachment`)
    const row = claimed.rows[0]
    return row ? { ...row, token } : null
  }

  /** Keeps the lease alive while a slow SMTP server takes its time; false once it was lost. */
  function keepLease(id: number, token: string) {
    let held = true
    const timer = setInterval(
      () => {
        db.execute(
          sql`update email_outbox set locked_until = ${new Date(Date.now() + leaseMs)}
            where id = ${id} and lease_token = ${token} and status = 'pending' returning id`,
        )
          .then((result) => {
            if (result.rows.length === 0) held = false
          })
          .catch(() => undefined)
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    )
    timer.unref()
    return { held: () => held, stop: () => clearInterval(timer) }
  }

  async function runOnce(now = new Date()): Promise<number> {
    let sent = 0
    for (let i = 0; i < BATCH; i += 1) {
      const row = await claim(now)
      if (!row) break
      const job = row.payload
      const ours = and(eq(emailOutbox.id, row.id), eq(emailOutbox.leaseToken, row.token))
      const lease = keepLease(row.id, row.token)
      try {
        await mailer.send({ ...(await build(job, row.attachment)), from, messageId: `<outbox-${row.id}@k12-site>` })
        lease.stop()
        const marked = await db
          .update(emailOutbox)
          .set({
            status: 'sent',
            attachment: null,
            sentAt: new Date(),
            lockedUntil: null,
            leaseToken: null,
            lastError: null,
            attempts: row.attempts + 1,
          })
          .where(ours)
          .returning({ id: emailOutbox.id })
        if (marked.length === 0 || !lease.held()) {
          // Only possible if renewals failed for a whole lease (database unreachable): say so.
          stats.lease_lost += 1
          logger.warn({ event: 'email_lease_lost', id: row.id, kind: job.kind }, 'email lease expired while sending')
        }
        stats.sent += 1
        sent += 1
      } catch (error) {
        lease.stop()
        const attempts = row.attempts + 1
        const failed = attempts >= MAX_ATTEMPTS
        const message = redactText(error instanceof Error ? error.message.slice(0, 500) : 'send failed')
        await db
          .update(emailOutbox)
          .set({
            attempts,
            status: failed ? 'failed' : 'pending',
            ...(failed ? { attachment: null } : {}),
            lockedUntil: null,
            leaseToken: null,
            lastError: message,
            nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          })
          .where(and(ours, eq(emailOutbox.status, 'pending')))
        stats[failed ? 'failed' : 'retry'] += 1
        logger.warn(
          { event: 'email_failed', id: row.id, kind: job.kind, attempts, failed, err: message },
          'email delivery failed',
        )
      }
    }
    return sent
  }

  return {
    runOnce,
    stats,
    ...wake,
    close: () => mailer.close(),
  }
}

/** How long a message's payload is kept after it was queued, once it was sent or gave up. */
const PAYLOAD_RETENTION_DAYS = 30

/**
 * A message's payload holds what it was built from: the visitor's address, name and message. Once
 * it was sent (or failed for good, or went out in a digest) nothing reads it again, so after
 * PAYLOAD_RETENTION_DAYS it is reduced to the message's kind; the row itself (when, whether it was
 * sent) stays for the lead's timeline. Its attachment goes when it is sent or given up (above),
 * and with the payload at the latest. Run hourly by the scheduler; returns how many were scrubbed.
 */
export async function scrubDeliveredPayloads(db: Db, now = new Date()): Promise<number> {
  const result = await db.execute(sql`
    update email_outbox set payload = jsonb_build_object('kind', kind, 'scrubbed', true), attachment = null
    where status in ('sent', 'failed', 'digested')
      and created_at < ${now}::timestamptz - ${`${PAYLOAD_RETENTION_DAYS} days`}::interval
      and (not (payload ? 'scrubbed') or attachment is not null)`)
  return result.rowCount ?? 0
}

export async function deliveryStatus(db: Db) {
  const rows = await db.execute<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from email_outbox group by status`,
  )
  const by = Object.fromEntries(rows.rows.map((r) => [r.status, r.n]))
  const [lastFailure] = await db
    .select({ kind: emailOutbox.kind, lastError: emailOutbox.lastError, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'failed'))
    .orderBy(sql`${emailOutbox.id} desc`)
    .limit(1)
  // Held messages wait too: for the digest they will go out in.
  const pending = (by.pending ?? 0) + (by.held ?? 0)
  return { pending, sent: by.sent ?? 0, failed: by.failed ?? 0, lastFailure: lastFailure ?? null }
}
