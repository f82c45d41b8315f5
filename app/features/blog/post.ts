/** Types of the blog as browsers and the server exchange them; no server code, so any module may import them. */
import type { Source } from '#content/types.ts'
import { calendarDay } from '#app/lib/dates.ts'

/** The post as exchanged with clients (spec §3), plus its review date and sources (beyond the spec). */
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
  /** when the post's facts were last checked, 'YYYY-MM-DD', or null when never recorded */
  reviewedAt: string | null
  /**
   * The day its words last changed after it was published, 'YYYY-MM-DD', or null: shown as
   * "Updated {date}" (see `updateShown`, decision 35).
   */
  updatedOn: string | null
  sources: Source[]
  /** draft: never public; published: public from publishedAt (a future date means scheduled) */
  status: 'draft' | 'published'
  /** 1, then one more on every change; an edit sends the version it started from (decision 27) */
  version: number
}

/** Spec §3 blog list response. */
export interface Page {
  posts: BlogPost[]
  currentPage: number
  totalPages: number
  hasNextPage: boolean
  hasPreviousPage: boolean
}

/**
 * Decision 35, the one rule for "Updated": a post shows the day its words last changed when that
 * day comes after the day it was published (on the site's clocks); else null. The page, the PDF,
 * the feed and the structured data all ask here.
 */
export function updateShown(post: Pick<BlogPost, 'publishedAt' | 'updatedOn'>, timeZone: string): string | null {
  if (!post.updatedOn) return null
  return post.updatedOn > calendarDay(new Date(post.publishedAt), timeZone) ? post.updatedOn : null
}
