import { inArray, sql } from 'drizzle-orm'
import { emailOutbox } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import type { Limit } from '#app/lib/rate-limit.server.ts'
import { enqueue, type OutboxSubject } from '#app/features/email/outbox.server.ts'
import { alertLine, OWNER_ALERT_KINDS, type EmailJob, type OwnerAlert } from './lead-emails.server.ts'

/**
 * Owner alerts in a burst (docs/decisions/0016): one email per lead is right for a consultancy's
 * usual volume, so the consultant can reply to each within the 4-hour promise; a hundred leads in
 * minutes (a flood, or a busy morning) would bury the inbox. So an alert queued when `burst.max`
 * alerts were already queued within `burst.windowSeconds` is held, and held alerts are gathered
 * into one digest once the oldest has waited a whole window. Every lead is named in a digest: none
 * is dropped, only grouped.
 */

/** At most this many alerts in one digest, so it stays a readable size; the rest go in the next. */
const DIGEST_MAX_ALERTS = 500

const alertKinds = sql.join(
  OWNER_ALERT_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
)

/**
 * Queues an owner alert in the caller's transaction: sent on its own, or held for a digest.
 * `subject`: the lead it is about.
 */
export async function queueOwnerAlert(
  tx: Tx | Db,
  dedupeKey: string,
  job: OwnerAlert,
  { burst, subject }: { burst: Limit; subject: OutboxSubject },
) {
  // Counted on the database's clock, the one created_at is stamped with.
  // Only whether the window holds `max` alerts: a count that stops there, so a flood of leads does
  // not make every new one count all the others.
  const recent = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from ${emailOutbox}
      where ${emailOutbox.kind} in (${alertKinds})
        and ${emailOutbox.createdAt} > now() - ${`${burst.windowSeconds} seconds`}::interval
      limit ${burst.max}
    ) as window_alerts`)
  await enqueue(tx, dedupeKey, job, { held: (recent.rows[0]?.n ?? 0) >= burst.max, subject })
}

/**
 * Gathers held alerts into digest emails once the oldest has waited a whole window (run every
 * minute with the reminders). Safe on several instances at once: a held alert is locked while it
 * is gathered, then marked `digested`. Returns how many digests were queued.
 */
export async function collectHeldAlerts(db: Db, now: Date, burst: Limit): Promise<number> {
  let digests = 0
  for (;;) {
    const queued = await db.transaction(async (tx) => {
      const held = (
        await tx.execute<{ id: number; payload: OwnerAlert; created_at: Date | string }>(sql`
          select id, payload, created_at from ${emailOutbox} where ${emailOutbox.status} = 'held'
          order by id limit ${DIGEST_MAX_ALERTS} for update skip locked`)
      ).rows
      const oldest = held[0] ? new Date(held[0].created_at).getTime() : Infinity
      if (oldest > now.getTime() - burst.windowSeconds * 1000) return false
      const job: EmailJob = {
        kind: 'alert-digest',
        at: now.toISOString(),
        burst: { max: burst.max, minutes: Math.round(burst.windowSeconds / 60) },
        alerts: held.map((row) => alertLine(row.payload, new Date(row.created_at))),
      }
      await enqueue(tx, `alert-digest:${held[0]!.id}`, job)
      await tx
        .update(emailOutbox)
        .set({ status: 'digested' })
        .where(
          inArray(
            emailOutbox.id,
            held.map((row) => row.id),
          ),
        )
      return true
    })
    if (!queued) return digests
    digests += 1
  }
}
