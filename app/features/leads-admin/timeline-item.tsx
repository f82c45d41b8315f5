import { ArrowRightLeft, Inbox, Mail, MailWarning, StickyNote } from 'lucide-react'
import type { ReactNode } from 'react'
import type { EmailState as Delivery } from '#app/features/leads/email-state.ts'
import { leadSource } from '#app/features/leads/lead-source.ts'
import { statusLabel } from '#app/features/leads/lead-status.ts'
import type { TimelineEvent } from './api.ts'
import { dateTime } from '#app/lib/dates.ts'

const emailWords = {
  notify: 'Notification emailed to you',
  ack: 'Acknowledgement emailed to the visitor',
  reminder: 'Reminder emailed to you: still New after 3 hours',
}

export const mailIcon = (state: Delivery) =>
  state === 'failed' ? (
    <MailWarning aria-hidden="true" className="size-4 text-danger-700" />
  ) : (
    <Mail aria-hidden="true" className="size-4" />
  )

export function EmailState({ state, error }: { state: Delivery; error: string | null }) {
  if (state === 'pending') return ' (queued, not sent yet)'
  if (state === 'digest') return ' (in one digest with other alerts that arrived together)'
  if (state === 'failed')
    return <span className="font-medium text-danger-700"> · Delivery failed: {error ?? 'unknown error'}</span>
  return null
}

export function TimelineItem({ event, timeZone }: { event: TimelineEvent; timeZone: string }) {
  let icon: ReactNode
  let text: ReactNode
  switch (event.kind) {
    case 'arrived':
      icon = <Inbox aria-hidden="true" className="size-4" />
      text = <>Request arrived from the contact form · Source: {leadSource(event).label}</>
      break
    case 'email':
      icon = mailIcon(event.state)
      text = (
        <>
          {emailWords[event.email]}
          <EmailState state={event.state} error={event.error} />
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
