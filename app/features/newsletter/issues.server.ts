import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { newsletterIssues, newsletters, type IssueStatus } from '#db/schema/index.ts'
import { slugify } from '#app/features/blog/slug.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { IssueData } from './issue.schema.ts'
import { RESERVED_ISSUE_SLUGS } from './issue.schema.ts'
import { RecipientsChangedError } from './issue-errors.ts'

export type IssueRow = typeof newsletterIssues.$inferSelect

/** What happened to an issue's messages, read from its deliveries (no tracking of opens). */
export interface IssueFigures {
  recipients: number
  sent: number
  failed: number
  bounced: number
  /** unsubscribed or bounced before their turn */
  skipped: number
  /** still to send (including ones waiting to retry) */
  waiting: number
  /** recipients who unsubscribed after sending began */
  unsubscribedSince: number
}

export type Issue = Omit<IssueRow, 'createdBy'> & { createdBy: string; figures: IssueFigures }

const EDITABLE: readonly IssueStatus[] = ['draft', 'scheduled']

export class IssueChangedError extends DomainError {
  constructor() {
    super('conflict', 'This newsletter changed since you opened it. Reload it to see the latest version.', {
      reason: 'ISSUE_CHANGED',
    })
  }
}

export class IssueSlugTakenError extends DomainError {
  constructor() {
    super('conflict', 'Another newsletter already uses this slug. Choose a different one.', { field: 'slug' })
  }
}

const notFound = () => new DomainError('not_found', 'Newsletter not found')

function stateError(issue: IssueRow, action: string): DomainError {
  const why: Record<IssueStatus, string> = {
    draft: 'it is a draft',
    scheduled: 'it is scheduled',
    sending: 'it is being sent',
    paused: 'its sending is paused',
    sent: 'it has been sent',
    cancelled: 'it was cancelled',
  }
  return new DomainError('conflict', `This newsletter cannot be ${action}: ${why[issue.status]}.`, {
    reason: 'ISSUE_STATE',
  })
}

const emptyFigures = (recipients: number): IssueFigures => ({
  recipients,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  waiting: 0,
  unsubscribedSince: 0,
})

/** The figures of some issues, in one grouped read of their deliveries. */
async function figuresOf(db: Db | Tx, issues: IssueRow[]): Promise<Map<number, IssueFigures>> {
  const out = new Map(issues.map((i) => [i.id, emptyFigures(i.recipients)]))
  const started = issues.filter((i) => i.startedAt).map((i) => i.id)
  if (started.length === 0) return out
  const rows = await db.execute<{
    issue_id: number
    sent: number
    failed: number
    bounced: number
    skipped: number
    waiting: number
    unsubscribed: number
  }>(sql`
    select d.issue_id,
      count(*) filter (where d.status = 'sent')::int as sent,
      count(*) filter (where d.status = 'failed')::int as failed,
      count(*) filter (where d.status = 'bounced')::int as bounced,
      count(*) filter (where d.status = 'skipped')::int as skipped,
      count(*) filter (where d.status = 'pending')::int as waiting,
      count(*) filter (where n.unsubscribed_at >= i.started_at)::int as unsubscribed
    from newsletter_deliveries d
    join newsletter_issues i on i.id = d.issue_id
    join newsletters n on n.id = d.subscriber_id
    where d.issue_id in (${sql.join(
      started.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by d.issue_id`)
  for (const r of rows.rows) {
    const f = out.get(r.issue_id)!
    Object.assign(f, {
      sent: r.sent,
      failed: r.failed,
      bounced: r.bounced,
      skipped: r.skipped,
      waiting: r.waiting,
      unsubscribedSince: r.unsubscribed,
    })
  }
  return out
}

async function withFigures(db: Db | Tx, rows: IssueRow[]): Promise<Issue[]> {
  const figures = await figuresOf(db, rows)
  return rows.map((row) => ({ ...row, figures: figures.get(row.id)! }))
}

export async function listIssues(db: Db, limit = 100): Promise<Issue[]> {
  const rows = await db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(limit)
  return withFigures(db, rows)
}

export async function findIssueRow(db: Db | Tx, id: number): Promise<IssueRow | null> {
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id))
  return row ?? null
}

export async function findIssue(db: Db | Tx, id: number): Promise<Issue | null> {
  const row = await findIssueRow(db, id)
  return row ? (await withFigures(db, [row]))[0]! : null
}

async function lockIssue(tx: Tx, id: number): Promise<IssueRow> {
  const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

function checkVersion(row: IssueRow, version: number | undefined) {
  if (version !== undefined && version !== row.version) throw new IssueChangedError()
}

/** A free slug from the subject: `subject-words`, then `subject-words-2`, … */
async function freeSlug(tx: Tx, wanted: string, exceptId?: number): Promise<string> {
  const base = (wanted || 'newsletter').slice(0, 90).replace(/-+$/, '') || 'newsletter'
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 && !RESERVED_ISSUE_SLUGS.has(base) ? base : `${base}-${n}`
    const [taken] = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.slug, slug))
    if (!taken || taken.id === exceptId) return slug
  }
  throw new IssueSlugTakenError()
}

async function slugFor(tx: Tx, data: IssueData, exceptId?: number): Promise<string> {
  if (!data.slug) return freeSlug(tx, slugify(data.subject), exceptId)
  const [taken] = await tx
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(eq(newsletterIssues.slug, data.slug))
  if (taken && taken.id !== exceptId) throw new IssueSlugTakenError()
  return data.slug
}

