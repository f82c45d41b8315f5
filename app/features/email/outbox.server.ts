import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { emailOutbox, type OutboxSubjectType } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { redactText, type Logger } from '#app/lib/logger.server.ts'
import { createPokeable } from '#app/lib/scheduler.server.ts'
import { HOUR } from '#app/lib/durations.ts'
import type { Mailer, OutgoingMail } from './mailer.server.ts'

/** Then kept as "failed" and shown on the dashboard. */
export const MAX_ATTEMPTS = 8
const BASE_BACKOFF_MS = 15_000
const MAX_BACKOFF_MS = HOUR
/** Renewed every third of it while sending. */
export const LEASE_MS = 60_000
const BATCH = 20

export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1))
}

export type OutboxJob = { kind: string }
export type OutboxSubject = { type: OutboxSubjectType; id: number }

/** A `held` message is gathered into another later; `attachment` is made once, emptied when done. */
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

export type OutboxWorker = ReturnType<typeof createOutboxWorker>

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
  /** null: none, or sent already */
  build: (job: J, attachment: Buffer | null) => OutgoingMail | Promise<OutgoingMail>
  from: string
  leaseMs?: number
}) {
  const stats = { sent: 0, retry: 0, failed: 0, lease_lost: 0 }
  const wake = createPokeable()

  /** SKIP LOCKED shares the queue; the lease token proves each later write is still ours (decision 9). */
  async function claim(now: Date) {
    const token = randomUUID()
    // Leases run on the clock. Due dates also read the database's: it stamps in microseconds, and a run
    // in the same millisecond (just after the poke) would otherwise find a new message 0.4 ms early.
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

  /** Due by `now` or the database's clock, whichever is later; returns how many were sent. */
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
          // Only if renewals failed for a whole lease (database unreachable).
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

  /** `poke`: a message was queued, look now; `close` once nothing sends any more (after the jobs stopped). */
  return {
    runOnce,
    stats: stats as Readonly<typeof stats>,
    ...wake,
    close: () => mailer.close(),
  }
}

const PAYLOAD_RETENTION_DAYS = 30

/** A done message's payload (address, name, message) shrinks to its kind after PAYLOAD_RETENTION_DAYS. */
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
  // Held messages wait for the digest they will go out in.
  const pending = (by.pending ?? 0) + (by.held ?? 0)
  return { pending, sent: by.sent ?? 0, failed: by.failed ?? 0, lastFailure: lastFailure ?? null }
}
