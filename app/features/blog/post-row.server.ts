import type { blogPosts } from '#db/schema/index.ts'
import type { BlogPost } from './post.ts'

/** Its own module so blog.server.ts and revisions.server.ts read it without importing each other. */
export type BlogPostRow = typeof blogPosts.$inferSelect

export const toBlogPost = (row: BlogPostRow): BlogPost => ({
  ...row,
  tags: row.tags ?? [],
  featured: row.featured === 'true' ? 'true' : 'false',
  publishedAt: row.publishedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})
