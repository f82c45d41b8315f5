import { sql } from 'drizzle-orm'
import type { Mailer } from '#app/features/email/mailer.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { redactText, type Logger } from '#app/lib/logger.server.ts'
import { hit, release } from '#app/lib/rate-limit.server.ts'
import { createPokeable } from '#app/lib/scheduler.server.ts'
import type { RenderedIssue } from './newsletter-email.server.ts'

/** Temporary failures (4xx, connection), then `failed`. */
export const MAX_NEWSLETTER_ATTEMPTS = 5
const RATE_KEY = 'newsletter:per-minute'
/** Shutdown waits for a run. */
const RUN_BUDGET_MS = 4_000

const backoffMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1))

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** RFC 8058's one-click unsubscribe, on every newsletter and test. */
export const unsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

type Due = {
  issue_id: number
  subscriber_id: number
  attempts: number
  email: string
  active: boolean
}

/** Only a refusal at RCPT TO is about the subscriber; anything else would refuse every recipient alike. */
export function classifyFailure(error: unknown): 'bounce' | 'retry' | 'server' {
  const e = error as { responseCode?: unknown; command?: unknown } | null
  const code = typeof e?.responseCode === 'number' ? e.responseCode : undefined
  if (code === undefined || typeof e?.command !== 'string' || !e.command.startsWith('RCPT')) return 'server'
  return code >= 500 ? 'bounce' : 'retry'
}

/** Doubling up to 10 minutes. */
const SERVER_BACKOFF_MS = 15_000
const MAX_SERVER_BACKOFF_MS = 10 * 60_000

export type NewsletterSender = ReturnType<typeof createNewsletterSender>

/**
 * Each message is marked sent inside the transaction that hands it to SMTP and commits on its 250,
 * so a crash rolls the mark back; the only window for a second copy is between the 250 and our
 * COMMIT (decision 30).
 */
