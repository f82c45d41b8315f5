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
import type { BlogPost } from './post.ts'
import { createPreview, findPreview, pruneEndedPreviews, revokePreviews } from './previews.server.ts'
import type { PostData } from './post.schema.ts'
import { compareInWorker } from './revision-diff.server.ts'
import { findRevision, listRevisions } from './revisions.server.ts'
import { sanitizePostHtml } from './sanitize.server.ts'

export type BlogService = ReturnType<typeof createBlogService>

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
}) {
  const changed = (id: number) => changes.emit(id)

  async function prepare(data: PostData): Promise<PostData> {
    const upload = data.heroImageUrl?.match(/^\/objects\/uploads\/(.+)$/)?.[1]
    if (upload && !(await storage.finalize(upload))) {
      throw new DomainError('invalid', 'Hero image must be an uploaded image', { field: 'heroImageUrl' })
    }
    return { ...data, content: sanitizePostHtml(data.content) }
  }

  return {
    list: (options: { page: number; limit: number; includeScheduled: boolean }) =>
      listPosts(db, { ...options, now: clock() }),
    findBySlug: (slug: string, options: { includeScheduled: boolean }) =>
      findPostBySlug(db, slug, { ...options, now: clock() }),
    /** its HTML sanitised again on the way out */
    async findForPage(slug: string) {
      const post = await findPostBySlug(db, slug, { includeScheduled: false, now: clock() })
      return post && forPage(post)
    },
    nextScheduledPublish: () => nextScheduledPublish(db, clock()),
    featured: () => findFeaturedPost(db, clock()),
    listForFeeds: (options?: { limit?: number }) => listPublishedForFeeds(db, { ...options, now: clock() }),
    async create(data: PostData, { by }: { by: string }) {
      const post = await createPost(db, await prepare(data), { now: clock(), save: { by }, timeZone })
      changed(post.id)
      return post
    },
    /** `publishedAtGiven`: omitted keeps the date; `autosave`: replaces the saver's recent autosave revision. */
    async update(
      id: number,
      data: PostData,
      { publishedAtGiven, by, autosave }: { publishedAtGiven: boolean; by: string; autosave?: boolean },
    ) {
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
    async remove(id: number) {
      if (!(await deletePost(db, id))) throw notFound()
      changed(id)
    },
    async setHeroImage(id: number, uploadUrl: string) {
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
    onChange(listener: ChangeListener) {
      changes.on(listener)
    },
    async createPreview(id: number) {
      const link = await createPreview(db, id, clock())
      if (!link) throw notFound()
      return link
    },
    /** Drafts included, HTML sanitised again; null when expired, revoked or unknown. */
    async preview(token: string) {
      const preview = await findPreview(db, token, clock())
      return preview && { ...preview, post: forPage(preview.post) }
    },
    revokePreviews: (id: number) => revokePreviews(db, id, clock()),
    pruneEndedPreviews: () => pruneEndedPreviews(db, clock()),
    async revisions(id: number) {
      const revisions = await listRevisions(db, id)
      if (revisions.length === 0 && !(await findPostById(db, id))) throw notFound()
      return revisions
    },
    async revision(id: number, revisionId: number) {
      const [revision, current] = await Promise.all([findRevision(db, id, revisionId), findPostById(db, id)])
      if (!revision || !current) throw revisionNotFound()
      const { snapshot, ...summary } = revision
      return { revision: summary, changes: await compareInWorker({ id: revision.id, snapshot }, current, timeZone) }
    },
    async restore(id: number, revisionId: number, { version, by }: { version: number; by: string }) {
      const post = await restoreRevision(db, id, revisionId, { version, by, now: clock(), timeZone })
      if (!post) throw revisionNotFound()
      changed(id)
      return post
    },
    /** Their save met a newer version and they chose to load it (decision 28); the post does not change. */
    async keepCopy(id: number, data: PostData, { version, by }: { version: number; by: string }) {
      const kept = await keepCopy(db, id, await prepare(data), { version, by, now: clock() })
      if (!kept) throw notFound()
      return kept
    },
  }
}
