import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { SeedPost } from '#content/types.ts'
import type { Db } from '#app/lib/db.server.ts'
import { claimOnce } from '#app/lib/app-state.server.ts'
import { appState, blogPosts } from '#db/schema/index.ts'
import { DAY } from '#app/lib/durations.ts'

/** What the content's corrections may change on a sample nobody saved since. */
const sampleText = (p: SeedPost) => ({
  title: p.title,
  excerpt: p.excerpt,
  content: p.content.trim(),
  category: p.category,
  tags: p.tags,
  heroImageAlt: p.heroImageAlt ?? null,
  reviewedAt: p.reviewedAt,
  updatedOn: p.updatedOn ?? null,
  sources: p.sources,
})

/** Claimed through app_state: deleting every post later does not bring the samples back. */
export async function seedContent(db: Db, posts: SeedPost[], author: string, now = new Date()): Promise<number> {
  if (!(await claimOnce(db, 'seeded_content'))) return 0
  const existing = await db.$count(blogPosts)
  if (existing > 0) return 0
  const inserted = await db
    .insert(blogPosts)
    .values(
      posts.map((p) => {
        const publishedAt = new Date(now.getTime() - p.publishedDaysAgo * DAY)
        return {
          ...sampleText(p),
          slug: p.slug,
          author,
          featured: p.featured ? 'true' : 'false',
          publishedAt,
          updatedAt: publishedAt,
        }
      }),
    )
    .returning({ id: blogPosts.id })
  await rememberSamplePosts(
    db,
    inserted.map((r) => r.id),
  )
  return posts.length
}

const SAMPLE_IDS = 'sample_post_ids'

async function rememberSamplePosts(db: Db, ids: number[]) {
  await db
    .insert(appState)
    .values({ key: SAMPLE_IDS, value: JSON.stringify(ids) })
    .onConflictDoNothing({ target: appState.key })
}

/** Databases seeded before the ids were kept: a post never saved since, with the content's slug and author. */
async function samplePostIds(db: Db, posts: SeedPost[], author: string): Promise<number[]> {
  const read = async () => (await db.select().from(appState).where(eq(appState.key, SAMPLE_IDS)))[0]
  let row = await read()
  if (!row) {
    const found = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(
        and(
          inArray(
            blogPosts.slug,
            posts.map((p) => p.slug),
          ),
          eq(blogPosts.author, author),
          eq(blogPosts.updatedAt, blogPosts.publishedAt),
        ),
      )
    await rememberSamplePosts(
      db,
      found.map((r) => r.id),
    )
    row = await read()
  }
  return JSON.parse(row!.value) as number[]
}

/** Only a sample nobody saved since seeding (updated time still its publication) takes the content's corrections. */
export async function refreshSamplePosts(db: Db, posts: SeedPost[], author: string): Promise<number> {
  const ids = await samplePostIds(db, posts, author)
  if (ids.length === 0) return 0
  let updated = 0
  for (const p of posts) {
    const next = sampleText(p)
    const rows = await db
      .update(blogPosts)
      .set(next)
      .where(
        and(
          inArray(blogPosts.id, ids),
          eq(blogPosts.slug, p.slug),
          eq(blogPosts.updatedAt, blogPosts.publishedAt),
          sql`(${blogPosts.title}, ${blogPosts.excerpt}, ${blogPosts.content}, ${blogPosts.category}, to_jsonb(${blogPosts.tags}), ${blogPosts.heroImageAlt}, ${blogPosts.reviewedAt}, ${blogPosts.updatedOn}, ${blogPosts.sources})
            is distinct from (${next.title}, ${next.excerpt}, ${next.content}, ${next.category}, ${JSON.stringify(next.tags)}::jsonb, ${next.heroImageAlt}, ${next.reviewedAt}::date, ${next.updatedOn}::date, ${JSON.stringify(next.sources)}::jsonb)`,
        ),
      )
      .returning({ id: blogPosts.id })
    updated += rows.length
  }
  return updated
}

/** Once per database, and only where nobody has set either since: an admin's own edits win. */
export async function addReviewsToSamplePosts(db: Db, posts: SeedPost[]): Promise<number> {
  if (!(await claimOnce(db, 'sample_post_reviews'))) return 0
  let updated = 0
  for (const p of posts) {
    const rows = await db
      .update(blogPosts)
      .set({ reviewedAt: p.reviewedAt, sources: p.sources })
      .where(and(eq(blogPosts.slug, p.slug), isNull(blogPosts.reviewedAt), sql`${blogPosts.sources} = '[]'::jsonb`))
      .returning({ id: blogPosts.id })
    updated += rows.length
  }
  return updated
}
