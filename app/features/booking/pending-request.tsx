import { CalendarCheck } from 'lucide-react'
import { useSite } from '#app/lib/site.ts'
import { BookingSummary } from './booking-form.tsx'
import type { FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { BOOKING_INTENT } from './booking-paths.ts'
import { MeetingCard, type MeetingTimeView } from './meeting-card.tsx'
import { DayPicker } from './day-picker.tsx'
import type { DayChoice } from './month-view.ts'

/** Worded on the server. `existing`: the live meeting confirming moves here; `choosing`: a `?day=` was asked. */
export interface PendingView {
  time: MeetingTimeView
  expires: string
  expired: boolean
  existing: string | null
  choice: DayChoice | null
  choosing: boolean
}

/** A booking's emailed link before the time is booked (decision 40): Confirm posts, so a mail scanner books nothing. */
export function PendingRequest({ view, refusal }: { view: PendingView; refusal?: FormRefusal }) {
  const site = useSite()
  const { time, expires, expired, existing, choice, choosing } = view
  const gone = expired || refusal?.reason === 'link_expired'
  return (
    <section className="container-page max-w-3xl space-y-8 py-12" aria-label="The time you asked for">
      <BookingSummary refusal={refusal} idPrefix="confirm" />
      <MeetingCard time={time} pending />
      {gone ? (
        <div className="card p-6">
          <p>This link has expired, so nothing was booked.</p>
          <p className="mt-4">
            <a href="/book" className="btn-primary">
              Choose a time again
            </a>
          </p>
        </div>
      ) : refusal?.reason === 'slot_taken' || choosing ? (
        <form method="post" className="card space-y-6 p-6" aria-labelledby="another-heading">
          <h2 id="another-heading" className="text-lg font-bold">
            Choose another time
          </h2>
          <input type="hidden" name={BOOKING_INTENT} value="confirm" />
          {choice ? (
            <>
              <DayPicker choice={choice} idPrefix="confirm" heading={`Open times, in ${time.zoneLabel}`} />
              <button type="submit" className="btn-primary">
                <CalendarCheck aria-hidden="true" className="size-4" />
                Confirm this time
              </button>
            </>
          ) : (
            <p className="text-muted">
              No other time is open right now. Please call {site.phone} and we will find one together.
            </p>
          )}
        </form>
      ) : (
        <form method="post" className="card p-6" aria-labelledby="confirm-heading">
          <h2 id="confirm-heading" className="text-lg font-bold">
            {existing ? 'Move your meeting here?' : 'Confirm this time'}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {existing
              ? `You already have a consultation booked for ${existing}. We keep one meeting per email address, so confirming moves that meeting to this time.`
              : 'The first person to confirm a time gets it. Your calendar invitation arrives by email straight after.'}
          </p>
          <p className="mt-1 text-sm text-muted">This link works until {expires}.</p>
          <input type="hidden" name={BOOKING_INTENT} value="confirm" />
          <button type="submit" className="btn-primary mt-4">
            <CalendarCheck aria-hidden="true" className="size-4" />
            {existing ? 'Move my meeting to this time' : 'Confirm this time'}
          </button>
        </form>
      )}
    </section>
  )
}
