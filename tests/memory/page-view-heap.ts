/**
 * Run with `node --expose-gc`: records 20,000 page views whose user agents are 15 KB each, every
 * one from another address and agent (a stranger's worst case before a flush), and prints how
 * many bytes of heap the counter holds for them (tests/api/page-view-memory.test.ts).
 */
import { createAnalytics } from '#app/features/analytics/analytics-service.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'

const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with --expose-gc')
const collect = () => {
  for (let i = 0; i < 3; i++) gc()
}

collect()
const before = process.memoryUsage().heapUsed
const analytics = createAnalytics({
  db: null as never,
  clock: () => new Date('2026-11-27T15:00:00Z'),
  timeZone: 'America/Chicago',
  siteHost: 'site.test',
  logger: console as unknown as Logger,
})
const padding = 'x'.repeat(15_000)
for (let i = 0; i < 20_000; i++) {
  analytics.record({
    path: `/blog/post-${i % 40}`,
    referrerHost: '',
    campaign: { utmSource: '', utmMedium: '', utmCampaign: '' },
    device: 'desktop',
    address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    // A flat string of its own each time, as each request's header is.
    userAgent: Buffer.from(`Mozilla/5.0 (${i}) ${padding}`).toString('latin1'),
  })
}
collect()
const held = process.memoryUsage().heapUsed - before
console.log(JSON.stringify({ held, kept: typeof analytics.record }))
