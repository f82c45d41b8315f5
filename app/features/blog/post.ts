/** No server code here, so any module may import these. */
import type { blogPosts } from '#db/schema/index.ts'
import { calendarDay } from '#app/lib/dates.ts'

/** The row as JSON: dates as ISO strings; `version` is what an edit sends back (decision 27). */
export type BlogPost = Omit<typeof blogPosts.$inferSelect, 'tags' | 'featured' | 'publishedAt' | 'updatedAt'> & {
  tags: string[]
  featured: 'true' | 'false'
  publishedAt: string
  updatedAt: string
}

/** Decision 35: the one rule for "Updated", which the page, the PDF, the feed and the structured data ask. */
export function updateShown(post: Pick<BlogPost, 'publishedAt' | 'updatedOn'>, timeZone: string): string | null {
  if (!post.updatedOn) return null
  return post.updatedOn > calendarDay(new Date(post.publishedAt), timeZone) ? post.updatedOn : null
}
