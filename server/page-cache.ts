import { createHash } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'

/**
 * Rendered HTML of public pages for anonymous visitors, kept in memory for a short time and
 * dropped whenever a post changes (issue 6), so a spike does not render every hit. The CSP nonce
 * is never cached: the stored HTML holds a placeholder that each response fills with its own nonce.
 * Entries also carry an ETag over the placeholder HTML, so browsers revalidate cheaply (304).
 */
const PLACEHOLDER = '__CSP_NONCE_PLACEHOLDER__'
const TTL_MS = 60_000
const MAX_ENTRIES = 500

interface Entry {
  html: string
  etag: string
  headers: [string, string][]
  status: number
  storedAt: number
}

export class PageCache {
  private entries = new Map<string, Entry>()
  hits = 0
  misses = 0

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt > TTL_MS) {
      this.entries.delete(key)
      return undefined
    }
    return entry
  }

  set(key: string, entry: Omit<Entry, 'etag' | 'storedAt'>, now = Date.now()) {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    const etag = `W/"${createHash('sha1').update(entry.html).digest('base64url')}"`
    this.entries.set(key, { ...entry, etag, storedAt: now })
  }

  clear() {
    this.entries.clear()
  }
}

const NOT_CACHED = /^\/(admin-|unsubscribe|api\/|objects\/)/

/** Wraps the page renderer: serves and fills the cache for anonymous GETs of public pages. */
export function cachedPages(
  cache: PageCache,
  render: (req: Request, res: Response) => Promise<globalThis.Response>,
  isAnonymous: (req: Request) => boolean,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const cacheable = req.method === 'GET' && !NOT_CACHED.test(req.path) && isAnonymous(req)
      const key = req.originalUrl
      let entry = cacheable ? cache.get(key) : undefined
      if (entry) cache.hits += 1
      if (!entry) {
        const response = await render(req, res)
        const type = response.headers.get('content-type') ?? ''
        if (!cacheable || response.status !== 200 || !type.startsWith('text/html')) {
          return sendFetchResponse(res, response)
        }
        cache.misses += 1
        const nonce = res.locals.nonce
        const html = (await response.text()).replaceAll(`nonce="${nonce}"`, `nonce="${PLACEHOLDER}"`)
        const headers = [...response.headers.entries()].filter(([name]) => !['content-length', 'etag'].includes(name))
        cache.set(key, { html, headers, status: response.status })
        entry = cache.get(key)!
      }
      for (const [name, value] of entry.headers) res.setHeader(name, value)
      res.setHeader('ETag', entry.etag)
      res.setHeader('Cache-Control', 'no-cache')
      if (req.headers['if-none-match'] === entry.etag) {
        // The browser keeps its copy and the CSP it came with: a new nonce here would not match it.
        res.removeHeader('Content-Security-Policy')
        return void res.status(304).end()
      }
      res.status(entry.status).send(entry.html.replaceAll(PLACEHOLDER, res.locals.nonce))
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
