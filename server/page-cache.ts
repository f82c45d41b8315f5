import { createHash, randomBytes } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { blogPageNumber } from '#app/features/blog/list-page.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import type { Services } from '#app/services.server.ts'
import { preferredEncoding } from './static-files.ts'
import { SplicedGzip } from './spliced-gzip.ts'

/**
 * Public responses that are the same for every anonymous visitor (the rendered HTML of public
 * pages, the public blog list of the API), kept in memory for a short time so a spike does not
 * render every hit (issue 6). Dropped whenever a post changes, and never kept past the moment the
 * next scheduled post goes live, so it appears on time. Concurrent misses for one key share one
 * render, so a cold page or a cleared cache under load renders once.
 *
 * The CSP nonce is never cached: stored HTML holds a placeholder that each response fills with its
 * own nonce, gzip-compressed once with the nonce spliced in per response (server/spliced-gzip.ts,
 * decision 6). Each entry carries an ETag so browsers revalidate cheaply (304).
 *
 * This cache is per process; `createPageCache` clears it on every post change from any instance
 * (PostgreSQL NOTIFY, decision 9).
 */

/** Random per process, so no post or form text can ever contain it. */
export const NONCE_PLACEHOLDER = `__csp_nonce_${randomBytes(12).toString('hex')}__`
const TTL_MS = 60_000
/** Per kind of entry, so API queries cannot push the pages out. */
const MAX_ENTRIES = { page: 500, api: 100 }
const kindOf = (key: string) => (key.startsWith('api:') ? 'api' : 'page')

export interface CacheableResponse {
  body: string
  headers: [string, string][]
  status: number
}

export interface Entry extends CacheableResponse {
  gzip: SplicedGzip
  etag: string
}

export interface PageCacheOptions {
  /** when the next scheduled post goes live, or null when none is scheduled */
  nextPublishAt?: () => Promise<Date | null>
}

export class PageCache {
  private readonly stores = {
    page: new LRUCache<string, Entry>({ max: MAX_ENTRIES.page, ttl: TTL_MS }),
    api: new LRUCache<string, Entry>({ max: MAX_ENTRIES.api, ttl: TTL_MS }),
  }
  /** renders under way, so concurrent misses for one key wait for the same one */
  private inFlight = new Map<string, Promise<Entry | null>>()
  /** bumped by clear(): a render that started before a change is served but not stored */
  private generation = 0
  private nextPublish: number | undefined
  hits = 0
  misses = 0
  renders = 0

  private readonly options: PageCacheOptions

  constructor(options: PageCacheOptions = {}) {
    this.options = options
  }

  get(key: string): Entry | undefined {
    return this.stores[kindOf(key)].get(key)
  }

  /**
   * The cached entry for `key`, or a new one from `produce`. `produce` returns null for a response
   * that must not be cached; `remember` then returns null (to every caller waiting on that
   * render) and stores nothing.
   */
  async remember(key: string, produce: () => Promise<CacheableResponse | null>): Promise<Entry | null> {
    const cached = this.get(key)
    if (cached) {
      this.hits += 1
      return cached
    }
    this.misses += 1
    const pending = this.inFlight.get(key)
    if (pending) return pending
    const render = this.render(key, produce)
    this.inFlight.set(key, render)
    try {
      return await render
    } finally {
      if (this.inFlight.get(key) === render) this.inFlight.delete(key)
    }
  }

  private async render(key: string, produce: () => Promise<CacheableResponse | null>): Promise<Entry | null> {
    const generation = this.generation
    // Taken before rendering: a post that goes live while the page renders must not be missed.
    const startedAt = Date.now()
    this.renders += 1
    const response = await produce()
    if (!response) return null
    const entry: Entry = {
      ...response,
      gzip: new SplicedGzip(response.body, NONCE_PLACEHOLDER),
      etag: `W/"${createHash('sha1').update(response.body).digest('base64url')}"`,
    }
    const expiresAt = Math.min(startedAt + TTL_MS, await this.nextPublishAt(startedAt, generation))
    const ttl = expiresAt - Date.now()
    if (generation === this.generation && ttl > 0) this.stores[kindOf(key)].set(key, entry, { ttl })
    return entry
  }

  clear() {
    this.stores.page.clear()
    this.stores.api.clear()
    // New requests must not join a render that may show the old content.
    this.inFlight = new Map()
    this.generation += 1
    this.nextPublish = undefined
  }

  private async nextPublishAt(now: number, generation: number): Promise<number> {
    if (!this.options.nextPublishAt) return Infinity
    if (this.nextPublish !== undefined && this.nextPublish > now) return this.nextPublish
    const next = await this.options.nextPublishAt()
    const at = next ? next.getTime() : Infinity
    // A post changed while we asked: keep the answer for this entry only (it is not stored either).
    if (generation === this.generation) this.nextPublish = at
    return at
  }
}

/** The cache of one process, emptied whenever a post changes on any instance (null: possibly any). */
export function createPageCache(services: Pick<Services, 'blog'>): PageCache {
  const cache = new PageCache({ nextPublishAt: () => services.blog.nextScheduledPublish() })
  services.blog.onChange(() => cache.clear())
  return cache
}

/**
 * Sends a cached entry: its headers, an ETag (304 when the browser has it), and the body with this
 * response's nonce, gzip-compressed when the browser accepts it.
 */
export function sendEntry(req: Request, res: Response, entry: Entry, cacheControl: string) {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('ETag', entry.etag)
  res.setHeader('Cache-Control', cacheControl)
  res.vary('Accept-Encoding')
  if (matchesEtag(req.get('if-none-match'), entry.etag)) {
    // The browser keeps its copy and the CSP it came with: a new nonce here would not match it.
    res.removeHeader('Content-Security-Policy')
    return void res.status(304).end()
  }
  res.status(entry.status)
  const nonce = res.locals.nonce ?? ''
  if (preferredEncoding(req.get('accept-encoding'), { br: false, gzip: true }) === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip')
    return void res.send(entry.gzip.fill(nonce))
  }
  res.send(entry.body.replaceAll(NONCE_PLACEHOLDER, nonce))
}

