import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { Services } from '#app/services.server.ts'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
/** Quality 5 on every store, not the static files' 11 (decision 57 has the timings). */
const BROTLI_PARAMS = (size: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
})

/**
 * Public responses the same for every anonymous visitor, compressed once (decision 6), dropped on
 * every post change (decision 9) and at the next post's go-live; concurrent misses share one render.
 */

const TTL_MS = 60_000
/** Per kind, so API queries cannot push the pages out; bounded by bytes and by count (decision 23). */
const LIMITS = { page: { max: 500, maxSize: 16 * 1024 * 1024 }, api: { max: 100, maxSize: 4 * 1024 * 1024 } }
const kindOf = (key: string) => (key.startsWith('api:') ? 'api' : 'page')

export interface CacheableResponse {
  body: string
  headers: [string, string][]
  status: number
}

export interface Entry extends Omit<CacheableResponse, 'body'> {
  body: { identity: Buffer; gzip: Buffer; br: Buffer }
  etag: string
}

const entryBytes = ({ body }: Entry) => body.identity.length + body.gzip.length + body.br.length

export interface PageCacheOptions {
  nextPublishAt?: () => Promise<Date | null>
  now?: () => number
}

export class PageCache {
  private readonly stores: Record<'page' | 'api', LRUCache<string, Entry>>
  private inFlight = new Map<string, Promise<Entry | null>>()
  /** a render that started before clear() is served but not stored */
  private generation = 0
  private nextPublish: number | undefined
  hits = 0
  misses = 0
  renders = 0

  private readonly options: PageCacheOptions
  private readonly now: () => number

  constructor(options: PageCacheOptions = {}) {
    this.options = options
    this.now = options.now ?? Date.now
    // `ttlResolution: 0`: the clock is read on every look-up, not from a timer-cached time.
    const store = (kind: 'page' | 'api') =>
      new LRUCache<string, Entry>({
        ...LIMITS[kind],
        ttl: TTL_MS,
        perf: { now: this.now },
        ttlResolution: 0,
        sizeCalculation: entryBytes,
      })
    this.stores = { page: store('page'), api: store('api') }
  }

  get bytes(): number {
    return this.stores.page.calculatedSize + this.stores.api.calculatedSize
  }

  get(key: string): Entry | undefined {
    return this.stores[kindOf(key)].get(key)
  }

  /** `produce` returns null for a response that must not be cached; nothing is stored then. */
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
    // Taken before rendering: a post that goes live meanwhile must not be missed.
    const startedAt = this.now()
    this.renders += 1
    const response = await produce()
    if (!response) return null
    const identity = Buffer.from(response.body)
    const entry: Entry = {
      headers: response.headers,
      status: response.status,
      body: {
        identity,
        gzip: await gzip(identity, { level: 9 }),
        br: await brotli(identity, { params: BROTLI_PARAMS(identity.length) }),
      },
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
    }
    const expiresAt = Math.min(startedAt + TTL_MS, await this.nextPublishAt(startedAt, generation))
    const ttl = expiresAt - this.now()
    if (generation === this.generation && ttl > 0) this.stores[kindOf(key)].set(key, entry, { ttl })
    return entry
  }

  clear() {
    this.stores.page.clear()
    this.stores.api.clear()
    this.inFlight = new Map()
    this.generation += 1
    this.nextPublish = undefined
  }

  private async nextPublishAt(now: number, generation: number): Promise<number> {
    if (!this.options.nextPublishAt) return Infinity
    if (this.nextPublish !== undefined && this.nextPublish > now) return this.nextPublish
    const next = await this.options.nextPublishAt()
    const at = next ? next.getTime() : Infinity
    if (generation === this.generation) this.nextPublish = at
    return at
  }
}

export function createPageCache(
  services: Pick<Services, 'blog' | 'clock'> & Partial<Pick<Services, 'newsletters'>>,
): PageCache {
  const cache = new PageCache({
    nextPublishAt: () => services.blog.nextScheduledPublish(),
    now: () => services.clock().getTime(),
  })
  services.blog.onChange(() => cache.clear())
  // The newsletter archive changes when an issue starts sending.
  services.newsletters?.onChange(() => cache.clear())
  return cache
}
