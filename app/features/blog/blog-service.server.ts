import { createLocalChangeFeed, type ChangeFeed, type ChangeListener } from '#app/lib/change-feed.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import { toPublicObjectPath } from '#app/features/objects/image-type.ts'
import {
  createPost,
  deletePost,
  findFeaturedPost,
  findPostById,
  findPostBySlug,
  listPosts,
  listPublishedForFeeds,
  keepCopy,
  nextScheduledPublish,
  restoreRevision,
  setHeroImage,
  updatePost,
} from './blog.server.ts'
import type { BlogPost, Page } from './post.ts'
import { createPreview, findPreview, pruneEndedPreviews, revokePreviews } from './previews.server.ts'
import type { PostData } from './post.schema.ts'
import type { FieldDiff } from './revision.ts'
import { compareInWorker } from './revision-diff.server.ts'
import { findRevision, listRevisions, type RevisionSummary } from './revisions.server.ts'
import { sanitizePostHtml } from './sanitize.server.ts'

export type PostChangeListener = ChangeListener

export interface BlogService {
  list(options: { page: number; limit: number; includeScheduled: boolean }): Promise<Page>
  findBySlug(slug: string, options: { includeScheduled: boolean }): Promise<BlogPost | null>
  /** its HTML sanitised again on the way out */
  findForPage(slug: string): Promise<BlogPost | null>
  nextScheduledPublish(): Promise<Date | null>
  featured(): Promise<BlogPost | null>
  listForFeeds(options?: { limit?: number }): ReturnType<typeof listPublishedForFeeds>
  create(data: PostData, options: { by: string }): Promise<BlogPost>
  /** `publishedAtGiven`: omitted keeps the date; `autosave`: replaces the saver's recent autosave revision. */
  update(
    id: number,
    data: PostData,
    options: { publishedAtGiven: boolean; by: string; autosave?: boolean },
  ): Promise<BlogPost>
  remove(id: number): Promise<void>
  setHeroImage(id: number, uploadUrl: string): Promise<BlogPost>
  onChange(listener: PostChangeListener): void
  createPreview(id: number): Promise<{ token: string; expiresAt: Date }>
  /** Drafts included, HTML sanitised again; null when expired, revoked or unknown. */
  preview(token: string): Promise<{ post: BlogPost; expiresAt: Date } | null>
  revokePreviews(id: number): Promise<number>
  pruneEndedPreviews(): Promise<number>
  revisions(id: number): Promise<RevisionSummary[]>
  revision(id: number, revisionId: number): Promise<{ revision: RevisionSummary; changes: FieldDiff[] }>
  restore(id: number, revisionId: number, options: { version: number; by: string }): Promise<BlogPost>
  /** Their save met a newer version and they chose to load it (decision 28); the post does not change. */
  keepCopy(id: number, data: PostData, options: { version: number; by: string }): Promise<RevisionSummary>
}

const notFound = () => new DomainError('not_found', 'Blog post not found')
const forPage = (post: BlogPost): BlogPost => ({ ...post, content: sanitizePostHtml(post.content) })
const revisionNotFound = () => new DomainError('not_found', 'Revision not found')

/** HTML sanitised when stored and when shown; hero images only re-encoded uploads; changes announced. */
export function createBlogService({
  db,
  storage,
  changes = createLocalChangeFeed(),
  clock = () => new Date(),
  timeZone,
}: {
  db: Db
  storage: ObjectStorage
  clock?: () => Date
  timeZone: string
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
    async findForPage(slug) {
      const post = await findPostBySlug(db, slug, { includeScheduled: false, now: clock() })
      return post && forPage(post)
    },
    nextScheduledPublish: () => nextScheduledPublish(db, clock()),
    featured: () => findFeaturedPost(db, clock()),
    listForFeeds: (options) => listPublishedForFeeds(db, { ...options, now: clock() }),
    async create(data, { by }) {
      const post = await createPost(db, await prepare(data), { now: clock(), save: { by }, timeZone })
      changed(post.id)
      return post
    },
    async update(id, data, { publishedAtGiven, by, autosave }) {
      const post = await updatePost(db, id, await prepare(data), {
        publishedAtGiven,
        now: clock(),
        save: { by, kind: autosave ? 'autosaved' : 'saved' },
        timeZone,
      })
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
    async preview(token) {
      const preview = await findPreview(db, token, clock())
      return preview && { ...preview, post: forPage(preview.post) }
    },
    revokePreviews: (id) => revokePreviews(db, id, clock()),
    pruneEndedPreviews: () => pruneEndedPreviews(db, clock()),
    async revisions(id) {
      const revisions = await listRevisions(db, id)
      if (revisions.length === 0 && !(await findPostById(db, id))) throw notFound()
      return revisions
    },
    async revision(id, revisionId) {
      const [revision, current] = await Promise.all([findRevision(db, id, revisionId), findPostById(db, id)])
      if (!revision || !current) throw revisionNotFound()
      const { snapshot, ...summary } = revision
      return { revision: summary, changes: await compareInWorker({ id: revision.id, snapshot }, current, timeZone) }
    },
    async restore(id, revisionId, { version, by }) {
      const post = await restoreRevision(db, id, revisionId, { version, by, now: clock(), timeZone })
      if (!post) throw revisionNotFound()
      changed(id)
      return post
    },
    async keepCopy(id, data, { version, by }) {
      const kept = await keepCopy(db, id, await prepare(data), { version, by, now: clock() })
      if (!kept) throw notFound()
      return kept
    },
  }
}
