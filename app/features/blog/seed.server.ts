import { and, eq, isNull, sql } from 'drizzle-orm'
import type { SeedPost } from '#content/types.ts'
import { site } from '#content/site.ts'
import type { Db } from '#app/lib/db.server.ts'
import { claimOnce } from '#app/lib/app-state.server.ts'
import { blogPosts } from '#db/schema/index.ts'

const DAY = 24 * 60 * 60 * 1000

/**
 * Writes the sample posts once per database (issue 2 §5), so the site is alive on first run.
 * Claimed through app_state: deleting every post later does not bring the samples back.
 */
export async function seedContent(db: Db, posts: SeedPost[], now = new Date()): Promise<number> {
  if (!(await claimOnce(db, 'seeded_content'))) return 0
  const existing = await db.$count(blogPosts)
  if (existing > 0) return 0
  await db.insert(blogPosts).values(
    posts.map((p) => {
      const publishedAt = new Date(now.getTime() - p.publishedDaysAgo * DAY)
      return {
        title: p.title,
        slug: p.slug,
        excerpt: p.excerpt,
        content: p.content.trim(),
        category: p.category,
        author: site.defaultAuthor,
        tags: p.tags,
        heroImageAlt: p.heroImageAlt ?? null,
        featured: p.featured ? 'true' : 'false',
        publishedAt,
        updatedAt: publishedAt,
        reviewedAt: p.reviewedAt,
        sources: p.sources,
      }
    }),
  )
  return posts.length
}

/**
 * Sample posts seeded before posts carried a review date (issue 15 §3) get the content's date and
 * sources, once per database, and only where nobody has set either since: an admin's own edits win.
 */
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
