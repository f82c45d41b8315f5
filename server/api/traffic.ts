import { Router } from 'express'
import { TRAFFIC_PERIODS } from '#app/features/analytics/traffic.ts'
import { csvCell } from '#app/features/leads-admin/csv.ts'
import type { Services } from '#app/services.server.ts'
import { z } from '#app/lib/zod.ts'
import { parseOr400 } from '../http-errors.ts'

type TrafficInsights = Awaited<ReturnType<Services['analytics']['traffic']>>

const TABLES = ['visitors', 'pages', 'referrers', 'campaigns', 'posts', 'funnel'] as const

const trafficQuery = z.object({
  days: z.coerce
    .number('days must be 7, 30 or 90')
    .refine((n): n is (typeof TRAFFIC_PERIODS)[number] => (TRAFFIC_PERIODS as readonly number[]).includes(n), {
      message: 'days must be 7, 30 or 90',
    })
    .default(30),
  by: z.enum(['day', 'week'], 'by must be day or week').default('day'),
})
const exportQuery = trafficQuery.extend({
  table: z.enum(TABLES, `table must be one of ${TABLES.join(', ')}`).default('visitors'),
})

function table(traffic: TrafficInsights, name: (typeof TABLES)[number]): unknown[][] {
  switch (name) {
    case 'visitors':
      return [
        [traffic.period.by === 'week' ? 'Week of' : 'Day', 'Visitors', 'Page views'],
        ...traffic.series.map((p) => [p.start, p.visitors, p.views]),
      ]
    case 'pages':
      return [
        ['Page', 'Page views', 'Visits that landed here'],
        ...traffic.pages.map((p) => [p.path, p.views, p.landings]),
      ]
    case 'referrers':
      return [['Referring site', 'Visitors'], ...traffic.referrers.map((r) => [r.host, r.visitors])]
    case 'campaigns':
      return [
        ['utm_source', 'utm_medium', 'utm_campaign', 'Visitors'],
        ...traffic.campaigns.map((c) => [c.source, c.medium, c.campaign, c.visitors]),
      ]
    case 'posts':
      return [
        ['Post', 'Address', 'Page views', 'Downloads from visits that landed on it', 'Consultation requests from them'],
        ...traffic.posts.map((p) => [p.title, `/blog/${p.slug}`, p.views, p.downloads, p.requests]),
      ]
    case 'funnel':
      return [['Step', 'Count', 'Share of visitors (%)'], ...traffic.funnel.map((s) => [s.step, s.count, s.rate])]
  }
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
    res.send(
      `\ufeff${table(traffic, name)
        .map((row) => row.map(csvCell).join(','))
        .join('\r\n')}\r\n`,
    )
  })
  return router
}
