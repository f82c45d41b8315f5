import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { LRUCache } from 'lru-cache'
import type { Services } from '#app/services.server.ts'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
/**
 * Quality 5: the home page in 1.2 ms to 8.9 KB, where 11 (the static files' level, done at build
 * time) takes 44 ms for 7.8 KB, on every store of every page (decision 57).
 */
const BROTLI_PARAMS = (size: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
})

/**
 * Public responses that are the same for every anonymous visitor (the rendered HTML of public
 * pages, the public blog list of the API), kept in memory for a short time so a spike does not
 * render every hit (docs/decisions/0006-compress-once.md). Dropped whenever a post changes, and
 * never kept past the moment the next scheduled post goes live, so it appears on time. Concurrent
 * misses for one key share one render, so a cold page or a cleared cache under load renders once.
 *
 * A stored page is the same bytes for every response: its inline scripts are allowed by hash, not
 * by a nonce (script-hashes.ts, decision 57), so it is compressed once, with Brotli and gzip, when
 * it is stored (decision 6). Each entry carries an ETag so browsers revalidate cheaply (304).
 *
 * This cache is per process; `createPageCache` clears it on every post change from any instance
 * (PostgreSQL NOTIFY, decision 9).
 */

const TTL_MS = 60_000
/**
 * Per kind of entry, so API queries cannot push the pages out; bounded by bytes (the text and its
 * compressed pieces, about 80 KB for the home page) as well as by count (docs/decisions/0023).
 */
const MAX_ENTRIES = { page: 500, api: 100 }
const MAX_BYTES = { page: 16 * 1024 * 1024, api: 4 * 1024 * 1024 }
const kindOf = (key: string) => (key.startsWith('api:') ? 'api' : 'page')

export interface CacheableResponse {
  body: string
  headers: [string, string][]
  status: number
}

/** A cached response: its bytes as they are, and compressed each way a browser may ask for. */
export interface Entry extends Omit<CacheableResponse, 'body'> {
  body: { identity: Buffer; gzip: Buffer; br: Buffer }
  etag: string
}

const entryBytes = ({ body }: Entry) => body.identity.length + body.gzip.length + body.br.length

export interface PageCacheOptions {
  /** when the next scheduled post goes live, or null when none is scheduled */
  nextPublishAt?: () => Promise<Date | null>
  /** milliseconds since the epoch, as the services see it; tests move it instead of waiting */
  now?: () => number
}

export class PageCache {
  private readonly stores: Record<'page' | 'api', LRUCache<string, Entry>>
  /** renders under way, so concurrent misses for one key wait for the same one */
  private inFlight = new Map<string, Promise<Entry | null>>()
  /** bumped by clear(): a render that started before a change is served but not stored */
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
    // The entries' time to live runs on the same clock, read on every look-up (no timer-cached time).
    const lru = {
      ttl: TTL_MS,
      perf: { now: this.now },
      ttlResolution: 0,
      sizeCalculation: entryBytes,
    }
    this.stores = {
      page: new LRUCache<string, Entry>({ max: MAX_ENTRIES.page, maxSize: MAX_BYTES.page, ...lru }),
      api: new LRUCache<string, Entry>({ max: MAX_ENTRIES.api, maxSize: MAX_BYTES.api, ...lru }),
    }
  }

  /** Bytes held by the stored entries, both kinds. */
  get bytes(): number {
    return this.stores.page.calculatedSize + this.stores.api.calculatedSize
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
export function createPageCache(
  services: Pick<Services, 'blog' | 'clock'> & Partial<Pick<Services, 'newsletters'>>,
): PageCache {
  const cache = new PageCache({
    nextPublishAt: () => services.blog.nextScheduledPublish(),
    now: () => services.clock().getTime(),
  })
  services.blog.onChange(() => cache.clear())
  // The newsletter archive (/newsletter, its issues, the sitemap) changes when an issue starts sending.
  services.newsletters?.onChange(() => cache.clear())
  return cache
}
