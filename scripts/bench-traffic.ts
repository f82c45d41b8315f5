/**
 * Site traffic at scale (docs/decisions/0029), part of `npm run bench` (`npm run bench -- traffic`
 * alone): a fresh embedded database with one million page views over 90 days (333,334 visitors
 * a day's rows, 30 posts, 5,000 requests and 5,000 downloads credited to landing pages), then the
 * production build on it, and each Insights answer (7, 30 and 90 days, by day and by week) asked
 * ten times, one at a time, as the consultant would. Target: every answer under 500 ms.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { connectDatabase, runMigrations } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { ADMIN, signInAsBenchAdmin } from './bench-leads.ts'
import { seedLeads } from './seed-leads.ts'
import { startSeededServer } from './seeded-server.ts'

const VISITORS = 333_334
const VIEWS_PER_VISIT = 3
const POSTS = 30

export interface TrafficBench {
  seeded: { pageViews: number; visitors: number; ms: number }
  answers: { query: string; p50: number; max: number }[]
}

async function seedTraffic(root: string, name: string) {
  const dataDir = path.join(root, '.test-data', name)
  await fs.rm(dataDir, { recursive: true, force: true })
  const logger = createLogger({ level: 'warn' })
  const embedded = await startEmbeddedPostgres(dataDir, logger)
  const database = connectDatabase(embedded.url, logger, { max: 2 })
  const started = performance.now()
  try {
    await runMigrations(database, logger)
    await createAdmin(database.db, ADMIN)
    await seedLeads(database.db, { contacts: 5_000, downloads: 5_000, subscribers: 0, quizCompletions: 2_000 })
    const { db } = database
    await db.execute(sql`
      insert into blog_posts (title, slug, excerpt, content, category, author, published_at)
      select 'Bench post ' || i, 'bench-post-' || i, 'An excerpt.', '<p>Text.</p>', 'Best Practices', 'Bench',
        now() - i * interval '3 days'
      from generate_series(0, ${POSTS - 1}) i`)
    await db.execute(sql`
      insert into visits_daily
        (day, visitor, landing_path, referrer_host, utm_source, utm_medium, utm_campaign, device, views)
      select (current_date - (i % 90))::date, 'visitor-' || i,
        case i % 3 when 0 then '/blog/bench-post-' || (i % ${POSTS}) when 1 then '/'
          else (array['/pricing', '/resources', '/cybersecurity-quiz', '/blog'])[1 + i % 4] end,
        (array['', '', 'google.com', 'bing.com', 'k12six.org', 'linkedin.com', 'cisa.gov', ''])[1 + i % 8],
        case when i % 7 = 0 then (array['newsletter', 'linkedin', 'conference'])[1 + i % 3] else '' end,
        case when i % 7 = 0 then 'email' else '' end,
        case when i % 7 = 0 then 'fall-' || (i % 4) else '' end,
        (array['desktop', 'phone', 'tablet'])[1 + i % 3],
        ${VIEWS_PER_VISIT}
      from generate_series(1, ${VISITORS}) i`)
    await db.execute(sql`
      insert into page_views_daily (day, path, device, views)
      select day, landing_path, device, sum(views) from visits_daily group by 1, 2, 3`)
    await db.execute(sql`update contacts set landing_path = '/blog/bench-post-' || (id % ${POSTS}) where id % 2 = 0`)
    await db.execute(
      sql`update resource_downloads set landing_path = '/blog/bench-post-' || (id % ${POSTS}) where id % 3 = 0`,
    )
    await db.execute(sql`analyze`)
    const [views] = (await db.execute<{ n: number }>(sql`select sum(views)::int as n from page_views_daily`)).rows
    return { pageViews: views!.n, visitors: VISITORS, ms: Math.round(performance.now() - started) }
  } finally {
    await database.close()
    await embedded.stop()
  }
}

export async function benchTraffic(root: string, port: number): Promise<TrafficBench> {
  const name = 'bench-traffic'
  const seeded = await seedTraffic(root, name)
  const { base, stop } = await startSeededServer({ root, port, name, logLevel: 'error', keepData: true })
  try {
    const token = await signInAsBenchAdmin(base)
    const answers: TrafficBench['answers'] = []
    for (const days of [7, 30, 90]) {
      for (const by of ['day', 'week']) {
        const query = `days=${days}&by=${by}`
        const times: number[] = []
        for (let i = 0; i < 11; i++) {
          const start = performance.now()
          const res = await fetch(`${base}/api/admin/traffic?${query}`, {
            headers: { authorization: `Bearer ${token}` },
          })
          await res.arrayBuffer()
          if (res.status !== 200) throw new Error(`/api/admin/traffic?${query} answered ${res.status}`)
          if (i > 0) times.push(performance.now() - start) // the first warms the pool and the plans
        }
        times.sort((a, b) => a - b)
        const round = (n: number) => Math.round(n * 10) / 10
        answers.push({ query, p50: round(times[Math.floor(times.length / 2)]!), max: round(times.at(-1)!) })
      }
    }
    return { seeded, answers }
  } finally {
    await stop()
  }
}

export function printTraffic(bench: TrafficBench) {
  const { seeded } = bench
  console.log(
    `\nSite traffic: ${seeded.pageViews.toLocaleString('en-US')} page views, ${seeded.visitors.toLocaleString('en-US')} visitors over 90 days (seeded in ${(seeded.ms / 1000).toFixed(1)} s); target < 500 ms`,
  )
  console.log('Insights answer               p50 ms    max ms')
  for (const a of bench.answers) {
    console.log(
      `${`/api/admin/traffic?${a.query}`.padEnd(29)} ${a.p50.toFixed(1).padStart(7)} ${a.max.toFixed(1).padStart(9)}`,
    )
  }
}
