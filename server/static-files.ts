import fs from 'node:fs/promises'
import path from 'node:path'
import express, { Router, type RequestHandler, type Response } from 'express'
import Negotiator from 'negotiator'

/** Precompressed at build time (decision 6); hashed /assets immutable for a year, the rest an hour. */
export function staticFiles(clientDir: string): Router {
  const router = Router()
  router.use(precompressedVariant(clientDir))
  const options = { index: false, lastModified: false, setHeaders: fileHeaders }
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { ...options, immutable: true, maxAge: '1y', fallthrough: false }),
  )
  router.use(express.static(clientDir, { ...options, maxAge: '1h' }))
  return router
}

/** security-headers.ts sets them on every response */
const DOCUMENT_ONLY = ['Permissions-Policy', 'Cross-Origin-Opener-Policy', 'X-Frame-Options']

/** A file gets a stricter policy (an SVG opened on its own runs nothing) and no document-only headers (decision 6). */
function fileHeaders(res: Response) {
  for (const name of DOCUMENT_ONLY) res.removeHeader(name)
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
  // Only now: an error page must never claim to be compressed.
  const precompressed = res.locals.precompressed
  if (precompressed) {
    res.setHeader('Content-Encoding', precompressed.encoding)
    res.type(precompressed.extension) // the original file's type, not that of .br or .gz
  }
}

type Variants = { br: boolean; gzip: boolean }
const SUFFIX = { br: '.br', gzip: '.gz' } as const

/** Only files that exist are remembered, so no spelling of a URL can grow the map beyond the build. */
function precompressedVariant(root: string): RequestHandler {
  const known = new Map<string, Variants>()
  const exists = (file: string) =>
    fs.stat(file).then(
      (s) => s.isFile(),
      () => false,
    )

  async function variantsOf(urlPath: string): Promise<Variants | undefined> {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return undefined
    }
    const file = path.join(root, path.normalize(decoded))
    if (!file.startsWith(root + path.sep)) return undefined
    const relative = path.relative(root, file)
    const cached = known.get(relative)
    if (cached) return cached
    if (!(await exists(file))) return undefined
    const [br, gzip] = await Promise.all([exists(file + SUFFIX.br), exists(file + SUFFIX.gzip)])
    const variants = { br, gzip }
    known.set(relative, variants)
    return variants
  }

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.extname(req.path)) return next()
    const variants = await variantsOf(req.path)
    if (!variants || (!variants.br && !variants.gzip)) return next()
    res.vary('Accept-Encoding')
    const encoding = preferredEncoding(req.get('accept-encoding'), variants)
    if (!encoding) return next()
    res.locals.precompressed = { encoding, extension: path.extname(req.path) }
    req.url = req.path + SUFFIX[encoding] + req.url.slice(req.path.length)
    next()
  }
}

/** Browsers list gzip first with equal weights, so "first acceptable" would never pick Brotli. */
export function preferredEncoding(header: string | undefined, offered: Variants): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const available = (['br', 'gzip'] as const).filter((encoding) => offered[encoding])
  // identity is never chosen: the plain file is the fallback
  const best = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(available, {
    preferred: ['br', 'gzip'],
  })
  return best === 'br' || best === 'gzip' ? best : undefined
}