export async function createIssue(db: Db, data: IssueData, by: string): Promise<Issue> {
  return db.transaction(async (tx) => {
    const slug = await slugFor(tx, data)
    const [row] = await tx
      .insert(newsletterIssues)
      .values({
        subject: data.subject,
        previewText: data.previewText,
        body: data.body,
        slug,
        published: data.published,
        createdBy: by,
      })
      .returning()
    return (await withFigures(tx, [row!]))[0]!
  })
}

/**
 * A draft or scheduled issue takes every change; once sending has begun only `published` (whether
 * the archive shows it) may change: what was sent is the record.
 */
export async function updateIssue(db: Db, id: number, data: IssueData, now: Date): Promise<Issue> {
  return db.transaction(async (tx) => {
    const row = await lockIssue(tx, id)
    checkVersion(row, data.version)
    if (!EDITABLE.includes(row.status)) {
      const same =
        row.subject === data.subject &&
        row.previewText === data.previewText &&
        row.body === data.body &&
        (!data.slug || data.slug === row.slug)
      if (!same) throw stateError(row, 'changed')
    }
    const slug = EDITABLE.includes(row.status)
      ? await slugFor(tx, { ...data, slug: data.slug ?? row.slug }, id)
      : row.slug
    const [updated] = await tx
      .update(newsletterIssues)
      .set({
        subject: data.subject,
        previewText: data.previewText,
        body: data.body,
        slug,
        published: data.published,
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(newsletterIssues.id, id))
      .returning()
    return (await withFigures(tx, [updated!]))[0]!
  })
}

/**
 * Only an issue nobody received can go: a draft, a scheduled one, or one cancelled before it
 * started. Once sending began, the issue and its deliveries are the record of what went out.
 */
export async function deleteIssue(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockIssue(tx, id)
    if (row.startedAt) throw stateError(row, 'deleted')
    await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, id))
  })
}

/** Confirmed, still subscribed and never bounced: who an issue goes to. */
const activeSubscriber = and(
  sql`${newsletters.confirmedAt} is not null`,
  sql`${newsletters.unsubscribedAt} is null`,
  sql`${newsletters.bouncedAt} is null`,
)

export async function countRecipients(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletters)
    .where(activeSubscriber)
  return row?.n ?? 0
}

/**
 * Starts sending: one delivery row per recipient, in one insert … select, in the transaction that
 * moves the issue to `sending`. The primary key (issue, subscriber) makes a second queueing of the
 * same person impossible.
 */
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

/**
 * Send now. `recipients`: the number the admin was shown and confirmed; when it differs from
 * the number now, nothing is sent and the admin is asked again.
 */
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
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletters)
      .where(activeSubscriber)
    const current = count?.n ?? 0
    if (current === 0) throw new DomainError('conflict', 'There are no confirmed subscribers to send to yet.')
    if (recipients !== undefined && current !== recipients) throw new RecipientsChangedError(current)
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

/** A scheduled issue back to a draft. */
export const unschedule = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['scheduled'], action: 'unscheduled' }, now, { status: 'draft', scheduledAt: null })

export const pause = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['sending'], action: 'paused' }, now, { status: 'paused' })

export const resume = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['paused'], action: 'resumed' }, now, { status: 'sending' })

/**
 * Stops for good: nobody who has not had it gets it (the claim sends only for `sending` issues).
 * Only the issue's row is touched here, so a cancel never waits for a message the SMTP server is
 * taking; `finishDone` marks the remaining deliveries cancelled afterwards.
 */
export const cancel = (db: Db, id: number, now: Date) =>
  setState(db, id, { from: ['scheduled', 'sending', 'paused'], action: 'cancelled' }, now, {
    status: 'cancelled',
    finishedAt: now,
  })

/**
 * Starts the scheduled issues whose time has come. Every instance runs this; `skip locked` and
 * the status check let exactly one of them start each issue.
 */
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

/**
 * Marks sent the issues with nothing left to send, and cancelled the deliveries of cancelled
 * issues (skipping any row a sender still holds: the claim will not send it, and the next run
 * marks it).
 */
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

/**
 * Issues the archive shows: once sending has begun (the email's "View in browser" link must work
 * from the first message), if the consultant chose to publish it; never a cancelled one.
 */
const ARCHIVED: IssueStatus[] = ['sending', 'paused', 'sent']

/** The public archive, newest first. */
export async function listArchive(db: Db, limit = 100) {
  return db
    .select({
      subject: newsletterIssues.subject,
      previewText: newsletterIssues.previewText,
      slug: newsletterIssues.slug,
      sentAt: newsletterIssues.startedAt,
      updatedAt: newsletterIssues.updatedAt,
    })
    .from(newsletterIssues)
    .where(and(inArray(newsletterIssues.status, ARCHIVED), eq(newsletterIssues.published, true)))
    .orderBy(desc(newsletterIssues.startedAt))
    .limit(limit)
}
export type ArchivedIssue = Awaited<ReturnType<typeof listArchive>>[number]

export async function findArchived(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(
      and(
        eq(newsletterIssues.slug, slug),
        inArray(newsletterIssues.status, ARCHIVED),
        eq(newsletterIssues.published, true),
      ),
    )
  return row ?? null
}
