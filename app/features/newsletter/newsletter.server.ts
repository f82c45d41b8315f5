import { desc, eq, sql } from 'drizzle-orm'
import { newsletterIssues, type IssueStatus } from '#db/schema/index.ts'
import { slugify } from '#app/features/blog/slug.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { IssueData } from './issue.schema.ts'
import { RESERVED_ISSUE_SLUGS } from './issue.schema.ts'

/** Sending is issue-sending.server.ts; the public archive is issue-archive.server.ts. */

export type IssueRow = typeof newsletterIssues.$inferSelect

/** No tracking of opens. */
const emptyFigures = (recipients: number) => ({
  recipients,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  waiting: 0,
  unsubscribedSince: 0,
})
type IssueFigures = ReturnType<typeof emptyFigures>

export type Issue = Omit<IssueRow, 'createdBy'> & { createdBy: string; figures: IssueFigures }

export const EDITABLE: readonly IssueStatus[] = ['draft', 'scheduled']

const notFound = () => new DomainError('not_found', 'Newsletter not found')

export function stateError(issue: IssueRow, action: string): DomainError {
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

async function figuresOf(db: Db | Tx, issues: IssueRow[]): Promise<Map<number, IssueFigures>> {
  const out = new Map(issues.map((i) => [i.id, emptyFigures(i.recipients)]))
  const started = issues.filter((i) => i.startedAt).map((i) => i.id)
  if (started.length === 0) return out
  const rows = await db.execute<Omit<IssueFigures, 'recipients'> & { issue_id: number }>(sql`
    select d.issue_id,
      count(*) filter (where d.status = 'sent')::int as sent,
      count(*) filter (where d.status = 'failed')::int as failed,
      count(*) filter (where d.status = 'bounced')::int as bounced,
      count(*) filter (where d.status = 'skipped')::int as skipped,
      count(*) filter (where d.status = 'pending')::int as waiting,
      count(*) filter (where n.unsubscribed_at >= i.started_at)::int as "unsubscribedSince"
    from newsletter_deliveries d
    join newsletter_issues i on i.id = d.issue_id
    join newsletters n on n.id = d.subscriber_id
    where d.issue_id in ${started}
    group by d.issue_id`)
  for (const { issue_id, ...counts } of rows.rows) Object.assign(out.get(issue_id)!, counts)
  return out
}

export async function withFigures(db: Db | Tx, rows: IssueRow[]): Promise<Issue[]> {
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

export async function lockIssue(tx: Tx, id: number): Promise<IssueRow> {
  const [row] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

export function checkVersion(row: IssueRow, version: number | undefined) {
  if (version !== undefined && version !== row.version)
    throw new DomainError(
      'conflict',
      'This newsletter changed since you opened it. Reload it to see the latest version.',
      {
        reason: 'version_conflict',
      },
    )
}

/** A slug asked for must be free; one made from the subject takes the first free `-n`. */
async function slugFor(tx: Tx, data: IssueData, exceptId?: number): Promise<string> {
  const free = async (slug: string) => {
    const [taken] = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.slug, slug))
    return !taken || taken.id === exceptId
  }
  if (data.slug && (await free(data.slug))) return data.slug
  const base = (slugify(data.subject) || 'newsletter').slice(0, 90).replace(/-+$/, '') || 'newsletter'
  for (let n = 1; !data.slug && n < 1000; n += 1) {
    const slug = n === 1 && !RESERVED_ISSUE_SLUGS.has(base) ? base : `${base}-${n}`
    if (await free(slug)) return slug
  }
  throw new DomainError('conflict', 'Another newsletter already uses this slug. Choose a different one.', {
    field: 'slug',
  })
}

export async function createIssue(db: Db, data: IssueData, by: string): Promise<Issue> {
  const { subject, previewText, body, published } = data
  return db.transaction(async (tx) => {
    const slug = await slugFor(tx, data)
    const [row] = await tx
      .insert(newsletterIssues)
      .values({ subject, previewText, body, slug, published, createdBy: by })
      .returning()
    return (await withFigures(tx, [row!]))[0]!
  })
}

/** Once sending has begun only `published` may change: what was sent is the record. */
export async function updateIssue(db: Db, id: number, data: IssueData, now: Date): Promise<Issue> {
  const { subject, previewText, body, published } = data
  return db.transaction(async (tx) => {
    const row = await lockIssue(tx, id)
    checkVersion(row, data.version)
    if (!EDITABLE.includes(row.status)) {
      const same =
        row.subject === subject &&
        row.previewText === previewText &&
        row.body === body &&
        (!data.slug || data.slug === row.slug)
      if (!same) throw stateError(row, 'changed')
    }
    const slug = EDITABLE.includes(row.status)
      ? await slugFor(tx, { ...data, slug: data.slug ?? row.slug }, id)
      : row.slug
    const [updated] = await tx
      .update(newsletterIssues)
      .set({ subject, previewText, body, slug, published, version: row.version + 1, updatedAt: now })
      .where(eq(newsletterIssues.id, id))
      .returning()
    return (await withFigures(tx, [updated!]))[0]!
  })
}

/** Once sending began, the issue and its deliveries are the record of what went out. */
export async function deleteIssue(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockIssue(tx, id)
    if (row.startedAt) throw stateError(row, 'deleted')
    await tx.delete(newsletterIssues).where(eq(newsletterIssues.id, id))
  })
}
