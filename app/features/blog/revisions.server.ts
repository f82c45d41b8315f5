import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import { postRevisions, type RevisionKind, type RevisionSnapshot } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { toBlogPost, type BlogPostRow } from './post-row.server.ts'

export const REVISIONS_KEPT = 50
export const AUTOSAVE_WINDOW_MS = 10 * 60 * 1000

export interface SaveBy {
  by: string
  kind?: Exclude<RevisionKind, 'kept'>
  restoredFrom?: number
}

function snapshotOf(row: BlogPostRow): RevisionSnapshot {
  const { id: _id, updatedAt: _updatedAt, updatedOn: _updatedOn, version: _version, ...snapshot } = toBlogPost(row)
  return snapshot
}

/** The row as it is now, saved by `savedBy` at `at`. */
export const revisionOf = (row: BlogPostRow, kind: RevisionKind, savedBy: string, at: Date, restoredFrom?: number) => ({
  postId: row.id,
  version: row.version,
  kind,
  savedBy,
  savedAt: at,
  firstSavedAt: at,
  restoredFrom: restoredFrom ?? null,
  snapshot: snapshotOf(row),
})

/** Kept once, so the first edit of a post from before the history can be undone too. */
export async function keepBaseline(tx: Tx, row: BlogPostRow): Promise<void> {
  const [any] = await tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, row.id))
    .limit(1)
  if (any) return
  await tx.insert(postRevisions).values(revisionOf(row, 'created', row.author, row.updatedAt))
}

export async function recordRevision(tx: Tx, row: BlogPostRow, save: SaveBy, now: Date): Promise<void> {
  const values = revisionOf(row, save.kind ?? 'saved', save.by, now, save.restoredFrom)
  if (values.kind === 'autosaved') {
    const [latest] = await tx
      .select({
        id: postRevisions.id,
        kind: postRevisions.kind,
        savedBy: postRevisions.savedBy,
        firstSavedAt: postRevisions.firstSavedAt,
      })
      .from(postRevisions)
      .where(eq(postRevisions.postId, row.id))
      .orderBy(desc(postRevisions.id))
      .limit(1)
    const recent = latest && now.getTime() - latest.firstSavedAt.getTime() < AUTOSAVE_WINDOW_MS
    if (latest && recent && latest.kind === 'autosaved' && latest.savedBy === save.by) {
      await tx
        .update(postRevisions)
        .set({ ...values, firstSavedAt: latest.firstSavedAt })
        .where(eq(postRevisions.id, latest.id))
      return
    }
  }
  await tx.insert(postRevisions).values(values)
  await prune(tx, row.id)
}

export async function prune(tx: Tx, postId: number) {
  const newest = tx
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(REVISIONS_KEPT)
  await tx.delete(postRevisions).where(and(eq(postRevisions.postId, postId), notInArray(postRevisions.id, newest)))
}

export const summaryColumns = {
  id: postRevisions.id,
  /** a kept copy: the version its typing started from */
  version: postRevisions.version,
  kind: postRevisions.kind,
  savedBy: postRevisions.savedBy,
  savedAt: postRevisions.savedAt,
  restoredFrom: postRevisions.restoredFrom,
  title: sql<string>`${postRevisions.snapshot}->>'title'`,
  status: sql<'draft' | 'published'>`${postRevisions.snapshot}->>'status'`,
}

export type RevisionSummary = Awaited<ReturnType<typeof listRevisions>>[number]

export async function listRevisions(db: Db, postId: number) {
  return db
    .select(summaryColumns)
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
}

export async function findRevision(
  db: Db,
  postId: number,
  revisionId: number,
): Promise<(RevisionSummary & { snapshot: RevisionSnapshot }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.id, revisionId)))
  return row ?? null
}
