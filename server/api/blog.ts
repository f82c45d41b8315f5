import { Router, type Request } from 'express'
import { z } from 'zod'
import {
  createPost,
  deletePost,
  findPostBySlug,
  listPosts,
  setHeroImage,
  SlugTakenError,
  updatePost,
} from '#app/features/blog/blog.server.ts'
import { heroImageSchema, postSchema } from '#app/features/blog/post.schema.ts'
import { sanitizePostHtml } from '#app/features/blog/sanitize.server.ts'
import { toPublicObjectPath } from '#app/features/objects/image-type.ts'
import { attachmentDisposition, postPdfFileName } from '#app/features/pdf/pdf-file-name.ts'
import type { Services } from '../context.ts'
import { HttpError, validationError } from '../http-errors.ts'
import { sendEntry } from '../page-cache.ts'
import { requireAdmin } from '../session.ts'

export const MAX_PAGE_SIZE = 50

const listQuery = z.object({
  page: z.coerce
    .number('page must be a positive whole number')
    .int('page must be a positive whole number')
    .min(1, 'page must be a positive whole number')
    .max(100_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number('limit must be a positive whole number')
    .int('limit must be a positive whole number')
    .min(1, 'limit must be a positive whole number')
    .default(9)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
})

function postId(req: Request): number {
  const id = Number(req.params.id)
  if (!Number.isSafeInteger(id) || id < 1 || !/^\d+$/.test(String(req.params.id)))
    throw new HttpError(404, 'Blog post not found')
  return id
}

async function parsePost(services: Services, body: unknown) {
  const parsed = postSchema.safeParse(body)
  if (!parsed.success) throw validationError(parsed.error)
  const upload = parsed.data.heroImageUrl?.match(/^\/objects\/uploads\/(.+)$/)?.[1]
  if (upload && !(await services.storage.finalize(upload))) {
    const message = 'Hero image must be an uploaded image'
    throw new HttpError(400, message, { heroImageUrl: [message] })
  }
  // Sanitised on write and again on render (issue 7).
  return { ...parsed.data, content: sanitizePostHtml(parsed.data.content) }
}

function slugConflict(error: unknown): never {
  if (error instanceof SlugTakenError) throw new HttpError(409, error.message, { slug: [error.message] })
  throw error
}

export function blogRoutes(services: Services): Router {
  const router = Router()

  router.get('/', async (req, res) => {
    const parsed = listQuery.safeParse({ page: req.query.page ?? undefined, limit: req.query.limit ?? undefined })
    if (!parsed.success) throw validationError(parsed.error)
    if (req.user) return void res.json(await listPosts(services.db, { ...parsed.data, includeScheduled: true }))
    // The public list is the same for every visitor: served from the page cache (issue 6).
    const { page, limit } = parsed.data
    const entry = await services.pageCache.remember(`api:/blog?page=${page}&limit=${limit}`, async () => ({
      body: JSON.stringify(await listPosts(services.db, { page, limit, includeScheduled: false })),
      headers: [['Content-Type', 'application/json; charset=utf-8']],
      status: 200,
    }))
    sendEntry(req, res, entry!, 'no-store')
  })

  router.get('/:slug/pdf', async (req, res) => {
    const slug = String(req.params.slug)
    const post = /^[a-z0-9-]{1,100}$/.test(slug)
      ? await findPostBySlug(services.db, slug, { includeScheduled: false })
      : null
    if (!post) throw new HttpError(404, 'Blog post not found')
    const { pdf } = await services.pdf.post(post)
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(postPdfFileName(post.title)),
      'Content-Length': String(pdf.length),
      'Cache-Control': 'no-cache',
    })
    res.end(pdf)
  })

  router.get('/:slug', async (req, res) => {
    const slug = String(req.params.slug)
    if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw new HttpError(404, 'Blog post not found')
    const post = await findPostBySlug(services.db, slug, { includeScheduled: Boolean(req.user) })
    if (!post) throw new HttpError(404, 'Blog post not found')
    if (req.user) res.set('Cache-Control', 'no-store')
    res.json({ post })
  })

  router.post('/', requireAdmin, async (req, res) => {
    const data = await parsePost(services, req.body)
    const post = await createPost(services.db, data).catch(slugConflict)
    services.pageCache.clear()
    res.status(201).json({ post })
  })

  router.put('/:id', requireAdmin, async (req, res) => {
    const id = postId(req)
    const data = await parsePost(services, req.body)
    const publishedAtGiven = typeof req.body === 'object' && req.body !== null && 'publishedAt' in req.body
    const post = await updatePost(services.db, id, data, { publishedAtGiven }).catch(slugConflict)
    if (!post) throw new HttpError(404, 'Blog post not found')
    services.pdf.invalidatePost(id)
    services.pageCache.clear()
    res.json({ post })
  })

  router.delete('/:id', requireAdmin, async (req, res) => {
    const id = postId(req)
    if (!(await deletePost(services.db, id))) throw new HttpError(404, 'Blog post not found')
    services.pdf.invalidatePost(id)
    services.pageCache.clear()
    res.json({ success: true })
  })

  router.put('/:id/hero-image', requireAdmin, async (req, res) => {
    const id = postId(req)
    const parsed = heroImageSchema.safeParse(req.body)
    if (!parsed.success) throw validationError(parsed.error)
    const publicPath = toPublicObjectPath(parsed.data.heroImageURL)
    const object = publicPath ? await services.storage.finalize(publicPath.split('/').pop()!) : null
    if (!publicPath || !object) {
      throw new HttpError(400, 'heroImageURL must point to an uploaded image', {
        heroImageURL: ['heroImageURL must point to an uploaded image'],
      })
    }
    const post = await setHeroImage(services.db, id, publicPath)
    if (!post) throw new HttpError(404, 'Blog post not found')
    services.pdf.invalidatePost(id)
    services.pageCache.clear()
    res.json({ post })
  })

  return router
}