/**
 * If-None-Match with the weak comparison of RFC 9110 §13.1.2 (lists, `*`, with or without `W/`).
 * It matches at least whatever Express's own freshness check would, so a 304 never leaves
 * through res.send carrying a nonce the browser's copy does not have.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

const NOT_CACHED = /^\/(admin-|unsubscribe|newsletter\/|api\/|objects\/)/
/** Lower case, no trailing slash: routes match case-insensitively, and variants must not multiply. */
const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/
/** The only query a public page reads on the server (routes/blog.tsx); page 1 is /blog itself. */
const MAX_KEYED_BLOG_PAGE = 99

/**
 * The cache key of a page, or null when it is not cached. Only /blog reads its query on the
 * server, and only `page`: every other parameter (campaign tags, made-up ones) is left out of the
 * key, so a link with `?x=<random>` is answered from the cache instead of forcing a render
 * (issue 13). Blog pages 2-99 have keys of their own; a page number beyond that, or an unusual
 * spelling of a path, is rendered without being stored (and counts against the render budget).
 */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== 'GET' || NOT_CACHED.test(req.path) || !CANONICAL_PATH.test(req.path)) return null
  if (req.path !== '/blog') return req.path
  const mark = req.originalUrl.indexOf('?')
  const page = new URLSearchParams(mark === -1 ? '' : req.originalUrl.slice(mark + 1)).get('page')
  const n = blogPageNumber(page)
  if (n < 2) return '/blog'
  return n <= MAX_KEYED_BLOG_PAGE ? `/blog?page=${n}` : null
}

/**
 * Browsers revalidate every time (ETag); shared caches must not keep a page, since it would hand
 * one nonce to many visitors.
 */
const PAGE_CACHE_CONTROL = 'private, no-cache'

/**
 * Answers a GET from the cache before the static-file handlers look for a file of that name, so a
 * cached page costs a map lookup; everything else passes through.
 */
export function cachedPageHits(cache: PageCache, hasSession: (req: Request) => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    try {
      // Every request passes here, assets included: the path test comes before anything else.
      const key = pageCacheKey(req)
      const entry = key ? cache.get(key) : undefined
      // A signed-in admin gets a fresh render; a cookie or token that is not a valid session does not.
      if (!entry || (await hasSession(req))) return next()
      cache.hits += 1
      sendEntry(req, res, entry, PAGE_CACHE_CONTROL)
    } catch (error) {
      next(error)
    }
  }
}

/** Wraps the page renderer: serves and fills the cache for anonymous GETs of public pages. */
export function cachedPages(
  cache: PageCache,
  render: (req: Request, res: Response) => Promise<globalThis.Response>,
  isAnonymous: (req: Request) => boolean,
  budget: RenderBudget = new RenderBudget(),
): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = pageCacheKey(req)
      if (!isAnonymous(req)) return await sendFetchResponse(res, await render(req, res))
      if (!key) return await sendFetchResponse(res, await budget.render(req, () => render(req, res)))
      let uncacheable: globalThis.Response | undefined
      const entry = await cache.remember(key, async () => {
        const response = await budget.render(req, () => render(req, res))
        const type = response.headers.get('content-type') ?? ''
        if (response.status !== 200 || !type.startsWith('text/html')) {
          uncacheable = response
          return null
        }
        const nonce = res.locals.nonce
        return {
          body: (await response.text()).replaceAll(`nonce="${nonce}"`, `nonce="${NONCE_PLACEHOLDER}"`),
          headers: [...response.headers.entries()].filter(([name]) => !['content-length', 'etag'].includes(name)),
          status: response.status,
        }
      })
      // Not cacheable: this request's own render, or a fresh one when it waited on another's.
      if (!entry) return await sendFetchResponse(res, uncacheable ?? (await budget.render(req, () => render(req, res))))
      sendEntry(req, res, entry, PAGE_CACHE_CONTROL)
    } catch (error) {
      next(error)
    }
  }
}

async function sendFetchResponse(res: Response, response: globalThis.Response) {
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) {
    if (name === 'set-cookie') continue
    res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  if (!response.body) return void res.end()
  res.end(Buffer.from(await response.arrayBuffer()))
}

export function toFetchRequest(req: Request): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  return new globalThis.Request(url, { method: req.method, headers })
}

/**
 * Anonymous renders that the cache cannot absorb (404s for made-up paths, far blog pages, pages
 * nobody cached yet are fine) are counted per client address; past the budget a client gets a
 * short 429 instead of a render and its queries. Per process: it protects this process's CPU.
 */
export class RenderBudget {
  private readonly counts: LRUCache<string, { count: number }>
  private readonly perMinute: number
  constructor(perMinute = 120, max = 10_000) {
    this.perMinute = perMinute
    this.counts = new LRUCache({ max, ttl: 60_000 })
  }

  async render(req: Request, render: () => Promise<globalThis.Response>): Promise<globalThis.Response> {
    const key = clientKey(req.ip)
    const slot = this.counts.get(key) ?? { count: 0 }
    if (slot.count === 0) this.counts.set(key, slot)
    slot.count += 1
    if (slot.count > this.perMinute) {
      req.log.warn({ event: 'rate_limited', limit: 'page-render', ip: key }, 'rate limit reached')
      return new globalThis.Response('Too many requests. Please wait a minute and try again.', {
        status: 429,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
      })
    }
    return render()
  }
}
