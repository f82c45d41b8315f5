import { Router, type Request } from 'express'
import { heroImageSchema, postSchema } from '#app/features/blog/post.schema.ts'
import { SLUG_PATTERN } from '#app/features/blog/slug.ts'
import { attachmentDisposition, postPdfFileName } from '#app/lib/pdf-file-name.ts'
import type { Services } from '#app/services.server.ts'
import { z } from '#app/lib/zod.ts'
import { DomainError, found } from '#app/lib/errors.ts'
import { parseOr400 } from '../http-errors.ts'
import { sendEntry } from '../page-cache/http.ts'
import type { PageCache } from '../page-cache/store.ts'
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

function idParam(req: Request, name: string, message: string): number {
  const raw = String(req.params[name])
  const id = Number(raw)
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw new DomainError('not_found', message)
  return id
}
const postId = (req: Request) => idParam(req, 'id', 'Blog post not found')
const revisionId = (req: Request) => idParam(req, 'revisionId', 'Revision not found')

const restoreSchema = z.object({
  /** a post changed since is refused with 409 (decision 27) */
  version: z.number('Version must be a whole number').int('Version must be a whole number').positive(),
})

export function blogRoutes(services: Services, pageCache: PageCache): Router {
  const router = Router()

  router.get('/', async (req, res) => {
    const { page, limit } = parseOr400(listQuery, {
      page: req.query.page ?? undefined,
      limit: req.query.limit ?? undefined,
    })
    if (req.user) return void res.json(await services.blog.list({ page, limit, includeScheduled: true }))
    // The same for every visitor (decision 6).
    const entry = await pageCache.remember(`api:/blog?page=${page}&limit=${limit}`, async () => ({
      body: JSON.stringify(await services.blog.list({ page, limit, includeScheduled: false })),
      headers: [['Content-Type', 'application/json; charset=utf-8']],
      status: 200,
    }))
    sendEntry(req, res, entry!, 'no-store')
  })

  router.get('/:slug/pdf', async (req, res) => {
    const slug = String(req.params.slug)
    const post = SLUG_PATTERN.test(slug) ? await services.blog.findBySlug(slug, { includeScheduled: false }) : null
    if (!post) throw new DomainError('not_found', 'Blog post not found')
    const pdf = await services.pdf.post(post)
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
    if (!SLUG_PATTERN.test(slug)) throw new DomainError('not_found', 'Blog post not found')
    const post = await services.blog.findBySlug(slug, { includeScheduled: Boolean(req.user) })
    res.json({ post: found(post, 'Blog post not found') })
  })

  router.post('/', requireAdmin, async (req, res) => {
    const post = await services.blog.create(parseOr400(postSchema, req.body), { by: req.user!.username })
    res.status(201).json({ post })
  })

  // `?autosave=1`: the saver's autosaves share a revision (decision 28).
  router.put('/:id', requireAdmin, async (req, res) => {
    const id = postId(req)
    const data = parseOr400(postSchema, req.body)
    const publishedAtGiven = typeof req.body === 'object' && req.body !== null && 'publishedAt' in req.body
    const autosave = req.query.autosave === '1'
    res.json({ post: await services.blog.update(id, data, { publishedAtGiven, by: req.user!.username, autosave }) })
  })

  router.delete('/:id', requireAdmin, async (req, res) => {
    await services.blog.remove(postId(req))
    res.json({ success: true })
  })

  // Decision 26; the link itself is a page that works signed out until it expires.
  router.post('/:id/previews', requireAdmin, async (req, res) => {
    const { token, expiresAt } = await services.blog.createPreview(postId(req))
    res.status(201).json({ url: `${services.env.SITE_URL}/preview/${token}`, expiresAt: expiresAt.toISOString() })
  })

  router.delete('/:id/previews', requireAdmin, async (req, res) => {
    res.json({ revoked: await services.blog.revokePreviews(postId(req)) })
  })

  router.get('/:id/revisions', requireAdmin, async (req, res) => {
    res.json({ revisions: await services.blog.revisions(postId(req)) })
  })

  router.get('/:id/revisions/:revisionId', requireAdmin, async (req, res) => {
    res.json(await services.blog.revision(postId(req), revisionId(req)))
  })

  router.post('/:id/revisions/:revisionId/restore', requireAdmin, async (req, res) => {
    const { version } = parseOr400(restoreSchema, req.body ?? {})
    const post = await services.blog.restore(postId(req), revisionId(req), { version, by: req.user!.username })
    res.json({ post })
  })

  router.post('/:id/revisions', requireAdmin, async (req, res) => {
    const data = parseOr400(postSchema, req.body)
    if (data.version === undefined) throw new DomainError('invalid', 'Send the version your changes started from.')
    const revision = await services.blog.keepCopy(postId(req), data, { version: data.version, by: req.user!.username })
    res.status(201).json({ revision })
  })

  router.put('/:id/hero-image', requireAdmin, async (req, res) => {
    const id = postId(req)
    const { heroImageURL } = parseOr400(heroImageSchema, req.body)
    res.json({ post: await services.blog.setHeroImage(id, heroImageURL) })
  })

  return router
}
