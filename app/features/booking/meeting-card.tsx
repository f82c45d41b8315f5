import { CheckCircle2, Clock } from 'lucide-react'
import { useSite } from '#app/lib/site.ts'

/** A meeting's time as its pages show it, worded on the server: in the visitor's zone, then ours. */
export interface MeetingTimeView {
  when: string
  zoneLabel: string
  ours: string
}

/** The time of a meeting, or of one asked for and not yet booked (`pending`). */
export function MeetingCard({ time, pending = false }: { time: MeetingTimeView; pending?: boolean }) {
  const site = useSite()
  const Icon = pending ? Clock : CheckCircle2
  return (
    <div className="card flex gap-4 p-6">
      <Icon aria-hidden="true" className={`size-8 shrink-0 ${pending ? 'text-brand-700' : 'text-success-700'}`} />
      <div>
        <h2 className="text-xl font-bold">{time.when}</h2>
        <p className="mt-1 text-muted">{time.zoneLabel}</p>
        <p className="mt-3 text-sm">
          30 minutes with {site.consultantName}. Our time: {time.ours}.
        </p>
      </div>
    </div>
  )
}
