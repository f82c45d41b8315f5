import type { Request } from 'express'
import { blogPageNumber } from '#app/features/blog/list-page.ts'
import { QUIZ_PATH } from '#app/features/quiz/quiz-steps.ts'

/** Never stored: private pages, and the old address of the quiz's results (a redirect per set of answers). */
const NOT_CACHED =
  /^\/(admin-|unsubscribe|newsletter\/|preview\/|api\/|objects\/|book(\/|$)|cybersecurity-quiz\/results)/
/** Lower case, no trailing slash: routes match case-insensitively, and variants must not multiply. */
export const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/
/**
 * The only queries public pages read on the server: /blog's page (page 1 is /blog itself), a
 * resource page's `ready`, and the quiz's step (`q`, `a`: one page per set of answers, never stored).
 */
const MAX_KEYED_BLOG_PAGE = 99
const RESOURCE_PAGE = /^\/resources\/[a-z0-9-]+$/

/**
 * The cache key of a page, or null when it is not cached. Only /blog keys its query, and only
 * `page` (and a resource page its `ready`; the quiz's steps are not stored): every other parameter
 * (campaign tags, made-up ones) is left out of the key, so a link with `?x=<random>` is answered from the cache instead of forcing a render
 * (docs/security.md). Blog pages 2-99 have keys of their own; a page number beyond that, or an unusual
 * spelling of a path, is rendered without being stored (and counts against the render budget).
 */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== 'GET' || NOT_CACHED.test(req.path) || !CANONICAL_PATH.test(req.path)) return null
  const mark = req.originalUrl.indexOf('?')
  const query = new URLSearchParams(mark === -1 ? '' : req.originalUrl.slice(mark + 1))
  // A resource's page once its form was sent (routes/resource.tsx): the link to the PDF.
  if (RESOURCE_PAGE.test(req.path)) return query.has('ready') ? `${req.path}?ready` : req.path
  if (req.path === QUIZ_PATH) return query.has('q') || query.has('a') ? null : req.path
  if (req.path !== '/blog') return req.path
  const page = query.get('page')
  const n = blogPageNumber(page)
  if (n < 2) return '/blog'
  return n <= MAX_KEYED_BLOG_PAGE ? `/blog?page=${n}` : null
}
