import { createHash } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { preferredEncoding } from './static-files.ts'
import { SplicedGzip } from './spliced-gzip.ts'

/**
 * Public responses that are the same for every anonymous visitor (the rendered HTML of public
 * pages, the public blog list of the API), kept in memory for a short time so a spike does not
 * render every hit (issue 6). Dropped whenever a post changes, and never kept past the moment the
 * next scheduled post goes live, so it appears on time.
 *
 * The CSP nonce is never cached: stored HTML holds a placeholder that each response fills with its
 * own nonce. Each entry is gzip-compressed once, with the nonce spliced in per response
 * (server/spliced-gzip.ts), and carries an ETag so browsers revalidate cheaply (304).
 */
export const NONCE_PLACEHOLDER = '__CSP_NONCE_PLACEHOLDER__'
const TTL_MS = 60_000
const MAX_ENTRIES = 500

export interface CacheableResponse {
  body: string
  headers: [string, string][]
  status: number
}

export interface Entry extends CacheableResponse {
  gzip: SplicedGzip
  etag: string
  expiresAt: number
}

export interface PageCacheOptions {
  /** when the next scheduled post goes live, or null when none is scheduled */
  nextPublishAt?: () => Promise<Date | null>
}

export class PageCache {
  private entries = new Map<string, Entry>()
  /** bumped by clear(): a render that started before a change is served but not stored */
  private generation = 0
  private nextPublish: number | undefined
  hits = 0
  misses = 0

  private readonly options: PageCacheOptions

  constructor(options: PageCacheOptions = {}) {
    this.options = options
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key)
    if (entry && now >= entry.expiresAt) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  /**
   * The cached entry for `key`, or a new one from `produce`. `produce` returns null for a response
   * that must not be cached; `remember` then returns null and stores nothing.
   */
  async remember(key: string, produce: () => Promise<CacheableResponse | null>): Promise<Entry | null> {
    const cached = this.get(key)
    if (cached) {
      this.hits += 1
      return cached
    }
    const generation = this.generation
    const response = await produce()
    if (!response) return null
    this.misses += 1
    const now = Date.now()
    const entry: Entry = {
      ...response,
      gzip: new SplicedGzip(response.body, NONCE_PLACEHOLDER),
      etag: `W/"${createHash('sha1').update(response.body).digest('base64url')}"`,
      expiresAt: Math.min(now + TTL_MS, await this.nextPublishAt(now)),
    }
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
      this.entries.set(key, entry)
    }
    return entry
  }

  clear() {
    this.entries.clear()
    this.generation += 1
    this.nextPublish = undefined
  }

  private async nextPublishAt(now: number): Promise<number> {
    if (!this.options.nextPublishAt) return Infinity
    if (this.nextPublish === undefined || this.nextPublish <= now) {
      const next = await this.options.nextPublishAt()
      this.nextPublish = next ? next.getTime() : Infinity
    }
    return this.nextPublish
  }
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
  if (req.headers['if-none-match'] === entry.etag) {
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

const NOT_CACHED = /^\/(admin-|unsubscribe|api\/|objects\/)/

/**
 * Answers a GET from the cache before the static-file handlers look for a file of that name, so a
 * cached page costs a map lookup; everything else passes through.
 */
export function cachedPageHits(cache: PageCache, isAnonymous: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !isAnonymous(req)) return next()
    const entry = cache.get(req.originalUrl)
    if (!entry) return next()
    cache.hits += 1
    sendEntry(req, res, entry, 'no-cache')
  }
}

/** Wraps the page renderer: serves and fills the cache for anonymous GETs of public pages. */
export function cachedPages(
  cache: PageCache,
  render: (req: Request, res: Response) => Promise<globalThis.Response>,
  isAnonymous: (req: Request) => boolean,
): RequestHandler {
  return async (req, res, next) => {
    try {
      if (req.method !== 'GET' || NOT_CACHED.test(req.path) || !isAnonymous(req)) {
        return await sendFetchResponse(res, await render(req, res))
      }
      let uncacheable: globalThis.Response | undefined
      const entry = await cache.remember(req.originalUrl, async () => {
        const response = await render(req, res)
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
      if (!entry) return await sendFetchResponse(res, uncacheable!)
      sendEntry(req, res, entry, 'no-cache')
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
