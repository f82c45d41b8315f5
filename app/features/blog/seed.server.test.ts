import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPosts } from '#content/blog/index.ts'
import { blogPosts } from '#db/schema/index.ts'
import { createTestDatabase } from '../../../tests/setup/test-database.ts'
import { addReviewsToSamplePosts, seedContent } from './seed.server.ts'

let testDb: Awaited<ReturnType<typeof createTestDatabase>>
beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(() => testDb.drop())

describe('sample posts (issue 15 §3)', () => {
  it('are seeded with the review date and sources of the content', async () => {
    const { db } = testDb.database
    expect(await seedContent(db, seedPosts)).toBe(seedPosts.length)
    for (const p of seedPosts) {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, p.slug))
      expect(row, p.slug).toMatchObject({ reviewedAt: p.reviewedAt, sources: p.sources })
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
