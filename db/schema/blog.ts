import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Source } from '#content/types.ts'

/**
 * Blog posts (spec §3 blog_posts). `featured` stays the strings 'true'/'false' as the spec exchanges
 * it; the partial unique index makes "only one featured post" a database fact, not only a hint, among
 * published posts (scheduled ones included): a draft may carry the choice, which takes the slot
 * when it is published (decision 25).
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
    /**
     * The day the post's words (title, excerpt, text, sources) last changed after it was published,
     * shown as "Updated {date}"; null when never (content/types.ts SeedPost.updatedOn; decision 35).
     */
    updatedOn: date('updated_on', { mode: 'string' }),
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
      .where(sql`${t.featured} = 'true' and ${t.status} = 'published'`),
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

/** What one revision holds: the post's text and settings as they were saved (decision 28). */
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

/**
 * A post's revisions (decision 28): every save keeps the post as it was saved, with who saved it and
 * how. `kind` says how it came about: created, saved (a button), autosaved (a person's autosaves
 * within ten minutes of the revision's first one replace it, so typing does not push out history), restored (from `restoredFrom`) or kept (a
 * copy of what someone typed when their save met a newer version; the post itself did not change).
 * The newest 50 of a post are kept; deleting the post deletes them.
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** the post's version this revision is (for kept copies: the version the typing started from) */
    version: integer('version').notNull(),
    kind: text('kind').$type<RevisionKind>().notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** when this revision was first saved: an autosave revision takes its saver's autosaves for ten minutes from then */
    firstSavedAt: timestamp('first_saved_at', { withTimezone: true }).notNull().defaultNow(),
    restoredFrom: integer('restored_from'),
    snapshot: jsonb('snapshot').$type<RevisionSnapshot>().notNull(),
  },
  (t) => [
    index('post_revisions_post_id_idx').on(t.postId, t.id.desc()),
    check('post_revisions_kind', sql`${t.kind} in ('created', 'saved', 'autosaved', 'restored', 'kept')`),
  ],
)

export type RevisionKind = 'created' | 'saved' | 'autosaved' | 'restored' | 'kept'
