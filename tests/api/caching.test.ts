import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import express, { type Request } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from '../../scripts/precompress-plugin.ts'
import { errorHandler } from '#server/http-errors.ts'
import { pageCacheKey } from '#server/page-cache/key.ts'
import { PageCache, type Entry } from '#server/page-cache/store.ts'
import { allowScriptsByHash } from '#server/page-cache/script-hashes.ts'
import { preferredEncoding, staticFiles } from '#server/static-files.ts'

/** A cached entry's text, as a client without compression receives it. */
const text = (entry: Entry | null | undefined) => entry?.body.identity.toString()

/**
 * Compression done once and bounded cache keys (docs/decisions/0006-compress-once.md); the cached
 * blog list is tested in blog.test.ts.
 */

describe('allowScriptsByHash', () => {
  const policy = "default-src 'self'; script-src 'nonce-N0nce==' 'strict-dynamic'; img-src 'self'"
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it('takes the nonce off each inline script and allows exactly those scripts by their hash', () => {
    const html = `<p>École</p><script type="module" nonce="N0nce==">document.head.append(s)</script><script nonce="N0nce==">window.x = "é"</script><script type="application/ld+json">{}</script>`
    const pinned = allowScriptsByHash(html, 'N0nce==', policy)!
    expect(pinned.html).toBe(
      `<p>École</p><script type="module">document.head.append(s)</script><script>window.x = "é"</script><script type="application/ld+json">{}</script>`,
    )
    expect(pinned.policy).toBe(
      `default-src 'self'; script-src ${sha('document.head.append(s)')} ${sha('window.x = "é"')} 'strict-dynamic'; img-src 'self'`,
    )
  })

  it('leaves a script with another nonce (text of the page, not its render) alone and unallowed', () => {
    const pinned = allowScriptsByHash('<pre><script nonce="guess">alert(1)</script></pre>', 'N0nce==', policy)!
    expect(pinned.html).toContain('nonce="guess"')
    expect(pinned.policy).toBe("default-src 'self'; script-src 'strict-dynamic'; img-src 'self'")
  })

  it('refuses a page whose script loads from a src or imports, which a hash cannot allow', () => {
    expect(allowScriptsByHash('<script src="/x.js" nonce="N0nce=="></script>', 'N0nce==', policy)).toBeNull()
    const bootstrap = '<script type="module" nonce="N0nce==">import("/assets/entry.client.js");</script>'
    expect(allowScriptsByHash(bootstrap, 'N0nce==', policy)).toBeNull()
  })
})

describe('preferredEncoding', () => {
  const both = { br: true, gzip: true }
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip', both, 'gzip'],
    ['br;q=0, gzip', both, 'gzip'],
    ['br;q=0.5, gzip;q=0.8', both, 'gzip'],
    ['*', both, 'br'],
    ['identity', both, undefined],
    [undefined, both, undefined],
    ['gzip, br', { br: false, gzip: true }, 'gzip'],
    ['br ;q=0, *', both, 'gzip'],
    ['br', { br: false, gzip: true }, undefined],
  ] as const)('%s -> %s', (header, offered, expected) => {
    expect(preferredEncoding(header, offered)).toBe(expected)
  })
})

