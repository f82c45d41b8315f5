import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Source } from '#content/types.ts'

/**
 * Blog posts (spec §3 blog_posts). `featured` stays the strings 'true'/'false' as the spec exchanges
 * it; the partial unique index makes "only one featured post" a database fact, not only a hint.
 * `reviewedAt` and `sources` go beyond the spec: when the post's facts were last
 * checked, and what they rest on. `status` too: a draft is never public (decision 25).
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category').notNull(),
    author: text('author').notNull(),
    tags: text('tags').array(),
    heroImageUrl: text('hero_image_url'),
    heroImageAlt: text('hero_image_alt'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    featured: text('featured').notNull().default('false'),
    reviewedAt: date('reviewed_at', { mode: 'string' }),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    /** draft: never public; published: public from publishedAt on (a future date is "scheduled") */
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    /** 1, then one more on every change: an edit names the version it started from (decision 27) */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_published_at_idx').on(t.publishedAt.desc(), t.id.desc()),
    uniqueIndex('blog_posts_one_featured')
      .on(t.featured)
      .where(sql`${t.featured} = 'true'`),
    check('blog_posts_featured_bool', sql`${t.featured} in ('true', 'false')`),
    check('blog_posts_sources_array', sql`jsonb_typeof(${t.sources}) = 'array'`),
    check('blog_posts_status', sql`${t.status} in ('draft', 'published')`),
  ],
)

/**
 * Private preview links of a post (decision 26). The link carries a random token; only its SHA-256
 * is stored, so a database read does not give working links. A link works until `expiresAt` and
 * stops at once when revoked; deleting the post deletes its links.
 */
export const postPreviews = pgTable(
  'post_previews',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('post_previews_token_hash_unique').on(t.tokenHash),
    index('post_previews_post_id_idx').on(t.postId),
  ],
)
