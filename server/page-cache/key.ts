import type { Request } from 'express'
import { blogPageNumber } from '#app/features/blog/list-page.ts'
import { QUIZ_PATH } from '#app/features/quiz/quiz-steps.ts'

/** The quiz's old results address would store a redirect per set of answers. */
const NOT_CACHED =
  /^\/(admin-|unsubscribe|newsletter\/|preview\/|api\/|objects\/|book(\/|$)|cybersecurity-quiz\/results)/
/** Routes match case-insensitively, and variants must not multiply. */
export const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/
const MAX_KEYED_BLOG_PAGE = 99
const RESOURCE_PAGE = /^\/resources\/[a-z0-9-]+$/

/**
 * Every other parameter is left out of the key, so `?x=<random>` is answered from the cache
 * (docs/security.md); a blog page past 99 or an unusual spelling renders unstored, against the budget.
 */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== 'GET' || NOT_CACHED.test(req.path) || !CANONICAL_PATH.test(req.path)) return null
  const mark = req.originalUrl.indexOf('?')
  const query = new URLSearchParams(mark === -1 ? '' : req.originalUrl.slice(mark + 1))
  if (RESOURCE_PAGE.test(req.path)) return query.has('ready') ? `${req.path}?ready` : req.path
  if (req.path === QUIZ_PATH) return query.has('q') || query.has('a') ? null : req.path
  if (req.path !== '/blog') return req.path
  const page = query.get('page')
  const n = blogPageNumber(page)
  if (n < 2) return '/blog'
  return n <= MAX_KEYED_BLOG_PAGE ? `/blog?page=${n}` : null
}
