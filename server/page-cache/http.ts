import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Request, RequestHandler, Response } from 'express'
import fresh from 'fresh'
import { LRUCache } from 'lru-cache'
import { clientKey } from '#app/lib/client-address.server.ts'
import { preferredEncoding } from '../static-files.ts'
import { pageCacheKey } from './key.ts'
import { allowScriptsByHash } from './script-hashes.ts'
import type { Entry, PageCache } from './store.ts'

/**
 * Sends a cached entry: its headers (its own policy, which allows its scripts by hash, replaces
 * this response's), an ETag (304 when the browser has it: `fresh`, the conditional request check
 * Express itself uses), and the body in the encoding the browser prefers.
 */
export function sendEntry(req: Request, res: Response, entry: Entry, cacheControl: string) {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('ETag', entry.etag)
  res.setHeader('Cache-Control', cacheControl)
  res.vary('Accept-Encoding')
  if (fresh(req.headers, { etag: entry.etag })) {
    // The browser keeps its copy and the policy it came with (a 304's headers would replace them).
    res.removeHeader('Content-Security-Policy')
    return void res.status(304).end()
  }
  res.status(entry.status)
  const encoding = preferredEncoding(req.get('accept-encoding'), { br: true, gzip: true })
  if (encoding) res.setHeader('Content-Encoding', encoding)
  const body = entry.body[encoding ?? 'identity']
  res.setHeader('Content-Length', String(body.length))
  res.end(body)
}

/** Browsers revalidate every time (ETag); a page is a visitor's own business, not a shared cache's. */
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

/**
 * Renders a page. `shared`: the render answers every visitor waiting on the same cache entry, so it
 * must not be aborted when the one whose request started it goes away.
 */
export type Render = (req: Request, res: Response, options?: { shared?: boolean }) => Promise<globalThis.Response>

/** Wraps the page renderer: serves and fills the cache for anonymous GETs of public pages. */
export function cachedPages(
  cache: PageCache,
  render: Render,
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
        const response = await budget.render(req, () => render(req, res, { shared: true }))
        const type = response.headers.get('content-type') ?? ''
        if (response.status !== 200 || !type.startsWith('text/html')) {
          uncacheable = response
          return null
        }
        const html = await response.text()
        const pinned = allowScriptsByHash(html, res.locals.nonce, String(res.getHeader('Content-Security-Policy')))
        if (!pinned) {
          uncacheable = new globalThis.Response(html, response)
          return null
        }
        const headers = [...response.headers.entries()].filter(([name]) => !['content-length', 'etag'].includes(name))
        return {
          body: pinned.html,
          headers: [...headers, ['Content-Security-Policy', pinned.policy] as [string, string]],
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

/** Every other page request: the same render, streamed as it comes (no cache involved). */
export function uncachedPages(render: Render): RequestHandler {
  return async (req, res, next) => {
    try {
      await sendFetchResponse(res, await render(req, res))
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
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res)
}

/**
 * The Fetch API request React Router renders, from Express's: the body streamed through for
 * actions, and aborted when the client goes away before the answer is sent.
 */
export function toFetchRequest(req: Request, res?: Response): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else if (value !== undefined) headers.set(name, value)
  }
  const controller = new AbortController()
  res?.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    if (req.body !== undefined && req.body !== null && typeof req.body === 'object') {
      // Already read and bounded by server/app.ts (a page's form): handed on as the same fields.
      const fields = new URLSearchParams()
      for (const [name, value] of Object.entries(req.body as Record<string, string | string[]>))
        for (const v of Array.isArray(value) ? value : [value]) fields.append(name, v)
      init.body = fields
      headers.delete('content-length')
    } else {
      init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>
      init.duplex = 'half'
    }
  }
  return new globalThis.Request(url, init)
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
