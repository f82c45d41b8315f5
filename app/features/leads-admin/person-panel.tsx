import { ArrowRightLeft, Inbox, Loader2, Mail, MailWarning, StickyNote } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import {
  contactPositions,
  contactServices,
  downloadPositions,
  optionLabel,
  studentCounts,
} from '#app/features/leads/lead-options.ts'
import { statusLabel } from '#app/features/leads/lead-status.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { addNote, usePerson, type PersonRequest, type TimelineEvent } from './api.ts'
import { dateTime } from './format.ts'
import { source } from './lead-columns.ts'
import { ResponseTime, useServerNow } from './sla.tsx'
import { StatusSelect } from './status-select.tsx'

const emailWords = {
  notify: 'Notification emailed to you',
  ack: 'Acknowledgement emailed to the visitor',
  reminder: 'Reminder emailed to you: still New after 3 hours',
}

function TimelineItem({ event, timeZone }: { event: TimelineEvent; timeZone: string }) {
  let icon: ReactNode
  let text: ReactNode
  switch (event.kind) {
    case 'arrived':
      icon = <Inbox aria-hidden="true" className="size-4" />
      text = <>Request arrived from the contact form · Source: {source(event)}</>
      break
    case 'email':
      icon =
        event.state === 'failed' ? (
          <MailWarning aria-hidden="true" className="size-4 text-danger-700" />
        ) : (
          <Mail aria-hidden="true" className="size-4" />
        )
      text = (
        <>
          {emailWords[event.email]}
          {event.state === 'pending' ? ' (queued, not sent yet)' : null}
          {event.state === 'digest' ? ' (in one digest with other alerts that arrived together)' : null}
          {event.state === 'failed' ? (
            <span className="font-medium text-danger-700"> · Delivery failed: {event.error ?? 'unknown error'}</span>
          ) : null}
        </>
      )
      break
    case 'status':
      icon = <ArrowRightLeft aria-hidden="true" className="size-4" />
      text = (
        <>
          <span className="font-medium">{event.author}</span> changed the status from {statusLabel(event.from)} to{' '}
          <span className="font-medium">{statusLabel(event.to)}</span>
        </>
      )
      break
    case 'note':
      icon = <StickyNote aria-hidden="true" className="size-4" />
      text = (
        <>
          <span className="font-medium">{event.author}</span> added a note
          <span
            className="mt-1 block rounded-lg border border-line bg-white p-2.5 whitespace-pre-wrap text-ink"
            data-testid="note-body"
          >
            {event.body}
          </span>
        </>
      )
      break
  }
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      <span className="grid size-7 shrink-0 place-items-center rounded-full border border-line bg-white text-brand-700">
        {icon}
      </span>
      <div className="min-w-0 flex-1 pt-0.5 text-sm">
        <p className="text-slate-800">{text}</p>
        <p className="mt-0.5 text-xs text-muted">
          <time dateTime={event.at}>{dateTime(event.at, timeZone)}</time>
        </p>
      </div>
    </li>
  )
}

