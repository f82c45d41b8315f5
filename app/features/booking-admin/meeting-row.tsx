import { CalendarCheck, CalendarX, Phone, Video } from 'lucide-react'
import { useToast } from '#app/components/ui/toast.tsx'
import { useCancelMeeting, useConfirmMeeting, type Meeting } from './api.ts'

export const when = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })

function Place({ place }: { place: NonNullable<Meeting['place']> }) {
  const Icon = place.kind === 'video' ? Video : Phone
  return (
    <p className="mt-1 flex items-start gap-1.5 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span className="min-w-0">
        {place.label}:{' '}
        <a href={place.href} className="font-medium break-all text-brand-700 underline">
          {place.detail}
        </a>
      </span>
    </p>
  )
}

/** One meeting of the consultant's list (decisions 40 and 59), to confirm (the lead's first response) or cancel. */
export function MeetingRow({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  const { toast } = useToast()
  const confirm = useConfirmMeeting()
  const cancel = useCancelMeeting()
  const name = `${meeting.firstName} ${meeting.lastName}`
  const cancelled = meeting.status === 'cancelled'
  return (
    <li className="flex flex-col gap-3 border-b border-line py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className={`min-w-0 ${cancelled ? 'text-muted line-through' : ''}`}>
        <p className="text-sm font-semibold text-brand-700">{when(meeting.startsAt, timeZone)}</p>
        <p className="font-semibold">{name}</p>
        <p className="text-sm break-words text-muted">
          {meeting.district} ·{' '}
          <a href={`mailto:${meeting.email}`} className="text-brand-700 underline">
            {meeting.email}
          </a>
        </p>
        {meeting.place ? <Place place={meeting.place} /> : null}
        {meeting.agenda ? <p className="mt-1 text-sm whitespace-pre-wrap">{meeting.agenda}</p> : null}
      </div>
      {cancelled ? (
        <span className="text-sm font-medium text-muted">Cancelled</span>
      ) : (
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
          {meeting.confirmedAt ? (
            <span className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-success-700">
              <CalendarCheck aria-hidden="true" className="size-4" />
              Confirmed
            </span>
          ) : (
            <button
              type="button"
              className="btn-secondary min-h-11 px-3"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate(meeting.id, {
                  onSuccess: () =>
                    toast({ title: 'Meeting confirmed', description: `${name}: first response recorded.` }),
                })
              }
            >
              Confirm<span className="sr-only"> the meeting with {name}</span>
            </button>
          )}
          <button
            type="button"
            className="btn-ghost min-h-11 border border-line px-3 text-danger-700"
            disabled={cancel.isPending}
            onClick={() => {
              if (!window.confirm(`Cancel the meeting with ${name}? They are emailed.`)) return
              cancel.mutate(meeting.id, {
                onSuccess: () => toast({ title: 'Meeting cancelled', description: `${name} was emailed.` }),
              })
            }}
          >
            <CalendarX aria-hidden="true" className="size-4" />
            Cancel<span className="sr-only"> the meeting with {name}</span>
          </button>
        </div>
      )}
    </li>
  )
}
