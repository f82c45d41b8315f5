import { Clock } from 'lucide-react'
import { leadKindIds, leadKinds, type LeadKindEntry } from '#app/features/leads/lead-kinds.ts'
import { formatDuration } from '#app/features/leads/lead-status.ts'
import { cn } from '#app/lib/cn.ts'
import type { EmailStatus, Summary } from './api.ts'
import { dateTime } from '#app/lib/dates.ts'

/** Spec §2: over all rows; the search does not change them. */
export function LeadCounts({ totals }: { totals: Summary['totals'] | undefined }) {
  const cards = leadKindIds.flatMap((kind) => {
    const entry: LeadKindEntry = leadKinds[kind]
    return entry.card ? [{ ...entry.card, count: totals?.[kind] }] : []
  })
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ icon: CardIcon, title, count, note }) => (
        <div key={title} className="card p-5">
          <dt className="flex items-center gap-2 text-sm font-medium text-muted">
            <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <CardIcon aria-hidden="true" className="size-5" />
            </span>
            {title}
          </dt>
          <dd className="mt-3 text-3xl font-bold" data-testid={`count-${title}`}>
            {count ?? '–'}
          </dd>
          <dd className="text-xs text-muted">{note}</dd>
        </div>
      ))}
    </dl>
  )
}

export function EmailDelivery({ status }: { status: EmailStatus }) {
  return (
    <p
      data-testid="email-status"
      role={status.failed ? 'alert' : undefined}
      className={cn(
        'mt-4 rounded-lg border px-4 py-3 text-sm',
        status.failed ? 'border-red-300 bg-red-50 text-danger-700' : 'border-line bg-white text-muted',
      )}
    >
      <span className="font-semibold">Email delivery:</span> {status.sent} sent, {status.pending} waiting,{' '}
      {status.failed} failed
      {status.lastFailure
        ? `. Last failure: ${status.lastFailure.kind} (${status.lastFailure.lastError ?? 'unknown error'}). Check SMTP_URL; failed messages are kept.`
        : '.'}
      {status.visitorMailCappedSince ? (
        <span className="mt-1 block font-medium text-amber-900" data-testid="visitor-mail-capped">
          Visitor email paused: more than {status.visitorMailCap} acknowledgements and confirmations were due in the
          past hour (last at{' '}
          {new Date(status.visitorMailCappedSince).toLocaleTimeString('en-US', { timeStyle: 'short' })}
          ). New leads are still stored and you are still notified; check for a burst of junk submissions.
        </span>
      ) : null}
    </p>
  )
}

export function WaitingRequests({
  waiting,
  now,
  onShow,
}: {
  waiting: Summary['waiting']
  now: number
  onShow: () => void
}) {
  const level = waiting.overdue ? 'overdue' : waiting.due ? 'due' : 'ok'
  return (
    <section
      aria-label="Waiting for a reply"
      data-testid="waiting-requests"
      data-level={level}
      className={cn(
        'mt-4 flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        level === 'overdue' && 'border-red-300 bg-red-50 text-red-900',
        level === 'due' && 'border-amber-300 bg-amber-50 text-amber-950',
        level === 'ok' && 'border-line bg-white text-slate-700',
      )}
    >
      <p className="flex items-start gap-2">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {waiting.total === 0 ? (
          <span>Every consultation request and booked meeting has had a reply.</span>
        ) : (
          <span>
            <span className="font-semibold">
              {waiting.total.toLocaleString('en-US')} {waiting.total === 1 ? 'request is' : 'requests are'} waiting for
              a reply
            </span>
            {waiting.meetings
              ? ` (${waiting.meetings} of them ${waiting.meetings === 1 ? 'a booked meeting' : 'booked meetings'} to confirm)`
              : ''}
            {waiting.overdue ? `: ${waiting.overdue} past the 4-hour promise` : ''}
            {waiting.due ? `${waiting.overdue ? ',' : ':'} ${waiting.due} due within the hour` : ''}
            {waiting.oldest ? `. Oldest: ${formatDuration(now - new Date(waiting.oldest).getTime())}.` : '.'}
          </span>
        )}
      </p>
      {waiting.total ? (
        <button type="button" className="btn-secondary min-h-10 shrink-0 px-4" onClick={onShow}>
          Show waiting requests
        </button>
      ) : null}
    </section>
  )
}

const floodedForms: Record<Summary['floods'][number]['form'], string> = {
  contact: 'consultation request form',
  newsletter: 'newsletter signup',
  download: 'resource download form',
  quiz: 'quiz',
  quizReport: 'quiz report form',
  booking: 'booking page',
}

/** Floods the public forms absorbed with a proof of work (decision 13). */
export function AbsorbedFloods({ floods, timeZone }: { floods: Summary['floods']; timeZone: string }) {
  if (floods.length === 0) return null
  return (
    <section
      aria-label="Unusual traffic"
      data-testid="absorbed-floods"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="font-semibold">Unusual traffic absorbed</p>
      <ul className="mt-1 space-y-1">
        {floods.map((flood) => (
          <li key={flood.form}>
            The {floodedForms[flood.form]} received more than {flood.threshold} submissions within an hour (
            {dateTime(flood.at, timeZone)}). From then on each browser proved a moment of work before its submission was
            taken, so no visitor was turned away; scripts had to pay for every request. Look over the newest entries for
            junk.
          </li>
        ))}
      </ul>
    </section>
  )
}
