import { and, desc, eq, inArray } from 'drizzle-orm'
import { newsletterIssues } from '#db/schema/index.ts'
import { pick, type Db } from '#app/lib/db.server.ts'

/** From the start of sending, so the email's "View in browser" link works from the first message. */
const archived = and(
  inArray(newsletterIssues.status, ['sending', 'paused', 'sent']),
  eq(newsletterIssues.published, true),
)

export async function listArchive(db: Db, limit = 100) {
  return db
    .select({
      ...pick(newsletterIssues, ['subject', 'previewText', 'slug', 'updatedAt']),
      sentAt: newsletterIssues.startedAt,
    })
    .from(newsletterIssues)
    .where(archived)
    .orderBy(desc(newsletterIssues.startedAt))
    .limit(limit)
}
export type ArchivedIssue = Awaited<ReturnType<typeof listArchive>>[number]

export async function findArchived(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.slug, slug), archived))
  return row ?? null
}
