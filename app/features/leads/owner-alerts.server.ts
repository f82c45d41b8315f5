import { inArray, sql } from 'drizzle-orm'
import { emailOutbox } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import type { Limit } from '#app/lib/rate-limit.server.ts'
import { enqueue, type OutboxSubject } from '#app/features/email/outbox.server.ts'
import { alertLine, OWNER_ALERT_KINDS, type EmailJob, type OwnerAlert } from './lead-emails.server.ts'

// A flood would bury the inbox: past `burst.max` alerts are held and gathered, never dropped (decision 16).

const DIGEST_MAX_ALERTS = 500

export async function queueOwnerAlert(
  tx: Tx | Db,
  dedupeKey: string,
  job: OwnerAlert,
  { burst, subject }: { burst: Limit; subject: OutboxSubject },
) {
  // On the database's clock (created_at's); the count stops at `max`, so a flood does not count itself.
  const recent = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from ${emailOutbox}
      where ${inArray(emailOutbox.kind, OWNER_ALERT_KINDS)}
        and ${emailOutbox.createdAt} > now() - ${`${burst.windowSeconds} seconds`}::interval
      limit ${burst.max}
    ) as window_alerts`)
  await enqueue(tx, dedupeKey, job, { held: (recent.rows[0]?.n ?? 0) >= burst.max, subject })
}

/** Safe on several instances: a held alert is locked while gathered, then marked `digested`. */

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
      const ids = held.map((row) => row.id)
      await tx.update(emailOutbox).set({ status: 'digested' }).where(inArray(emailOutbox.id, ids))
      return true
    })
    if (!queued) return digests
    digests += 1
  }
}
