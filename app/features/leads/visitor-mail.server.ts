import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appState } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { hit, type Limits } from '#app/lib/rate-limit.server.ts'

/**
 * Email to visitors goes to addresses that strangers type into our forms, from our own domain. So
 * that the forms cannot be used to send mail to someone else (issue 13): at most one message per
 * recipient address per day, and a cap on all visitor mail per hour. When the cap is reached,
 * that is logged and shown on the dashboard. Mail to the owner is never limited.
 */
export const VISITOR_MAIL_CAPPED = 'visitor_mail_capped_at'

export async function mayEmailVisitor(
  db: Db,
  logger: Logger,
  limits: Pick<Limits, 'visitorMail' | 'ackPerRecipient'>,
  email: string,
  now = new Date(),
): Promise<boolean> {
  const recipient = createHash('sha256').update(email.toLowerCase()).digest('base64url')
  if (!(await hit(db, `visitor-mail:to:${recipient}`, limits.ackPerRecipient, now)).allowed) return false
  if ((await hit(db, 'visitor-mail:all', limits.visitorMail, now)).allowed) return true
  logger.warn({ event: 'visitor_mail_capped', cap: limits.visitorMail.max }, 'hourly cap on visitor email reached')
  await db
    .insert(appState)
    .values({ key: VISITOR_MAIL_CAPPED, value: now.toISOString() })
    .onConflictDoUpdate({ target: appState.key, set: { value: now.toISOString() } })
  return false
}

/** When the hourly cap was last reached, if that was within the past hour (for the dashboard). */
export async function visitorMailCappedSince(db: Db, now = new Date()): Promise<Date | null> {
  const [row] = await db.select().from(appState).where(eq(appState.key, VISITOR_MAIL_CAPPED))
  const at = row ? new Date(row.value) : null
  return at && now.getTime() - at.getTime() < 60 * 60 * 1000 ? at : null
}
