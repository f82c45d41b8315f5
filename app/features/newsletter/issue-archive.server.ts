import { and, desc, eq, inArray } from 'drizzle-orm'
import { newsletterIssues, type IssueStatus } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'

/** From the start of sending, so the email's "View in browser" link works from the first message. */
const ARCHIVED: IssueStatus[] = ['sending', 'paused', 'sent']

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
