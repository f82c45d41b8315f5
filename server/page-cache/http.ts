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

/** The entry's own policy replaces this response's: it allows its scripts by hash (decision 57). */
export function sendEntry(req: Request, res: Response, entry: Entry, cacheControl: string) {
  for (const [name, value] of entry.headers) res.setHeader(name, value)
  res.setHeader('ETag', entry.etag)
  res.setHeader('Cache-Control', cacheControl)
  res.vary('Accept-Encoding')
  if (fresh(req.headers, { etag: entry.etag })) {
    // A 304's headers would replace the policy the browser's copy came with.
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

/** A page is a visitor's own business, not a shared cache's. */
const PAGE_CACHE_CONTROL = 'private, no-cache'

/** Before the static-file handlers, so a cached page costs a map lookup. */
export function cachedPageHits(cache: PageCache, hasSession: (req: Request) => Promise<boolean>): RequestHandler {
  return async (req, res, next) => {
    // Every request passes here, assets included: the path test comes first.
    const key = pageCacheKey(req)
    const entry = key ? cache.get(key) : undefined
    // A cookie or token that is not a valid session does not buy a fresh render.
    if (!entry || (await hasSession(req))) return next()
    cache.hits += 1
    sendEntry(req, res, entry, PAGE_CACHE_CONTROL)
  }
}

/** `shared`: the render answers every waiter on the entry, so it must not abort when its starter leaves. */
export type Render = (req: Request, res: Response, options?: { shared?: boolean }) => Promise<globalThis.Response>

export function cachedPages(
  cache: PageCache,
  render: Render,
  isAnonymous: (req: Request) => boolean,
  budget = renderBudget(),
): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = pageCacheKey(req)
      if (!isAnonymous(req)) return await sendFetchResponse(res, await render(req, res))
      if (!key) return await sendFetchResponse(res, await budget(req, () => render(req, res)))
      let uncacheable: globalThis.Response | undefined
      const entry = await cache.remember(key, async () => {
        const response = await budget(req, () => render(req, res, { shared: true }))
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
      if (!entry) return await sendFetchResponse(res, uncacheable ?? (await budget(req, () => render(req, res))))
      sendEntry(req, res, entry, PAGE_CACHE_CONTROL)
    } catch (error) {
      next(error)
    }
  }
}

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

/** Aborted when the client goes away before the answer is sent. */
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
      // Already read and bounded by server/app.ts.
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
 * Anonymous renders the cache cannot absorb, counted per client address and process; past
 * `perMinute` a short 429 instead of a render. 600: a quiz is about 30 renders and a school's staff
 * share one address (decision 56); at 5–10 ms a render, one address holds at most a tenth of a core.
 */
export function renderBudget(perMinute = 600, max = 10_000) {
  const counts = new LRUCache<string, { count: number }>({ max, ttl: 60_000 })
  return async (req: Request, render: () => Promise<globalThis.Response>): Promise<globalThis.Response> => {
    const key = clientKey(req.ip)
    const slot = counts.get(key) ?? { count: 0 }
    if (slot.count === 0) counts.set(key, slot)
    slot.count += 1
    if (slot.count > perMinute) {
      req.log.warn({ event: 'rate_limited', limit: 'page-render', ip: key }, 'rate limit reached')
      return new globalThis.Response('Too many requests. Please wait a minute and try again.', {
        status: 429,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' },
      })
    }
    return render()
  }
}
