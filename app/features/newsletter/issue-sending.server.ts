import { and, eq, sql } from 'drizzle-orm'
import { newsletterIssues, newsletters, type IssueStatus } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import {
  checkVersion,
  EDITABLE,
  lockIssue,
  stateError,
  withFigures,
  type Issue,
  type IssueRow,
} from './newsletter.server.ts'

/** Decision 30: every move locks the issue's row and checks the version the admin saw. */

const activeSubscriber = and(
  sql`${newsletters.confirmedAt} is not null`,
  sql`${newsletters.unsubscribedAt} is null`,
  sql`${newsletters.bouncedAt} is null`,
)

export async function countRecipients(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletters)
    .where(activeSubscriber)
  return row?.n ?? 0
}

/** The primary key (issue, subscriber) makes a second queueing of the same person impossible. */
async function begin(tx: Tx, row: IssueRow, now: Date): Promise<IssueRow> {
  const inserted = await tx.execute(sql`
    insert into newsletter_deliveries (issue_id, subscriber_id, next_attempt_at)
    select ${row.id}, id, ${now} from newsletters
    where confirmed_at is not null and unsubscribed_at is null and bounced_at is null
    on conflict do nothing`)
  const [updated] = await tx
    .update(newsletterIssues)
    .set({
      status: 'sending',
      startedAt: now,
      recipients: inserted.rowCount ?? 0,
      version: row.version + 1,
      updatedAt: now,
    })
    .where(eq(newsletterIssues.id, row.id))
    .returning()
  return updated!
}

/** `recipients`: the number the admin confirmed; when it differs now, nothing is sent. */
export async function sendNow(
  db: Db,
  id: number,
  { recipients, version }: { recipients?: number; version?: number },
  now: Date,
): Promise<Issue> {
  return db.transaction(async (tx) => {
    const row = await lockIssue(tx, id)
    checkVersion(row, version)
    if (!EDITABLE.includes(row.status)) throw stateError(row, 'sent')
    const current = await countRecipients(tx)
    if (current === 0) throw new DomainError('conflict', 'There are no confirmed subscribers to send to yet.')
    // Nothing was sent; the 409 carries the number now, so the dialog can ask again.
    if (recipients !== undefined && current !== recipients)
      throw new DomainError(
        'conflict',
        `The number of confirmed subscribers changed to ${current}. Confirm again to send.`,
        {
          reason: 'recipients_changed',
          details: { recipients: current },
        },
      )
    return (await withFigures(tx, [await begin(tx, row, now)]))[0]!
  })
}

export async function schedule(db: Db, id: number, at: Date, version: number | undefined, now: Date): Promise<Issue> {
  if (at.getTime() <= now.getTime())
    throw new DomainError('invalid', 'Choose a time in the future, or send now.', { field: 'scheduledAt' })
  if (at.getTime() > now.getTime() + 366 * 24 * 3600 * 1000)
    throw new DomainError('invalid', 'Choose a time within the next year.', { field: 'scheduledAt' })
  return setState(db, id, { version, from: EDITABLE, action: 'scheduled' }, now, {
    status: 'scheduled',
    scheduledAt: at,
  })
}

async function setState(
  db: Db,
  id: number,
  { version, from, action }: { version?: number; from: readonly IssueStatus[]; action: string },
  now: Date,
  changes: Partial<IssueRow>,
  after?: (tx: Tx) => Promise<unknown>,
): Promise<Issue> {
  return db.transaction(async (tx) => {
    const row = await lockIssue(tx, id)
    checkVersion(row, version)
    if (!from.includes(row.status)) throw stateError(row, action)
    const [updated] = await tx
      .update(newsletterIssues)
      .set({ ...changes, version: row.version + 1, updatedAt: now })
      .where(eq(newsletterIssues.id, id))
      .returning()
    await after?.(tx)
    return (await withFigures(tx, [updated!]))[0]!
  })
}

export const unschedule = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['scheduled'], action: 'unscheduled' }, now, { status: 'draft', scheduledAt: null })

export const pause = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['sending'], action: 'paused' }, now, { status: 'paused' })

export const resume = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['paused'], action: 'resumed' }, now, { status: 'sending' })

/** Only the issue's row is touched, so a cancel never waits for a message the SMTP server is taking. */
export const cancel = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['scheduled', 'sending', 'paused'], action: 'cancelled' }, now, {
    status: 'cancelled',
    finishedAt: now,
  })

/** `skip locked` and the status check let exactly one instance start each issue. */
export async function startDue(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.status, 'scheduled'), sql`${newsletterIssues.scheduledAt} <= ${now}`))
      .for('update', { skipLocked: true })
    for (const row of due) await begin(tx, row, now)
    return due.map((r) => r.id)
  })
}

/** Skips any row a sender still holds: the claim will not send it, and the next run marks it. */
export async function finishDone(db: Db, now: Date): Promise<number[]> {
  await db.execute(sql`
    update newsletter_deliveries set status = 'cancelled'
    where (issue_id, subscriber_id) in (
      select d.issue_id, d.subscriber_id from newsletter_deliveries d
      join newsletter_issues i on i.id = d.issue_id and i.status = 'cancelled'
      where d.status = 'pending'
      for update of d skip locked)`)
  const rows = await db.execute<{ id: number }>(sql`
    update newsletter_issues i set status = 'sent', finished_at = ${now}, updated_at = ${now}, version = version + 1
    where i.status = 'sending' and not exists (
      select 1 from newsletter_deliveries d where d.issue_id = i.id and d.status = 'pending')
    returning i.id`)
  return rows.rows.map((r) => r.id)
}
