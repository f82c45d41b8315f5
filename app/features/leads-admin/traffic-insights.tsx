import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { Loading } from '#app/components/ui/loading.tsx'
import { OTHER, TRAFFIC_PERIODS, type TrafficPeriod } from '#app/features/analytics/traffic.ts'
import type { Analytics } from '#app/features/analytics/analytics-service.server.ts'
import { longDate } from '#app/lib/dates.ts'
import type { Jsonify } from '#app/lib/json.ts'
import { adminKey } from './api.ts'
import { ChartFigure, chartColors } from './chart.tsx'
import { Stat } from './stat.tsx'
import { TrafficDownloads } from './traffic-downloads.tsx'
import { Select } from '#app/components/ui/select.tsx'

type Traffic = Jsonify<Awaited<ReturnType<Analytics['traffic']>>>
type By = 'day' | 'week'

export const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const longDay = (day: string) => longDate(`${day}T12:00:00Z`, 'UTC')
const count = (n: number) => n.toLocaleString('en-US')
/** A small period would otherwise show 0.2, 0.4… on the axis. */
const wholeCount = (n: number) => (Number.isInteger(n) ? count(n) : '')
const share = (rate: number | null) => (rate === null ? '—' : `${rate}%`)

const CountFigure = (props: ComponentProps<typeof ChartFigure>) => <ChartFigure format={wholeCount} {...props} />

function barsOf<R>(
  rows: R[],
  [header, label]: [string, (row: R) => string],
  values: Record<string, (row: R) => number>,
) {
  const named = Object.entries(values)
  return {
    horizontal: true,
    labels: rows.map(label),
    series: named.map(([name, value], i) => ({ label: name, data: rows.map(value), color: chartColors[i]! })),
    table: {
      headers: [header, ...named.map(([name]) => name)],
      rows: rows.map((row) => [label(row), ...named.map(([, value]) => value(row))]),
    },
  }
}

/** Counted by our own server without cookies (decision 29). */
export function TrafficInsights() {
  const [days, setDays] = useState<TrafficPeriod>(30)
  const [by, setBy] = useState<By>('day')
  const { data, error, isFetching } = useQuery<Traffic>({
    queryKey: [...adminKey, 'traffic', { days, by }],
    placeholderData: keepPreviousData,
  })
  const periodId = useId()
  const byId = useId()
  return (
    <section aria-labelledby="traffic-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="traffic-heading" className="text-xl font-bold">
            Visitors
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted">
            Counted by our own server: no cookies, no tracking script, no addresses kept. Search engine robots, your own
            visits and browsers that ask not to be tracked are not counted.
            {data ? ` From ${longDay(data.period.from)} to ${longDay(data.period.to)}.` : null}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={periodId} className="block text-sm font-medium">
              Period
            </label>
            <Select
              id={periodId}
              value={days}
              onChange={(e) => setDays(Number(e.target.value) as TrafficPeriod)}
              className="mt-1 min-h-11 rounded-lg border border-slate-500 bg-white px-3"
              options={TRAFFIC_PERIODS.map((d) => ({ value: d, label: `Last ${d} days` }))}
            />
          </div>
          <div>
            <label htmlFor={byId} className="block text-sm font-medium">
              Show by
            </label>
            <Select
              id={byId}
              value={by}
              onChange={(e) => setBy(e.target.value === 'week' ? 'week' : 'day')}
              className="mt-1 min-h-11 rounded-lg border border-slate-500 bg-white px-3"
              options={[
                { value: 'day', label: 'Day' },
                { value: 'week', label: 'Week' },
              ]}
            />
          </div>
          {isFetching && data ? (
            <p role="status" className="flex min-h-11 items-center gap-2 text-sm text-muted">
              <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Updating…
            </p>
          ) : null}
        </div>
      </div>
      {data && !error ? <TrafficBody data={data} /> : <Loading error={error}>Loading visitors…</Loading>}
    </section>
  )
}

