import { Router } from 'express'
import { TRAFFIC_PERIODS } from '#app/features/analytics/traffic.ts'
import { csvLine } from '#app/features/leads-admin/csv.ts'
import type { Services } from '#app/services.server.ts'
import { z } from '#app/lib/zod.ts'
import { parseOr400 } from '../http-errors.ts'

type TrafficInsights = Awaited<ReturnType<Services['analytics']['traffic']>>

const TABLES = ['visitors', 'pages', 'referrers', 'campaigns', 'posts', 'funnel'] as const

const trafficQuery = z.object({
  days: z.coerce
    .number('days must be 7, 30 or 90')
    .pipe(z.literal(TRAFFIC_PERIODS, 'days must be 7, 30 or 90'))
    .default(30),
  by: z.enum(['day', 'week'], 'by must be day or week').default('day'),
})
const exportQuery = trafficQuery.extend({
  table: z.enum(TABLES, `table must be one of ${TABLES.join(', ')}`).default('visitors'),
})

/** Each table of the insights as CSV rows, its header first. */
const tables: Record<(typeof TABLES)[number], (traffic: TrafficInsights) => unknown[][]> = {
  visitors: (t) => [
    [t.period.by === 'week' ? 'Week of' : 'Day', 'Visitors', 'Page views'],
    ...t.series.map((p) => [p.start, p.visitors, p.views]),
  ],
  pages: (t) => [
    ['Page', 'Page views', 'Visits that landed here'],
    ...t.pages.map((p) => [p.path, p.views, p.landings]),
  ],
  referrers: (t) => [['Referring site', 'Visitors'], ...t.referrers.map((r) => [r.host, r.visitors])],
  campaigns: (t) => [
    ['utm_source', 'utm_medium', 'utm_campaign', 'Visitors'],
    ...t.campaigns.map((c) => [c.source, c.medium, c.campaign, c.visitors]),
  ],
  posts: (t) => [
    ['Post', 'Address', 'Page views', 'Downloads from visits that landed on it', 'Consultation requests from them'],
    ...t.posts.map((p) => [p.title, `/blog/${p.slug}`, p.views, p.downloads, p.requests]),
  ],
  funnel: (t) => [['Step', 'Count', 'Share of visitors (%)'], ...t.funnel.map((s) => [s.step, s.count, s.rate])],
}

export function trafficRoutes(services: Services): Router {
  const router = Router()
  router.get('/', async (req, res) => {
    res.json(await services.analytics.traffic(parseOr400(trafficQuery, req.query)))
  })
  router.get('/export', async (req, res) => {
    const { table: name, ...options } = parseOr400(exportQuery, req.query)
    const traffic = await services.analytics.traffic(options)
    const { from, to } = traffic.period
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="traffic-${name}-${from}-to-${to}.csv"`,
    })
    res.send(`\ufeff${tables[name](traffic).map(csvLine).join('')}`)
  })
  return router
}
