import { timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Services } from '#app/services.server.ts'
import type { PageCache } from './page-cache/store.ts'

/** One registry per app, so apps in one test process never mix; labels never carry ids or queries. */
export interface Metrics {
  /** mount first */
  track: RequestHandler
  endpoint: RequestHandler
}

/** Bounded: the matched route, or a page's first path segment. */
export function routeLabel(req: Request, res: Response): string {
  if (res.statusCode === 404) return 'unmatched'
  const matched: unknown = req.route?.path
  if (typeof matched === 'string') return req.baseUrl && matched === '/' ? req.baseUrl : `${req.baseUrl}${matched}`
  const path = req.originalUrl.split('?')[0]!
  if (path.startsWith('/api/')) return '/api/other'
  const segments = path.split('/').filter(Boolean)
  if (segments.length === 0) return '/'
  if (!/^[a-z0-9-]{1,40}$/.test(segments[0]!)) return 'other'
  return segments.length === 1 ? `/${segments[0]}` : `/${segments[0]}/*`
}

export function createMetrics({ services, pageCache }: { services: Services; pageCache: PageCache }): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  })

  const cacheCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset()
        this.inc(read())
      },
    })
  cacheCounter('page_cache_hits_total', 'public responses answered from the page cache', () => pageCache.hits)
  cacheCounter('page_cache_misses_total', 'public responses not found in the page cache', () => pageCache.misses)
  cacheCounter('page_cache_renders_total', 'renders made to fill the page cache', () => pageCache.renders)
  new Gauge({
    name: 'page_cache_hit_ratio',
    help: 'hits / (hits + misses) since the process started',
    registers,
    collect() {
      const total = pageCache.hits + pageCache.misses
      this.set(total ? pageCache.hits / total : 0)
    },
  })

  const outbox = services.outbox
  new Counter({
    name: 'email_outbox_attempts_total',
    help: 'delivery attempts by this process, by result',
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset()
      for (const [result, n] of Object.entries(outbox.stats)) this.inc({ result }, n)
    },
  })
  new Gauge({
    name: 'email_outbox_messages',
    help: 'messages in the outbox by status (pending = depth of the queue)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const counts = await services.leads.deliveryOverview()
      for (const status of ['pending', 'failed', 'sent'] as const) this.set({ status }, counts[status])
    },
  })

  const pool = services.database.pool
  new Gauge({
    name: 'db_pool_connections',
    help: 'database pool connections by state',
    labelNames: ['state'] as const,
    registers,
    collect() {
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })

  const token = services.env.METRICS_TOKEN ? Buffer.from(`Bearer ${services.env.METRICS_TOKEN}`) : null

  return {
    track(req, res, next) {
      const end = duration.startTimer()
      res.once('finish', () => {
        const route = routeLabel(req, res)
        end({ method: req.method, route })
        requests.inc({ method: req.method, route, status: String(res.statusCode) })
      })
      next()
    },
    async endpoint(req, res, next) {
      if (!token) return next()
      const given = Buffer.from(req.get('authorization') ?? '')
      res.set('Cache-Control', 'no-store')
      if (given.length !== token.length || !timingSafeEqual(given, token)) {
        res.set('WWW-Authenticate', 'Bearer realm="metrics"')
        return void res.status(401).type('text/plain').send('A valid METRICS_TOKEN bearer token is required.\n')
      }
      res.type(registry.contentType).send(await registry.metrics())
    },
  }
}
