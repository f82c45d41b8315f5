import { sql, type SQL } from 'drizzle-orm'
import { resourceDownloads } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { leadKindIds, leadKinds, type InsightKey, type LeadKindEntry } from './lead-kinds.ts'
import { listDefinition, responseClocks } from './lead-lists.server.ts'
import { leadSource, type Attribution, type SourceType } from './lead-source.ts'
import { PROMISE_MS } from './lead-status.ts'

export const INSIGHT_WEEKS = 12
const TOP_SOURCES = 10

const counted = leadKindIds.flatMap((kind) => {
  const { insight }: LeadKindEntry = leadKinds[kind]
  return insight ? [{ key: insight as InsightKey, table: listDefinition(kind).table }] : []
})
type Counts = Record<InsightKey, number>
type SourceCount = { source: string; type: SourceType; total: number } & Counts

/** leadSource() names each distinct attribution, so counts use the labels the dashboard shows. */
function topSources(rows: readonly (Omit<Attribution, 'landingPath'> & Counts)[]): SourceCount[] {
  const bySource = new Map<string, SourceCount>()
  for (const row of rows) {
    const { type, label } = leadSource(row)
    const key = `${type} ${label}`
    const counts =
      bySource.get(key) ??
      ({ source: label, type, ...Object.fromEntries(counted.map((c) => [c.key, 0])), total: 0 } as SourceCount)
    for (const { key: kind } of counted) {
      counts[kind] += row[kind]
      counts.total += row[kind]
    }
    bySource.set(key, counts)
  }
  return [...bySource.values()]
    .sort((a, b) => b.total - a.total || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0))
    .slice(0, TOP_SOURCES)
}

const countedLeads = (since: SQL) =>
  sql.join(
    counted.map(
      ({ key, table }) => sql`select ${key}::text as kind, created_at, utm_source, utm_medium, utm_campaign, referrer
        from ${table} where created_at >= ${since}`,
    ),
    sql` union all `,
  )
const countsByKind = sql.join(
  counted.map(({ key }) => sql`count(*) filter (where kind = ${key})::int as ${sql.identifier(key)}`),
  sql`, `,
)

/** Weeks start on Monday, on the site's clocks. */
export async function leadInsights(db: Db, now: Date, timeZone: string) {
  const thisWeek = sql`date_trunc('week', ${now}::timestamptz at time zone ${timeZone})`
  const firstWeek = sql`(${thisWeek} - interval '${sql.raw(String(INSIGHT_WEEKS - 1))} weeks')`

  const since = sql`(${firstWeek} at time zone ${timeZone})`
  const weekOf = (column: unknown) => sql`date_trunc('week', ${column} at time zone ${timeZone})`

  const [weeks, sources, resources, response, responseWeeks] = await Promise.all([
    db.execute<{ week: string } & Counts>(sql`
      with weeks as (select generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as w),
        leads as (select kind, ${weekOf(sql`created_at`)} as w from (${countedLeads(since)}) counted)
      select to_char(weeks.w, 'YYYY-MM-DD') as week, ${countsByKind}
      from weeks left join leads using (w)
      group by weeks.w order by weeks.w`),
    db.execute<Parameters<typeof topSources>[0][number]>(sql`
      select utm_source as "utmSource", utm_medium as "utmMedium", utm_campaign as "utmCampaign", referrer,
        ${countsByKind}
      from (${countedLeads(since)}) leads
      group by utm_source, utm_medium, utm_campaign, referrer`),
    db.execute<{ resource: string; downloads: number }>(sql`
      select ${resourceDownloads.resourceTitle} as resource, count(*)::int as downloads
      from ${resourceDownloads} where ${resourceDownloads.createdAt} >= ${since}
      group by 1 order by 2 desc, 1 asc`),
    db.execute<{ answered: number; median_ms: number | null; within: number; waiting: number }>(sql`
      select count(first_response_at)::int as answered,
        (percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at)) * 1000)::float as median_ms,
        count(*) filter (where first_response_at - created_at <= ${`${PROMISE_MS / 1000} seconds`}::interval)::int as within,
        count(*) filter (where waiting)::int as waiting
      from ${responseClocks('clocks')} where created_at >= ${since}`),
    db.execute<{ week: string; median_ms: number | null; answered: number }>(sql`
      select to_char(w, 'YYYY-MM-DD') as week,
        (percentile_cont(0.5) within group (order by extract(epoch from c.first_response_at - c.created_at)) * 1000)::float as median_ms,
        count(c.first_response_at)::int as answered
      from generate_series(${firstWeek}, ${thisWeek}, interval '1 week') w
      left join ${responseClocks('c')} on c.created_at >= ${since} and ${weekOf(sql`c.created_at`)} = w
        and c.first_response_at is not null
      group by w order by w`),
  ])
  const r = response.rows[0]!
  return {
    since: weeks.rows[0]!.week,
    promiseMs: PROMISE_MS,
    weeks: weeks.rows,
    sources: topSources(sources.rows),
    resources: resources.rows,
    firstResponse: {
      answered: r.answered,
      medianMs: r.median_ms,
      withinPromise: r.answered ? Math.round((r.within / r.answered) * 100) : null,
      waiting: r.waiting,
      weeks: responseWeeks.rows.map((w) => ({ week: w.week, medianMs: w.median_ms, answered: w.answered })),
    },
  }
}