export function createNewsletterSender({
  db,
  mailer,
  logger,
  from,
  ratePerMinute,
  rendered,
  unsubscribeUrl,
  messageHost,
  clock,
}: {
  db: Db
  mailer: Mailer
  logger: Logger
  from: string
  ratePerMinute: number
  rendered: (issueId: number) => Promise<{ subject: string; email: RenderedIssue }>
  unsubscribeUrl: (email: string) => string
  messageHost: string
  clock: () => Date
}) {
  const stats = { sent: 0, retry: 0, failed: 0, bounced: 0, skipped: 0 }
  const spacingMs = 60_000 / ratePerMinute
  const wake = createPokeable()
  /** while the SMTP server or our account is failing */
  let resumeAt = 0
  let serverBackoff = SERVER_BACKOFF_MS

  /** 'stop': the server or our account failed; nothing counts against the message, and the sender waits. */
  async function sendOne(): Promise<'sent' | 'tried' | 'skipped' | 'none' | 'stop'> {
    let due: Due | undefined
    try {
      await db.transaction(async (tx) => {
        // A process that hangs mid-send must not hold the row for ever.
        await tx.execute(sql`set local idle_in_transaction_session_timeout = '120s'`)
        const claimed = await tx.execute<Due>(sql`
          select d.issue_id, d.subscriber_id, d.attempts, n.email,
            (n.confirmed_at is not null and n.unsubscribed_at is null and n.bounced_at is null) as active
          from newsletter_deliveries d
          join newsletter_issues i on i.id = d.issue_id and i.status = 'sending'
          join newsletters n on n.id = d.subscriber_id
          where d.status = 'pending' and d.next_attempt_at <= ${clock()}
          order by d.issue_id, d.next_attempt_at
          limit 1
          for update of d skip locked`)
        due = claimed.rows[0]
        if (!due) return
        const key = sql`issue_id = ${due.issue_id} and subscriber_id = ${due.subscriber_id}`
        if (!due.active) {
          await tx.execute(sql`update newsletter_deliveries set status = 'skipped' where ${key}`)
          return
        }
        const { subject, email } = await rendered(due.issue_id)
        const unsubscribe = unsubscribeUrl(due.email)
        await tx.execute(sql`
          update newsletter_deliveries set status = 'sent', sent_at = ${clock()}, attempts = attempts + 1
          where ${key}`)
        await mailer.send({
          to: due.email,
          from,
          subject,
          ...email.personalise(unsubscribe),
          messageId: `<newsletter-${due.issue_id}-${due.subscriber_id}@${messageHost}>`,
          headers: { ...unsubscribeHeaders(unsubscribe), 'List-Id': `Newsletter <newsletter.${messageHost}>` },
        })
      })
    } catch (error) {
      if (!due) throw error
      return failed(due, error)
    }
    if (!due) return 'none'
    const outcome = (due as Due).active ? 'sent' : 'skipped'
    stats[outcome] += 1
    return outcome
  }

  /** The transaction was rolled back, so the row is pending again. */
  async function failed(due: Due, error: unknown): Promise<'tried' | 'stop'> {
    const kind = classifyFailure(error)
    const code = (error as { responseCode?: number } | null)?.responseCode
    const message = redactText(error instanceof Error ? error.message.slice(0, 500) : 'send failed')
    if (kind === 'server') {
      // Not this subscriber's doing: an outage of hours neither fails the issue nor bounces anyone.
      resumeAt = clock().getTime() + serverBackoff
      logger.error(
        { event: 'newsletter_smtp_unavailable', issue: due.issue_id, code, retryInMs: serverBackoff, err: message },
        'newsletter sending paused: the SMTP server refused or could not be reached',
      )
      serverBackoff = Math.min(MAX_SERVER_BACKOFF_MS, serverBackoff * 2)
      return 'stop'
    }
    const key = sql`issue_id = ${due.issue_id} and subscriber_id = ${due.subscriber_id} and status = 'pending'`
    const attempts = due.attempts + 1
    if (kind === 'bounce') {
      await db.execute(sql`update newsletter_deliveries set status = 'bounced', attempts = ${attempts},
        last_error = ${message} where ${key}`)
      await db.execute(
        sql`update newsletters set bounced_at = ${clock()} where id = ${due.subscriber_id} and bounced_at is null`,
      )
      stats.bounced += 1
      logger.warn({ event: 'newsletter_bounced', issue: due.issue_id, code }, 'newsletter refused for good')
      return 'tried'
    }
    const gaveUp = attempts >= MAX_NEWSLETTER_ATTEMPTS
    await db.execute(sql`update newsletter_deliveries set attempts = ${attempts}, last_error = ${message},
      status = ${gaveUp ? 'failed' : 'pending'}, next_attempt_at = ${new Date(clock().getTime() + backoffMs(attempts))}
      where ${key}`)
    stats[gaveUp ? 'failed' : 'retry'] += 1
    logger.warn(
      { event: 'newsletter_failed', issue: due.issue_id, code, attempts, err: message },
      'newsletter delivery deferred by the receiving server',
    )
    return 'tried'
  }

  /** true when more is due now; false when nothing is, or the minute's allowance is used up. */
  async function runOnce(): Promise<boolean> {
    if (clock().getTime() < resumeAt) return false
    const started = Date.now()
    while (Date.now() - started < RUN_BUDGET_MS) {
      const slot = await hit(db, RATE_KEY, { max: ratePerMinute, windowSeconds: 60 }, clock())
      if (!slot.allowed) return false
      const began = Date.now()
      const outcome = await sendOne()
      if (outcome === 'sent') serverBackoff = SERVER_BACKOFF_MS
      // Only what reached the SMTP server counts against the allowance.
      if (outcome === 'skipped' || outcome === 'none' || outcome === 'stop') await release(db, RATE_KEY)
      if (outcome === 'none' || outcome === 'stop') return false
      if (outcome !== 'skipped') {
        const wait = spacingMs - (Date.now() - began)
        if (wait > 0) await sleep(Math.min(wait, RUN_BUDGET_MS))
      }
    }
    return true
  }

  return {
    runOnce,
    stats,
    ...wake,
    close: () => mailer.close(),
  }
}