function TrafficBody({ data }: { data: Traffic }) {
  const { period, series, totals, pages, referrers, campaigns, posts, funnel } = data
  const step = (name: string) => funnel.find((s) => s.step === name)!
  const query = `days=${period.days}&by=${period.by}`
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Visitors" value={count(totals.visitors)} note="Unique per day, added up" />
        <Stat label="Page views" value={count(totals.views)} />
        {['Quiz completions', 'Consultation requests'].map((name) => (
          <Stat
            key={name}
            label={name}
            value={count(step(name).count)}
            note={`${share(step(name).rate)} of visitors`}
          />
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <CountFigure
          title="Visitors and page views"
          description={period.by === 'week' ? 'Per week, by its Monday.' : 'Per day.'}
          type="line"
          labels={series.map((p) => dayLabel(p.start))}
          series={[
            { label: 'Visitors', data: series.map((p) => p.visitors), color: chartColors[0]!, line: 'solid' },
            { label: 'Page views', data: series.map((p) => p.views), color: chartColors[1]!, line: 'dashed' },
          ]}
          table={{
            headers: [period.by === 'week' ? 'Week of' : 'Day', 'Visitors', 'Page views'],
            rows: series.map((p) => [dayLabel(p.start), p.visitors, p.views]),
          }}
        />
        <CountFigure
          title="From visitor to consultation request"
          description="How many took each step in the period; each share is of the visitors. Leads count even when their visit was not (a browser that asks not to be tracked), so a share can pass 100% in a quiet period."
          labels={funnel.map((s) => s.step)}
          horizontal
          series={[{ label: 'Count', data: funnel.map((s) => s.count), color: chartColors[0]! }]}
          table={{
            headers: ['Step', 'Count', 'Share of visitors'],
            rows: funnel.map((s) => [s.step, s.count, share(s.rate)]),
          }}
        />
        <CountFigure
          title="Top pages"
          description="Page views, and how many visits began on the page."
          height="h-80"
          {...barsOf(pages, ['Page', (p) => p.path], {
            'Page views': (p) => p.views,
            'Visits that began here': (p) => p.landings,
          })}
        />
        <CountFigure
          title="Blog posts and the leads they bring"
          description="Views of each post, and the downloads and consultation requests of visits that began on it."
          height="h-96"
          {...barsOf(posts, ['Post', (p) => p.title], {
            'Page views': (p) => p.views,
            Downloads: (p) => p.downloads,
            'Consultation requests': (p) => p.requests,
          })}
        />
        {referrers.length === 0 ? (
          <EmptyFigure title="Referring sites" text="No visitor came from another website in this period." />
        ) : (
          <CountFigure
            title="Referring sites"
            description={`Visitors who arrived from another website; "${OTHER}", listed last: sites past a day's limit of new sources.`}
            {...barsOf(referrers, ['Referring site', (r) => r.host], { Visitors: (r) => r.visitors })}
          />
        )}
        {campaigns.length === 0 ? (
          <EmptyFigure title="Campaigns" text="No visitor followed a link with campaign tags in this period." />
        ) : (
          <CountFigure
            title="Campaigns"
            description={`Visitors who followed a link with campaign tags (utm_source / utm_medium / utm_campaign); "${OTHER}", listed last: tags past a day's limit of new sources.`}
            labels={campaigns.map((c) => [c.source, c.medium, c.campaign].filter(Boolean).join(' / '))}
            horizontal
            series={[{ label: 'Visitors', data: campaigns.map((c) => c.visitors), color: chartColors[0]! }]}
            table={{
              headers: ['Source', 'Medium', 'Campaign', 'Visitors'],
              rows: campaigns.map((c) => [c.source, c.medium || '—', c.campaign || '—', c.visitors]),
            }}
          />
        )}
      </div>
      <TrafficDownloads query={query} />
    </>
  )
}

function EmptyFigure({ title, text }: { title: string; text: string }) {
  return (
    <section className="card min-w-0 p-5" aria-label={title}>
      <h3 className="text-lg font-bold">{title}</h3>
      <p className="mt-2 text-sm text-muted">{text}</p>
    </section>
  )
}