function NoteForm({ contactId, onAdded }: { contactId: number; onAdded: () => Promise<unknown> }) {
  const { toast } = useToast()
  const id = useId()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setSaving(true)
    setError(null)
    try {
      await addNote(contactId, body)
      setBody('')
      await onAdded()
      toast({ title: 'Note Added' })
    } catch (err) {
      setError(err instanceof ApiError ? (err.fieldErrors.body?.[0] ?? err.message) : 'Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={submit} className="mt-4" aria-label="Add a note">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        Note
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={5000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder="What was said, what comes next…"
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex justify-end">
        <button type="submit" className="btn-secondary min-h-10 px-4" disabled={saving || !body.trim()}>
          {saving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Add note
        </button>
      </div>
    </form>
  )
}

function RequestCard({
  request,
  now,
  timeZone,
  highlighted,
  refresh,
  onChanged,
}: {
  request: PersonRequest
  now: number
  timeZone: string
  highlighted: boolean
  refresh: () => Promise<unknown>
  onChanged: () => void
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
            <ResponseTime
              status={request.status}
              createdAt={request.createdAt}
              firstResponseAt={request.firstResponseAt}
              now={now}
            />
          </div>
        </div>
        <StatusSelect
          contactId={request.id}
          status={request.status}
          name={name}
          onChanged={() => {
            onChanged()
            void refresh()
          }}
        />
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
      <NoteForm contactId={request.id} onAdded={refresh} />
    </article>
  )
}

/**
 * The person view (issue 14): everything known for one address in one panel, opened from any row
 * of the dashboard: consultation requests with status, timeline and notes; downloads; newsletter.
 */
export function PersonPanel({
  email,
  requestId,
  timeZone,
  onClose,
  onChanged,
}: {
  email: string
  /** the request whose row opened the panel, shown first and highlighted */
  requestId?: number
  timeZone: string
  onClose: () => void
  /** a status changed here: the list behind should show it */
  onChanged: () => void
}) {
  const { data, error, refetch } = usePerson(email)
  const person = data?.person
  const now = useServerNow(person?.now)
  const names = person
    ? [...new Set([...person.requests, ...person.downloads].map((r) => `${r.firstName} ${r.lastName}`.trim()))].filter(
        Boolean,
      )
    : []
  const requests = person
    ? [...person.requests].sort((a, b) => Number(b.id === requestId) - Number(a.id === requestId))
    : []
  const newsletter = person?.newsletter

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={names[0] ?? email}
      description={
        <a href={`mailto:${email}`} className="font-medium break-all text-brand-700 hover:underline">
          {email}
        </a>
      }
    >
      {error ? (
        <p role="alert" className="text-danger-700">
          {error.message}
        </p>
      ) : !person ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading…
        </p>
      ) : (
        <div className="space-y-7" data-testid="person-panel">
          {names.length > 1 ? <p className="text-sm text-muted">Also known as {names.slice(1).join(', ')}</p> : null}
          <section aria-labelledby="person-requests">
            <h3 id="person-requests" className="mb-3 text-base font-bold">
              Consultation requests ({person.totals.requests})
            </h3>
            {requests.length ? (
              <div className="space-y-4">
                {requests.map((r) => (
                  <RequestCard
                    key={r.id}
                    request={r}
                    now={now}
                    timeZone={timeZone}
                    highlighted={r.id === requestId}
                    refresh={refetch}
                    onChanged={onChanged}
                  />
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted">No consultation requests from this address.</p>
            )}
          </section>
          <section aria-labelledby="person-downloads">
            <h3 id="person-downloads" className="mb-3 text-base font-bold">
              Resource downloads ({person.totals.downloads})
            </h3>
            {person.downloads.length ? (
              <ul className="divide-y divide-line rounded-xl border border-line">
                {person.downloads.map((d) => (
                  <li key={d.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-2.5 text-sm">
                    <span className="font-medium">{d.resourceTitle}</span>
                    <span className="text-muted">
                      {optionLabel(downloadPositions, d.position)}, {d.district} ·{' '}
                      <time dateTime={d.createdAt}>{dateTime(d.createdAt, timeZone)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">No downloads from this address.</p>
            )}
          </section>
          <section aria-labelledby="person-newsletter">
            <h3 id="person-newsletter" className="mb-2 text-base font-bold">
              Newsletter
            </h3>
            {newsletter ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <Badge tone={newsletter.state === 'Confirmed' ? 'brand' : 'warning'} size="sm">
                  {newsletter.state}
                </Badge>
                since <time dateTime={newsletter.since}>{dateTime(newsletter.since, timeZone)}</time>
              </p>
            ) : (
              <p className="text-sm text-muted">Not subscribed.</p>
            )}
          </section>
        </div>
      )}
    </Dialog>
  )
}
