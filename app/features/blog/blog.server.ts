import { and, count, desc, eq, gt, lte, min, ne, sql, type SQL } from 'drizzle-orm'
import { blogPosts, postRevisions } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import { calendarDay } from '#app/lib/dates.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { BlogPost } from './post.ts'
import { toBlogPost, type BlogPostRow } from './post-row.server.ts'
import type { PostData } from './post.schema.ts'
import {
  keepBaseline,
  prune,
  recordRevision,
  revisionOf,
  summaryColumns,
  type RevisionSummary,
  type SaveBy,
} from './revisions.server.ts'

/** Every public read goes through this; an admin's reads skip it. */
export const publiclyVisible = (now: Date) => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, now))

export class PostChangedError extends DomainError {
  constructor() {
    super('conflict', 'This post changed since you opened it.', { reason: 'version_conflict' })
  }
}

const nextVersion = sql`${blogPosts.version} + 1`

/** Two saves featured two posts at once: the database kept one. */
export class FeaturedRaceError extends DomainError {
  constructor() {
    super('conflict', 'Another post was featured at the same moment. Save again to feature this one.', {
      field: 'featured',
    })
  }
}

export class SlugTakenError extends DomainError {
  constructor() {
    super('conflict', 'A post with this URL slug already exists. Choose a different slug.', { field: 'slug' })
  }
}

/** Drafts and scheduled posts only with `includeScheduled` (an authenticated admin). */
export async function listPosts(
  db: Db,
  {
    page,
    limit,
    includeScheduled,
    now = new Date(),
  }: { page: number; limit: number; includeScheduled: boolean; now?: Date },
) {
  const visible = includeScheduled ? undefined : publiclyVisible(now)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(blogPosts).where(visible)
  const totalPages = Math.max(1, Math.ceil(total / limit))
  const rows = await db
    .select()
    .from(blogPosts)
    .where(visible)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset((page - 1) * limit)
  return {
    posts: rows.map(toBlogPost),
    currentPage: page,
    totalPages,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  }
}

/** Public caches expire then. */
export async function nextScheduledPublish(db: Db, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ next: min(blogPosts.publishedAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), gt(blogPosts.publishedAt, now)))
  return row?.next ?? null
}

async function findPost(db: Db, where: SQL | undefined): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(where).limit(1)
  return row ? toBlogPost(row) : null
}

export const findPostBySlug = (
  db: Db,
  slug: string,
  { includeScheduled, now = new Date() }: { includeScheduled: boolean; now?: Date },
) => findPost(db, and(eq(blogPosts.slug, slug), includeScheduled ? undefined : publiclyVisible(now)))

export const findPostById = (db: Db, id: number) => findPost(db, eq(blogPosts.id, id))

/** The database settles what the form cannot see: a slug or the featured slot taken meanwhile. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string }
    if (cause?.code === '23505' && cause.constraint === 'blog_posts_slug_unique') throw new SlugTakenError()
    if (cause?.code === '23505' && cause.constraint === 'blog_posts_one_featured') throw new FeaturedRaceError()
    throw error
  }
}

/** Omitted fields keep what is stored: the spec's API clients do not send them. */
function values(data: PostData) {
  return {
    ...(data.status !== undefined ? { status: data.status } : {}),
    ...(data.reviewedAt !== undefined ? { reviewedAt: data.reviewedAt } : {}),
    ...(data.sources !== undefined ? { sources: data.sources ?? [] } : {}),
    title: data.title,
    slug: data.slug,
    excerpt: data.excerpt,
    content: data.content,
    category: data.category,
    author: data.author,
    tags: data.tags,
    heroImageUrl: data.heroImageUrl ?? null,
    heroImageAlt: data.heroImageAlt ?? null,
    featured: data.featured,
  }
}

/** Decision 35: today when the words (not the settings) change on a public post, on the site's clocks. */
function updatedOnAfter(current: BlogPostRow, next: Partial<BlogPostRow>, now: Date, timeZone: string): string | null {
  const published = current.status === 'published' && current.publishedAt <= now
  const changed =
    (next.title !== undefined && next.title !== current.title) ||
    (next.excerpt !== undefined && next.excerpt !== current.excerpt) ||
    (next.content !== undefined && next.content !== current.content) ||
    (next.sources !== undefined && JSON.stringify(next.sources) !== JSON.stringify(current.sources))
  return published && changed ? calendarDay(now, timeZone) : current.updatedOn
}

/** Spec §4, decision 25: the slot is published posts', scheduled ones too (an index cannot read the clock). */
async function takeFeaturedSlot(tx: Tx, post: { featured: 'true' | 'false'; status: string }, exceptId?: number) {
  if (post.featured !== 'true' || post.status !== 'published') return
  await tx
    .update(blogPosts)
    .set({ featured: 'false' })
    .where(
      and(
        eq(blogPosts.featured, 'true'),
        eq(blogPosts.status, 'published'),
        exceptId === undefined ? undefined : ne(blogPosts.id, exceptId),
      ),
    )
}