describe('page cache keys', () => {
  const key = (originalUrl: string, method = 'GET') =>
    pageCacheKey({ method, originalUrl, path: originalUrl.split('?')[0]! } as Request)

  it('leaves campaign parameters out, so a shared link is one entry', () => {
    expect(key('/')).toBe('/')
    expect(key('/?utm_source=state-association&utm_medium=email&fbclid=abc')).toBe('/')
    expect(key('/blog?page=2')).toBe('/blog?page=2')
    expect(key('/blog?utm_campaign=fall&page=2')).toBe('/blog?page=2')
  })

  it('keys made-up queries to the page itself, so they cannot force renders', () => {
    expect(key('/?x=1')).toBe('/')
    expect(key('/pricing?page=2')).toBe('/pricing')
    expect(key('/blog?page=0')).toBe('/blog')
    expect(key('/blog?page=1&x=2')).toBe('/blog')
    expect(key('/blog?page=abc')).toBe('/blog')
  })

  it('stores the quiz’s first page, and none of its steps: one page per set of answers', () => {
    expect(key('/cybersecurity-quiz')).toBe('/cybersecurity-quiz')
    expect(key('/cybersecurity-quiz?utm_source=board')).toBe('/cybersecurity-quiz')
    expect(key('/cybersecurity-quiz?q=3&a=12')).toBeNull()
    expect(key('/cybersecurity-quiz?a=120302312310312')).toBeNull()
    expect(key('/cybersecurity-quiz/results?answers=120302312310312')).toBeNull()
  })

  it('stores nothing for far blog pages, odd spellings, admin pages or other methods', () => {
    for (const url of ['/blog?page=123', '/Pricing', '/blog/', '//blog']) {
      expect(key(url), url).toBeNull()
    }
    expect(key('/admin-blog')).toBeNull()
    expect(key('/blog.data')).toBeNull()
    expect(key('/', 'HEAD')).toBeNull()
  })

  it('bounds the pages it keeps by bytes, oldest out first', async () => {
    const cache = new PageCache()
    // 300 KB of text that does not compress: about 600 KB held per entry.
    const bulky = (n: number) => async () => ({
      body: `${n} ${randomBytes(150 * 1024).toString('hex')}`,
      headers: [] as [string, string][],
      status: 200,
    })
    for (let n = 1; n <= 60; n++) await cache.remember(`/page-${n}`, bulky(n))
    expect(cache.bytes).toBeGreaterThan(12 * 1024 * 1024)
    expect(cache.bytes).toBeLessThanOrEqual(16 * 1024 * 1024)
    expect(cache.get('/page-1')).toBeUndefined()
    expect(text(cache.get('/page-60'))).toMatch(/^60 /)
  })

  it('keeps API lists from pushing pages out', async () => {
    const cache = new PageCache()
    const entry = (body: string) => async () => ({ body, headers: [] as [string, string][], status: 200 })
    await cache.remember('/', entry('home'))
    for (let page = 1; page <= 150; page++) await cache.remember(`api:/blog?page=${page}&limit=9`, entry(`${page}`))
    expect(text(cache.get('/'))).toBe('home')
    expect(cache.get('api:/blog?page=1&limit=9')).toBeUndefined()
    expect(text(cache.get('api:/blog?page=150&limit=9'))).toBe('150')
  })

  it('shares one render among concurrent misses, and a change mid-render is not stored', async () => {
    const cache = new PageCache()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    let produced = 0
    const slow = async () => {
      const render = ++produced
      await gate
      return { body: `render ${render}`, headers: [] as [string, string][], status: 200 }
    }
    const waiting = Array.from({ length: 100 }, () => cache.remember('/', slow))
    cache.clear() // a post changed while the page rendered
    const afterChange = cache.remember('/', slow)
    release()
    const bodies = (await Promise.all(waiting)).map((entry) => text(entry))
    expect(new Set(bodies)).toEqual(new Set(['render 1']))
    expect(text(await afterChange)).toBe('render 2')
    expect(produced).toBe(2)
    expect(text(cache.get('/'))).toBe('render 2')
  })

  it('hands a null render to everyone waiting and stores nothing', async () => {
    const cache = new PageCache()
    let produced = 0
    const uncacheable = async () => {
      produced += 1
      return null
    }
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.remember('/missing', uncacheable)))
    expect(answers).toEqual(Array(10).fill(null))
    expect(produced).toBe(1)
    expect(cache.get('/missing')).toBeUndefined()
  })

  it('keeps an entry for 60 s of its clock, and not past the next scheduled post', async () => {
    let now = Date.parse('2026-03-02T15:00:00Z')
    const goesLive = new Date(now + 10_000)
    const cache = new PageCache({
      now: () => now,
      nextPublishAt: async () => (now < goesLive.getTime() ? goesLive : null),
    })
    let renders = 0
    const page = async () => ({ body: `render ${++renders}`, headers: [], status: 200 })
    expect(text(await cache.remember('/blog', page))).toBe('render 1')
    now += 9_000
    expect(text(await cache.remember('/blog', page))).toBe('render 1')
    now += 1_001 // the scheduled post is live: the entry made before it is gone
    expect(text(await cache.remember('/blog', page))).toBe('render 2')
    now += 59_000
    expect(text(await cache.remember('/blog', page))).toBe('render 2')
    now += 1_001
    expect(text(await cache.remember('/blog', page))).toBe('render 3')
  })
})

describe('static files', () => {
  let dir: string
  let server: http.Server
  let base: string
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))}\n`

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-static-'))
    await fs.mkdir(path.join(dir, 'assets'))
    await fs.writeFile(path.join(dir, 'assets', 'app-abc123.js'), script)
    await fs.writeFile(path.join(dir, 'tiny.txt'), 'small')
    await precompressDir(dir)
    const app = express()
    app.use(staticFiles(dir))
    app.use((_req, res) => void res.status(404).send('none'))
    app.use(errorHandler) // the app's own error answer, as in server/app.ts
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await fs.rm(dir, { recursive: true, force: true })
  })

  /** Raw bytes as sent: node's http keeps Content-Encoding as is (fetch would decode). */
  function get(pathname: string, acceptEncoding?: string) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.get(
        base + pathname,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
      req.on('error', reject)
    })
  }

  it('sends the build-time Brotli copy to browsers that accept it, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd')
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toMatch(/Accept-Encoding/i)
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script)
    expect(res.body.length).toBeLessThan(script.length / 20)
  })

  it('sends gzip or the plain file to other clients', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script)
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('never labels an error page as compressed when a copy has gone', async () => {
    await fs.writeFile(path.join(dir, 'assets', 'gone-1.js'), script)
    await precompressDir(dir)
    expect((await get('/assets/gone-1.js', 'br')).headers['content-encoding']).toBe('br')
    await fs.rm(path.join(dir, 'assets', 'gone-1.js.br'))
    const res = await get('/assets/gone-1.js', 'br')
    expect(res.status).toBe(404)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it('leaves small files alone and never leaves the build folder', async () => {
    const tiny = await get('/tiny.txt', 'br')
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.body.toString()).toBe('small')
    for (const attempt of [
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/..%2f..%2fetc%2fhostname',
      '/assets/nope.js',
      '/assets/app-abc123.js%00.txt',
      '/assets/%E0%A4%A.js',
    ]) {
      const res = await get(attempt, 'br')
      expect([400, 403, 404]).toContain(res.status)
      expect(res.body.toString()).not.toMatch(/root:|localhost/)
    }
  })
})
