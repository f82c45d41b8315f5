import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPosts } from '#content/blog/index.ts'
import { siteDefaults } from '#content/site.ts'
import { appState, blogPosts } from '#db/schema/index.ts'
import { createTestDatabase } from '../../../tests/setup/test-database.ts'
import { addReviewsToSamplePosts, refreshSamplePosts, seedContent } from './seed.server.ts'

const author = siteDefaults.defaultAuthor
let testDb: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(() => testDb.drop())

describe('sample posts', () => {
  it('are seeded with the review date and sources of the content', async () => {
    const { db } = testDb.database
    expect(await seedContent(db, seedPosts, author)).toBe(seedPosts.length)
    for (const p of seedPosts) {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, p.slug))
      expect(row, p.slug).toMatchObject({
        reviewedAt: p.reviewedAt,
        updatedOn: p.updatedOn ?? null,
        sources: p.sources,
      })
    }
  })

  it('seeded before review dates existed get them once, without overwriting an admin edit', async () => {
    const { db } = testDb.database
    const [first, second] = seedPosts
    await db.update(blogPosts).set({ reviewedAt: null, sources: [] })
    const own = [{ title: 'Our own note', publisher: 'SchoolShield', url: 'https://example.org/note', date: '2026' }]
    await db.update(blogPosts).set({ sources: own }).where(eq(blogPosts.slug, second!.slug))

    expect(await addReviewsToSamplePosts(db, seedPosts)).toBe(seedPosts.length - 1)
    const [a] = await db.select().from(blogPosts).where(eq(blogPosts.slug, first!.slug))
    expect(a).toMatchObject({ reviewedAt: first!.reviewedAt, sources: first!.sources })
    const [b] = await db.select().from(blogPosts).where(eq(blogPosts.slug, second!.slug))
    expect(b).toMatchObject({ reviewedAt: null, sources: own })

    await db.update(blogPosts).set({ reviewedAt: null, sources: [] })
    expect(await addReviewsToSamplePosts(db, seedPosts)).toBe(0)
  })
})

describe('corrections to the sample posts', () => {
  it('reach sample posts nobody has saved since seeding, and never an edited or an own post', async () => {
    const { db } = testDb.database
    const [first, second, third] = seedPosts
    const stale = { title: 'An old title', content: '<p>Old, uncorrected text.</p>', reviewedAt: null, sources: [] }
    await db.update(blogPosts).set(stale)
    // The admin saved the second post since (its updated time moved on).
    await db.update(blogPosts).set({ updatedAt: new Date() }).where(eq(blogPosts.slug, second!.slug))
    // The third sample was deleted and the admin wrote a post under its slug.
    await db.delete(blogPosts).where(eq(blogPosts.slug, third!.slug))
    const now = new Date()
    await db.insert(blogPosts).values({
      ...stale,
      slug: third!.slug,
      excerpt: 'Our own post',
      category: 'News',
      author: 'Someone',
      publishedAt: now,
      updatedAt: now,
    })

    expect(await refreshSamplePosts(db, seedPosts, author)).toBe(seedPosts.length - 2)
    const bySlug = async (slug: string) => (await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!
    expect(await bySlug(first!.slug)).toMatchObject({
      title: first!.title,
      content: first!.content.trim(),
      reviewedAt: first!.reviewedAt,
      sources: first!.sources,
    })
    expect(await bySlug(second!.slug)).toMatchObject(stale)
    expect(await bySlug(third!.slug)).toMatchObject({ ...stale, excerpt: 'Our own post' })
    // Up to date: nothing more to change.
    expect(await refreshSamplePosts(db, seedPosts, author)).toBe(0)

    // A database seeded before the seed kept its ids: samples are found by slug, author and no save.
    await db.delete(appState).where(eq(appState.key, 'sample_post_ids'))
    await db.update(blogPosts).set(stale).where(eq(blogPosts.slug, first!.slug))
    expect(await refreshSamplePosts(db, seedPosts, author)).toBe(1)
    expect(await bySlug(first!.slug)).toMatchObject({ title: first!.title })
    expect(await bySlug(third!.slug)).toMatchObject({ excerpt: 'Our own post' })
  })
})
