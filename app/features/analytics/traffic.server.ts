import { sql } from 'drizzle-orm'
import type { Db } from '#app/lib/db.server.ts'
import { addDays, calendarDay } from '#app/lib/dates.ts'
import { OTHER, type TrafficPeriod } from './traffic.ts'

const TOP = 10

/** Read from the daily rollups (decision 29), never from raw events. */
export async function trafficInsights(
  db: Db,
  { days, by, now, timeZone }: { days: TrafficPeriod; by: 'day' | 'week'; now: Date; timeZone: string },
) {
  const to = calendarDay(now, timeZone)
  const from = addDays(to, -(days - 1))
  const within = (column: string) =>
    sql`(${sql.raw(column)} at time zone ${timeZone})::date between ${from}::date and ${to}::date`
  const bucket = by === 'week' ? sql`date_trunc('week', day)::date` : sql`day`

  const [series, pages, referrers, campaigns, posts, funnel] = await Promise.all([
    db.execute<{ start: string; visitors: number; views: number }>(sql`
      with days as (
        select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
      ), v as (
        select day, count(*)::int as visitors from visits_daily where day between ${from} and ${to} group by day
      ), p as (
        select day, sum(views)::int as views from page_views_daily where day between ${from} and ${to} group by day
      )
      select to_char(${bucket}, 'YYYY-MM-DD') as start,
        coalesce(sum(v.visitors), 0)::int as visitors, coalesce(sum(p.views), 0)::int as views
      from days left join v using (day) left join p using (day)
      group by 1 order by 1`),
    db.execute<{ path: string; views: number; landings: number }>(sql`
      select p.path, p.views, coalesce(l.landings, 0)::int as landings
      from (select path, sum(views)::int as views from page_views_daily
            where day between ${from} and ${to} group by path order by 2 desc, 1 limit ${TOP}) p
      left join (select landing_path as path, count(*)::int as landings from visits_daily
                 where day between ${from} and ${to} group by landing_path) l using (path)
      order by p.views desc, p.path`),
    // "(other)" (decision 43) is one last row so it never displaces a real source.
    db.execute<{ host: string; visitors: number }>(sql`
      select host, visitors from (
        (select referrer_host as host, count(*)::int as visitors from visits_daily
         where day between ${from} and ${to} and referrer_host not in ('', ${OTHER})
         group by 1 order by 2 desc, 1 limit ${TOP})
        union all
        select referrer_host, count(*)::int from visits_daily
        where day between ${from} and ${to} and referrer_host = ${OTHER} group by 1
      ) sources order by host = ${OTHER}, visitors desc, host`),
    db.execute<{ source: string; medium: string; campaign: string; visitors: number }>(sql`
      select source, medium, campaign, visitors from (
        (select utm_source as source, utm_medium as medium, utm_campaign as campaign, count(*)::int as visitors
         from visits_daily where day between ${from} and ${to} and utm_source not in ('', ${OTHER})
         group by 1, 2, 3 order by 4 desc, 1, 2, 3 limit ${TOP})
        union all
        select utm_source, '', '', count(*)::int from visits_daily
        where day between ${from} and ${to} and utm_source = ${OTHER} group by 1
      ) sources order by source = ${OTHER}, visitors desc, source, medium, campaign`),
    db.execute<{ slug: string; title: string; views: number; downloads: number; requests: number }>(sql`
      with viewed as (
        select path, sum(views)::int as views from page_views_daily
        where day between ${from} and ${to} and path like '/blog/%' group by path
      )
      select b.slug, b.title, coalesce(viewed.views, 0)::int as views,
        (select count(*)::int from resource_downloads d where d.landing_path = '/blog/' || b.slug and ${within('d.created_at')}) as downloads,
        (select count(*)::int from contacts c where c.landing_path = '/blog/' || b.slug and ${within('c.created_at')}) as requests
      from blog_posts b left join viewed on viewed.path = '/blog/' || b.slug
      where b.status = 'published'
      order by 3 desc, 5 desc, 4 desc, b.published_at desc
      limit 20`),
    db.execute<{ visitors: number; quiz: number; quizReports: number; downloads: number; requests: number }>(sql`
      select
        (select count(*)::int from visits_daily where day between ${from} and ${to}) as visitors,
        (select count(*)::int from quiz_completions q where ${within('q.created_at')}) as quiz,
        (select count(*)::int from quiz_reports r where ${within('r.created_at')}) as "quizReports",
        (select count(*)::int from resource_downloads d where ${within('d.created_at')}) as downloads,
        (select count(*)::int from contacts c where ${within('c.created_at')}) as requests`),
  ])

  const f = funnel.rows[0]!
  const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10)
  return {
    period: { from, to, days, by },
    series: series.rows,
    totals: {
      visitors: f.visitors,
      views: series.rows.reduce((sum, p) => sum + p.views, 0),
    },
    pages: pages.rows,
    referrers: referrers.rows,
    campaigns: campaigns.rows,
    posts: posts.rows,
    funnel: [
      { step: 'Visitors', count: f.visitors, rate: f.visitors ? 100 : null },
      { step: 'Quiz completions', count: f.quiz, rate: rate(f.quiz, f.visitors) },
      // decision 39: the completions that went on to ask for the district report
      { step: 'Quiz reports', count: f.quizReports, rate: rate(f.quizReports, f.visitors) },
      { step: 'Resource downloads', count: f.downloads, rate: rate(f.downloads, f.visitors) },
      { step: 'Consultation requests', count: f.requests, rate: rate(f.requests, f.visitors) },
    ],
  }
}

export type TrafficInsights = Awaited<ReturnType<typeof trafficInsights>>
