import { contactPositions, contactServices, optionLabel, studentCounts } from '#app/features/leads/lead-options.ts'
import type { PersonRequest } from './api.ts'
import { dateTime } from '#app/lib/dates.ts'
import { NoteForm } from './note-form.tsx'
import { ResponseTime } from './sla.tsx'
import { StatusSelect } from './status-select.tsx'
import { TimelineItem } from './timeline-item.tsx'

export function RequestCard({
  request,
  now,
  timeZone,
  highlighted,
}: {
  request: PersonRequest
  now: number
  timeZone: string
  highlighted: boolean
}) {
  const name = `${request.firstName} ${request.lastName}`
  const facts: [string, string][] = [
    ['District', request.district],
    ['Position', optionLabel(contactPositions, request.position)],
    ['Student count', request.studentCount ? optionLabel(studentCounts, request.studentCount) : 'N/A'],
    [
      'Services',
      request.services?.length ? request.services.map((s) => optionLabel(contactServices, s)).join(', ') : 'N/A',
    ],
  ]
  return (
    <article
      aria-label={`Request of ${dateTime(request.createdAt, timeZone)}`}
      data-testid="person-request"
      className={`rounded-xl border p-4 ${highlighted ? 'border-brand-300 bg-brand-50/40' : 'border-line bg-surface'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h4 className="font-semibold">{dateTime(request.createdAt, timeZone)}</h4>
          <div className="mt-1">
            <ResponseTime {...request} now={now} />
          </div>
        </div>
        <StatusSelect kind="contacts" id={request.id} status={request.status} name={name} />
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-muted">{label}:</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {request.message ? (
        <p className="mt-3 rounded-lg border border-line bg-white p-3 text-sm whitespace-pre-wrap">{request.message}</p>
      ) : null}
      <h5 className="mt-4 mb-2 text-xs font-semibold tracking-wide text-muted uppercase">Activity</h5>
      <ol className="border-l border-line pl-0" aria-label="Activity">
        {request.timeline.map((event, i) => (
          <TimelineItem key={`${event.kind}-${event.at}-${i}`} event={event} timeZone={timeZone} />
        ))}
      </ol>
      <NoteForm contactId={request.id} />
    </article>
  )
}
