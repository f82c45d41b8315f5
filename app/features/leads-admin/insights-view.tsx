import { useQuery } from '@tanstack/react-query'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { Loading } from '#app/components/ui/loading.tsx'
import { sourceTypeLabels } from '#app/features/leads/lead-source.ts'
import { formatDuration } from '#app/features/leads/lead-status.ts'
import type { InsightKey } from '#app/features/leads/lead-kinds.ts'
import type { LeadService } from '#app/features/leads/leads-service.server.ts'
import type { QuizService } from '#app/features/quiz/quiz-service.server.ts'
import type { Jsonify } from '#app/lib/json.ts'
import { adminKey } from './api.ts'
import { ChartFigure, chartColors } from './chart.tsx'
import { Stat } from './stat.tsx'
import { dayLabel, TrafficInsights } from './traffic-insights.tsx'

export interface Insights {
  leads: Jsonify<Awaited<ReturnType<LeadService['insights']>>>
  quiz: Jsonify<Awaited<ReturnType<QuizService['insights']>>>
}

/** The kinds the lead charts count, in their colours' order. */
const countedKinds = [
  ['requests', 'Consultation requests'],
  ['downloads', 'Downloads'],
  ['subscribers', 'Newsletter sign-ups'],
] as const satisfies readonly (readonly [InsightKey, string])[]
const kindLabels = countedKinds.map(([, label]) => label)
const kindCounts = (row: Record<InsightKey, number>) => countedKinds.map(([key]) => row[key])
const kindSeries = (rows: readonly Record<InsightKey, number>[]) =>
  countedKinds.map(([key, label], i) => ({ label, data: rows.map((row) => row[key]), color: chartColors[i]! }))

const hours = (ms: number | null) => (ms === null ? null : Math.round((ms / 3_600_000) * 10) / 10)
const hoursText = (h: number) => `${h.toLocaleString('en-US')} h`

function InsightsBody({ data }: { data: Insights }) {
  const { leads, quiz } = data
  const weeks = leads.weeks.map((w) => dayLabel(w.week))
  const response = leads.firstResponse
  const median = response.medianMs
  const promiseHours = hours(leads.promiseMs)!
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        The last 12 weeks, from the week of {dayLabel(leads.since)}; weeks start on Monday.
      </p>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Median first response"
          value={median === null ? '—' : formatDuration(median)}
          note={`Promise: within ${promiseHours} hours`}
          tone={median === null ? undefined : median <= leads.promiseMs ? 'good' : 'bad'}
        />
        <Stat
          label="Answered within 4 hours"
          value={response.withinPromise === null ? '—' : `${response.withinPromise}%`}
          note={`of ${response.answered.toLocaleString('en-US')} requests answered`}
        />
        <Stat
          label="Waiting for a first reply"
          value={response.waiting.toLocaleString('en-US')}
          note="New requests of these 12 weeks"
        />
        <Stat
          label="Quiz completions"
          value={quiz.completions.toLocaleString('en-US')}
          note={
            quiz.averageScore === null
              ? 'No completions yet'
              : `Average score ${quiz.averageScore}/${quiz.questionCount}`
          }
        />
      </dl>

      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Leads per week"
          description="Consultation requests, resource downloads and newsletter sign-ups."
          labels={weeks}
          stacked
          series={kindSeries(leads.weeks)}
          table={{
            headers: ['Week of', ...kindLabels, 'Total'],
            rows: leads.weeks.map((w) => [dayLabel(w.week), ...kindCounts(w), kindCounts(w).reduce((a, b) => a + b)]),
          }}
        />
        <ChartFigure
          title="First response against the 4-hour promise"
          description="Median time from a request's arrival to its first reply, by the week it arrived."
          type="line"
          labels={weeks}
          format={hoursText}
          series={[
            {
              label: 'Median first response (hours)',
              data: response.weeks.map((w) => hours(w.medianMs)),
              color: chartColors[0]!,
              line: 'solid',
            },
            {
              label: 'The promise: 4 hours',
              data: response.weeks.map(() => promiseHours),
              color: chartColors[2]!,
              line: 'dashed',
            },
          ]}
          table={{
            headers: ['Week of', 'Median first response', 'Requests answered'],
            rows: response.weeks.map((w) => [
              dayLabel(w.week),
              w.medianMs === null ? '—' : formatDuration(w.medianMs),
              w.answered,
            ]),
          }}
        />
        <ChartFigure
          title="Top sources"
          description="Where leads came from, named as in the lead tables: the campaign tags, else the referring site, else Direct."
          labels={leads.sources.map((s) => s.source)}
          horizontal
          stacked
          height="h-80"
          series={kindSeries(leads.sources)}
          table={{
            headers: ['Source', 'Kind', ...kindLabels, 'Total'],
            rows: leads.sources.map((s) => [s.source, sourceTypeLabels[s.type], ...kindCounts(s), s.total]),
          }}
        />
        <ChartFigure
          title="Downloads per resource"
          labels={leads.resources.map((r) => r.resource)}
          horizontal
          height="h-96"
          series={[{ label: 'Downloads', data: leads.resources.map((r) => r.downloads), color: chartColors[1]! }]}
          table={{ headers: ['Resource', 'Downloads'], rows: leads.resources.map((r) => [r.resource, r.downloads]) }}
        />
        <ChartFigure
          title="Quiz completions per week"
          description="Anonymous: the answers only, sent when a visitor reaches the results."
          labels={quiz.weeks.map((w) => dayLabel(w.week))}
          series={[{ label: 'Completions', data: quiz.weeks.map((w) => w.completions), color: chartColors[0]! }]}
          table={{
            headers: ['Week of', 'Completions', 'Average score'],
            rows: quiz.weeks.map((w) => [
              dayLabel(w.week),
              w.completions,
              w.average === null ? '—' : `${w.average}/${quiz.questionCount}`,
            ]),
          }}
        />
        <ChartFigure
          title="Most-missed quiz questions"
          description="Share of completions that got the question wrong: topics for training and posts."
          labels={quiz.mostMissed.map((q) => `Q${q.number} ${q.category}`)}
          horizontal
          format={(v) => `${v}%`}
          series={[{ label: 'Answered wrongly', data: quiz.mostMissed.map((q) => q.share), color: chartColors[2]! }]}
          table={{
            headers: ['Question', 'Category', 'Answered wrongly', 'Completions'],
            rows: quiz.mostMissed.map((q) => [`${q.number}. ${q.question}`, q.category, `${q.share}%`, q.answered]),
          }}
        />
      </div>
    </div>
  )
}

export function InsightsView({ username }: { username: string }) {
  const { data, error } = useQuery<Insights>({ queryKey: [...adminKey, 'insights'] })
  return (
    <>
      <AdminHeader title="Insights" subtitle="Visitors, leads, sources and the 4-hour promise" username={username} />
      <main id="main" className="container-page space-y-12 py-8">
        <TrafficInsights />
        {data && !error ? (
          <section aria-labelledby="leads-heading">
            <h2 id="leads-heading" className="mb-2 text-xl font-bold">
              Leads
            </h2>
            <InsightsBody data={data} />
          </section>
        ) : (
          <Loading error={error}>Loading insights…</Loading>
        )}
      </main>
    </>
  )
}
