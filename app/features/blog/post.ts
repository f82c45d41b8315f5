/** No server code here, so any module may import these. */
import type { Source } from '#content/types.ts'
import { calendarDay } from '#app/lib/dates.ts'

export interface BlogPost {
  id: number
  slug: string
  title: string
  excerpt: string
  content: string
  category: string
  tags: string[]
  author: string
  heroImageUrl: string | null
  heroImageAlt: string | null
  featured: 'true' | 'false'
  publishedAt: string
  updatedAt: string
  reviewedAt: string | null
  updatedOn: string | null
  sources: Source[]
  status: 'draft' | 'published'
  /** an edit sends the version it started from (decision 27) */
  version: number
}

export interface Page {
  posts: BlogPost[]
  currentPage: number
  totalPages: number
  hasNextPage: boolean
  hasPreviousPage: boolean
}

/** Decision 35: the one rule for "Updated", which the page, the PDF, the feed and the structured data ask. */
export function updateShown(post: Pick<BlogPost, 'publishedAt' | 'updatedOn'>, timeZone: string): string | null {
  if (!post.updatedOn) return null
  return post.updatedOn > calendarDay(new Date(post.publishedAt), timeZone) ? post.updatedOn : null
}
