import { CheckCircle2, Clock, Phone, Video } from 'lucide-react'
import { useSite } from '#app/lib/site.ts'
import type { PlaceView } from './place.ts'

/** A meeting's time as its pages show it, worded on the server: in the visitor's zone, then ours. */
export type MeetingTimeView = Record<'when' | 'zoneLabel' | 'ours', string>

function PlaceLine({ place }: { place: PlaceView }) {
  const Icon = place.kind === 'video' ? Video : Phone
  return (
    <p className="mt-3 flex items-start gap-2 text-sm">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      {place.kind === 'video' ? (
        <span className="min-w-0">
          Video call:{' '}
          <a href={place.href} className="font-medium break-all text-brand-700 underline">
            {place.detail}
          </a>
        </span>
      ) : (
        <span>
          Phone call: we call you on <strong className="font-semibold">{place.detail}</strong>.
        </span>
      )}
    </p>
  )
}

export function MeetingCard({
  time,
  place,
  pending = false,
}: {
  time: MeetingTimeView
  place?: PlaceView | null
  pending?: boolean
}) {
  const site = useSite()
  const Icon = pending ? Clock : CheckCircle2
  return (
    <div className="card flex gap-4 p-6">
      <Icon aria-hidden="true" className={`size-8 shrink-0 ${pending ? 'text-brand-700' : 'text-success-700'}`} />
      <div className="min-w-0">
        <h2 className="text-xl font-bold">{time.when}</h2>
        <p className="mt-1 text-muted">{time.zoneLabel}</p>
        <p className="mt-3 text-sm">
          30 minutes with {site.consultantName}. Our time: {time.ours}.
        </p>
        {place ? <PlaceLine place={place} /> : null}
      </div>
    </div>
  )
}
