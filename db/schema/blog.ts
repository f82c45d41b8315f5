import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Source } from '#content/types.ts'
import { belongsTo, oneOf } from './columns.ts'

/**
 * `featured` stays the spec's strings 'true'/'false'; the partial unique index makes one featured
 * published post a database fact (decision 25).
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
    /** null when never (decision 35) */
    updatedOn: date('updated_on', { mode: 'string' }),
    sources: jsonb('sources').$type<Source[]>().notNull().default([]),
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    /** an edit names the version it started from (decision 27) */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_published_at_idx').on(t.publishedAt.desc(), t.id.desc()),
    uniqueIndex('blog_posts_one_featured')
      .on(t.featured)
      .where(sql`${t.featured} = 'true' and ${t.status} = 'published'`),
    oneOf('blog_posts_featured_bool', t.featured, ['true', 'false']),
    check('blog_posts_sources_array', sql`jsonb_typeof(${t.sources}) = 'array'`),
    oneOf('blog_posts_status', t.status, ['draft', 'published']),
  ],
)

/** Only the token's SHA-256 is stored, so a database read gives no working links (decision 26). */
export const postPreviews = pgTable(
  'post_previews',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => blogPosts.id),
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

export interface RevisionSnapshot {
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  author: string
  tags: string[]
  heroImageUrl: string | null
  heroImageAlt: string | null
  featured: 'true' | 'false'
  status: 'draft' | 'published'
  publishedAt: string
  reviewedAt: string | null
  sources: Source[]
}

/** Every save keeps the post as saved; autosaves within ten minutes collapse into one (decision 28). */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => blogPosts.id),
    /** for kept copies: the version the typing started from */
    version: integer('version').notNull(),
    kind: text('kind').$type<RevisionKind>().notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    firstSavedAt: timestamp('first_saved_at', { withTimezone: true }).notNull().defaultNow(),
    restoredFrom: integer('restored_from'),
    snapshot: jsonb('snapshot').$type<RevisionSnapshot>().notNull(),
  },
  (t) => [
    index('post_revisions_post_id_idx').on(t.postId, t.id.desc()),
    oneOf('post_revisions_kind', t.kind, REVISION_KINDS),
  ],
)

export const REVISION_KINDS = ['created', 'saved', 'autosaved', 'restored', 'kept'] as const
export type RevisionKind = (typeof REVISION_KINDS)[number]
