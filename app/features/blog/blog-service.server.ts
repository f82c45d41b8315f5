import { createLocalChangeFeed, type ChangeFeed, type ChangeListener } from '#app/lib/change-feed.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import { toPublicObjectPath } from '#app/features/objects/image-type.ts'
import {
  createPost,
  deletePost,
  findFeaturedPost,
  findPostBySlug,
  listPosts,
  listPublishedForFeeds,
  nextScheduledPublish,
  setHeroImage,
  updatePost,
} from './blog.server.ts'
import type { BlogPost, Page } from './post.ts'
import { createPreview, findPreview, revokePreviews } from './previews.server.ts'
import type { PostData } from './post.schema.ts'
import { sanitizePostHtml } from './sanitize.server.ts'

/**
 * Told the id of every post that was created, changed or deleted, on this instance or another
 * (null: possibly any post): caches listen here.
 */
export type PostChangeListener = ChangeListener

export interface BlogService {
  list(options: { page: number; limit: number; includeScheduled: boolean }): Promise<Page>
  findBySlug(slug: string, options: { includeScheduled: boolean }): Promise<BlogPost | null>
  nextScheduledPublish(): Promise<Date | null>
  /** the one featured post, if it is published */
  featured(): Promise<BlogPost | null>
  /** published posts, newest first, for the sitemap and the RSS feed */
  listForFeeds(options?: { limit?: number }): ReturnType<typeof listPublishedForFeeds>
  create(data: PostData): Promise<BlogPost>
  /** `publishedAtGiven`: whether the request named publishedAt at all (omitted keeps the date) */
  update(id: number, data: PostData, options: { publishedAtGiven: boolean }): Promise<BlogPost>
  remove(id: number): Promise<void>
  /** Spec §7 PUT /api/blog/{id}/hero-image: the URL the browser uploaded to. */
  setHeroImage(id: number, uploadUrl: string): Promise<BlogPost>
  onChange(listener: PostChangeListener): void
  /** A private preview link's token for the post (decision 26); not found when there is no post. */
  createPreview(id: number): Promise<{ token: string; expiresAt: Date }>
  /** The post behind a live preview token, drafts included; null when expired, revoked or unknown. */
  preview(token: string): Promise<{ post: BlogPost; expiresAt: Date } | null>
  /** Ends the post's live preview links; how many there were. */
  revokePreviews(id: number): Promise<number>
}

const notFound = () => new DomainError('not_found', 'Blog post not found')

/**
 * The blog's rules on write, in one place: HTML is sanitised before it is stored (and again on
 * render), a hero image must be an upload we have checked and re-encoded, and every change is
 * announced so the page cache and the PDF cache drop what they hold (wired in app/services.server.ts).
 */
export function createBlogService({
  db,
  storage,
  changes = createLocalChangeFeed(),
  clock = () => new Date(),
}: {
  db: Db
  storage: ObjectStorage
  /** what "now" is for publishing dates; tests move it instead of waiting */
  clock?: () => Date
  /** where changes are announced; shared by every instance in production (app/services.server.ts) */
  changes?: ChangeFeed
}): BlogService {
  const changed = (id: number) => changes.emit(id)

  async function prepare(data: PostData): Promise<PostData> {
    const upload = data.heroImageUrl?.match(/^\/objects\/uploads\/(.+)$/)?.[1]
    if (upload && !(await storage.finalize(upload))) {
      throw new DomainError('invalid', 'Hero image must be an uploaded image', { field: 'heroImageUrl' })
    }
    return { ...data, content: sanitizePostHtml(data.content) }
  }

  return {
    list: (options) => listPosts(db, { ...options, now: clock() }),
    findBySlug: (slug, options) => findPostBySlug(db, slug, { ...options, now: clock() }),
    nextScheduledPublish: () => nextScheduledPublish(db, clock()),
    featured: () => findFeaturedPost(db, clock()),
    listForFeeds: (options) => listPublishedForFeeds(db, { ...options, now: clock() }),
    async create(data) {
      const post = await createPost(db, await prepare(data), clock())
      changed(post.id)
      return post
    },
    async update(id, data, options) {
      const post = await updatePost(db, id, await prepare(data), { ...options, now: clock() })
      if (!post) throw notFound()
      changed(id)
      return post
    },
    async remove(id) {
      if (!(await deletePost(db, id))) throw notFound()
      changed(id)
    },
    async setHeroImage(id, uploadUrl) {
      const publicPath = toPublicObjectPath(uploadUrl)
      const object = publicPath ? await storage.finalize(publicPath.split('/').pop()!) : null
      if (!publicPath || !object) {
        throw new DomainError('invalid', 'heroImageURL must point to an uploaded image', { field: 'heroImageURL' })
      }
      const post = await setHeroImage(db, id, publicPath, clock())
      if (!post) throw notFound()
      changed(id)
      return post
    },
    onChange(listener) {
      changes.on(listener)
    },
    async createPreview(id) {
      const link = await createPreview(db, id, clock())
      if (!link) throw notFound()
      return link
    },
    preview: (token) => findPreview(db, token, clock()),
    revokePreviews: (id) => revokePreviews(db, id, clock()),
  }
}