export async function createPost(
  db: Db,
  data: PostData,
  { now, save, timeZone }: { now: Date; save: SaveBy; timeZone: string },
): Promise<BlogPost> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await takeFeaturedSlot(tx, { featured: data.featured, status: data.status ?? 'published' })
      const [row] = await tx
        .insert(blogPosts)
        .values({
          reviewedAt: calendarDay(now, timeZone),
          ...values(data),
          publishedAt: data.publishedAt ? new Date(data.publishedAt) : now,
          updatedAt: now,
        })
        .returning()
      await recordRevision(tx, row!, { ...save, kind: 'created' }, now)
      return toBlogPost(row!)
    }),
  )
}

/** Omitted publishedAt keeps the date; null or "" means now (decision 28 for the revision). */
export async function updatePost(
  db: Db,
  id: number,
  data: PostData,
  {
    publishedAtGiven,
    now,
    save,
    timeZone,
  }: { publishedAtGiven: boolean; now: Date; save: SaveBy; /** the site's clocks */ timeZone: string },
): Promise<BlogPost | null> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const current = await lockForEdit(tx, id, data.version)
      if (!current) return null
      await takeFeaturedSlot(tx, { featured: data.featured, status: data.status ?? current.status }, id)
      const publishedAt = publishedAtGiven ? (data.publishedAt ? new Date(data.publishedAt) : now) : undefined
      const [row] = await tx
        .update(blogPosts)
        .set({
          ...values(data),
          ...(publishedAt ? { publishedAt } : {}),
          updatedOn: updatedOnAfter(current, values(data), now, timeZone),
          updatedAt: now,
          version: nextVersion,
        })
        .where(eq(blogPosts.id, id))
        .returning()
      await recordRevision(tx, row!, save, now)
      return toBlogPost(row!)
    }),
  )
}

/** Locked until the transaction ends, its pre-history kept as a revision; throws PostChangedError when stale. */
async function lockForEdit(tx: Tx, id: number, version: number | undefined): Promise<BlogPostRow | null> {
  const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update')
  if (!current) return null
  if (version !== undefined && version !== current.version) throw new PostChangedError()
  await keepBaseline(tx, current)
  return current
}

/** Publishing settings stay as they are: restoring text never publishes, unpublishes or moves a post (decision 28). */
export async function restoreRevision(
  db: Db,
  id: number,
  revisionId: number,
  {
    version,
    now,
    by,
    timeZone,
  }: { version: number | undefined; now: Date; by: string; /** the site's clocks */ timeZone: string },
): Promise<BlogPost | null> {
  return db.transaction(async (tx) => {
    const current = await lockForEdit(tx, id, version)
    if (!current) return null
    const [revision] = await tx
      .select({ snapshot: postRevisions.snapshot })
      .from(postRevisions)
      .where(and(eq(postRevisions.postId, id), eq(postRevisions.id, revisionId)))
    if (!revision) return null
    const { title, excerpt, content, category, author, tags, heroImageUrl, heroImageAlt, reviewedAt, sources } =
      revision.snapshot
    const [row] = await tx
      .update(blogPosts)
      .set({
        ...{ title, excerpt, content, category, author, tags, heroImageUrl, heroImageAlt, reviewedAt, sources },
        updatedOn: updatedOnAfter(current, { title, excerpt, content, sources }, now, timeZone),
        updatedAt: now,
        version: nextVersion,
      })
      .where(eq(blogPosts.id, id))
      .returning()
    await recordRevision(tx, row!, { by, kind: 'restored', restoredFrom: revisionId }, now)
    return toBlogPost(row!)
  })
}

/** The post does not change (decision 28); settings the form did not send are the post's now. */
export async function keepCopy(
  db: Db,
  id: number,
  data: PostData,
  { version, by, now }: { version: number; by: string; now: Date },
): Promise<RevisionSummary | null> {
  return db.transaction(async (tx) => {
    const current = await lockForEdit(tx, id, undefined)
    if (!current) return null
    const publishedAt = data.publishedAt ? new Date(data.publishedAt) : current.publishedAt
    const [row] = await tx
      .insert(postRevisions)
      .values(revisionOf({ ...current, ...values(data), publishedAt, version }, 'kept', by, now))
      .returning(summaryColumns)
    await prune(tx, id)
    return row!
  })
}

export async function deletePost(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })
  return rows.length > 0
}

export async function setHeroImage(
  db: Db,
  id: number,
  heroImageUrl: string,
  now = new Date(),
): Promise<BlogPost | null> {
  // Not a new version: the editor that uploaded the image sends it again with its own save (decision 27).
  const [row] = await db.update(blogPosts).set({ heroImageUrl, updatedAt: now }).where(eq(blogPosts.id, id)).returning()
  return row ? toBlogPost(row) : null
}

export const findFeaturedPost = (db: Db, now = new Date()) =>
  findPost(db, and(eq(blogPosts.featured, 'true'), publiclyVisible(now)))

export async function listPublishedForFeeds(
  db: Db,
  { limit = 1000, now = new Date() }: { limit?: number; now?: Date } = {},
) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      author: blogPosts.author,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
      updatedOn: blogPosts.updatedOn,
    })
    .from(blogPosts)
    .where(publiclyVisible(now))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
}
