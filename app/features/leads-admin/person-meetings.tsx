import { CalendarCheck, CalendarClock, CalendarPlus, CalendarX } from 'lucide-react'
import type { ReactNode } from 'react'
import { contactPositions, optionLabel } from '#app/features/leads/lead-options.ts'
import { dateTime } from '#app/lib/dates.ts'
import type { PersonMeeting } from './api.ts'
import { meetingWhen } from './lead-columns.ts'
import { ResponseTime } from './sla.tsx'
import { EmailState, mailIcon } from './timeline-item.tsx'

type MeetingEvent = PersonMeeting['timeline'][number]

const stateWords = { booked: 'Booked, not confirmed yet', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const

const reminderWords = {
  'visitor-24h': 'Reminder to the visitor, a day before the meeting',
  'visitor-1h': 'Reminder to the visitor, an hour before the meeting',
  confirm: 'Reminder to you: still unconfirmed 3 hours after booking',
} as const

const changes = {
  booked: [CalendarPlus, 'Booked on the site'],
  moved: [CalendarClock, 'Moved to another time by the visitor'],
  confirmed: [CalendarCheck, 'Confirmed by you: the first response'],
  cancelled: [CalendarX, 'Cancelled by the visitor'],
} as const

function eventText(event: MeetingEvent): { icon: ReactNode; text: ReactNode } {
  if (event.kind === 'reminder') {
    const text = (
      <>
        {reminderWords[event.reminder]}
        <EmailState state={event.state} error={event.error} />
      </>
    )
    return { icon: mailIcon(event.state), text }
  }
  const [Icon, text] = changes[event.kind]
  const byYou = event.kind === 'cancelled' && event.by === 'consultant'
  return { icon: <Icon aria-hidden="true" className="size-4" />, text: byYou ? 'Cancelled by you' : text }
}

export function PersonMeetings({
  meetings,
  now,
  timeZone,
}: {
  meetings: PersonMeeting[]
  now: number
  timeZone: string
}) {
  return (
    <section aria-labelledby="person-meetings">
      <h3 id="person-meetings" className="mb-3 text-base font-bold">
        Meetings ({meetings.length})
      </h3>
      {meetings.length ? (
        <ol className="space-y-4" data-testid="person-meetings">
          {meetings.map((m) => (
            <li key={m.id} className="rounded-xl border border-line p-4 text-sm">
              <p className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <span className="font-semibold">{meetingWhen(m.startsAt, timeZone)}</span>
                <span className="text-muted">
                  {optionLabel(contactPositions, m.position)}, {m.district}
                </span>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <span data-testid="meeting-state">{stateWords[m.status]}</span>
                {m.status === 'cancelled' ? null : (
                  <ResponseTime status="new" createdAt={m.createdAt} firstResponseAt={m.confirmedAt} now={now} />
                )}
              </p>
              {m.agenda ? <p className="mt-2 whitespace-pre-wrap text-slate-800">Agenda: {m.agenda}</p> : null}
              <h4 className="mt-3 mb-2 text-xs font-semibold tracking-wide text-muted uppercase">Timeline</h4>
              <ol className="space-y-2" data-testid="meeting-timeline">
                {m.timeline.map((event, i) => {
                  const { icon, text } = eventText(event)
                  return (
                    <li key={`${event.kind}-${i}`} className="flex items-center gap-2">
                      <span className="text-brand-700">{icon}</span>
                      <span>{text}</span>
                      <time className="text-xs text-muted" dateTime={event.at}>
                        {dateTime(event.at, timeZone)}
                      </time>
                    </li>
                  )
                })}
              </ol>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted">No meetings booked from this address.</p>
      )}
    </section>
  )
}
