import type { blogPosts } from '#db/schema/index.ts'
import type { BlogPost } from './post.ts'

/** Its own module so blog.server.ts and revisions.server.ts read it without importing each other. */
export type BlogPostRow = typeof blogPosts.$inferSelect

export function toBlogPost(row: BlogPostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    category: row.category,
    tags: row.tags ?? [],
    author: row.author,
    heroImageUrl: row.heroImageUrl,
    heroImageAlt: row.heroImageAlt,
    featured: row.featured === 'true' ? 'true' : 'false',
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt,
    updatedOn: row.updatedOn,
    sources: row.sources,
    status: row.status === 'draft' ? 'draft' : 'published',
    version: row.version,
  }
}
