import { CalendarCheck, CalendarX } from 'lucide-react'
import { useSite } from '#app/lib/site.ts'
import { AddToCalendar, type CalendarLinks } from './add-to-calendar.tsx'
import { BookingSummary } from './booking-form.tsx'
import type { FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { BOOKING_INTENT } from './booking-paths.ts'
import { MeetingCard, type MeetingTimeView } from './meeting-card.tsx'
import { DayPicker } from './day-picker.tsx'
import type { DayChoice } from './month-view.ts'
import type { PlaceView } from './place.ts'

/** A booked meeting as its private page shows it (decision 59); `changeable` until 4 hours before. */
export interface ManagedMeetingView {
  time: MeetingTimeView
  changeable: boolean
  place: PlaceView | null
  calendar: CalendarLinks
  choice: DayChoice | null
}

export function ManagedMeeting({ view, refusal }: { view: ManagedMeetingView; refusal?: FormRefusal }) {
  const site = useSite()
  const { time, place, calendar, changeable, choice } = view
  return (
    <section className="container-page max-w-3xl space-y-8 py-12" aria-label="Your meeting">
      <BookingSummary refusal={refusal} idPrefix="manage" />
      <MeetingCard time={time} place={place} />
      <AddToCalendar links={calendar} />
      {changeable ? (
        <>
          <form method="post" className="card space-y-6 p-6" aria-labelledby="move-heading">
            <h2 id="move-heading" className="text-lg font-bold">
              Move it
            </h2>
            <input type="hidden" name={BOOKING_INTENT} value="reschedule" />
            {choice ? (
              <>
                <DayPicker
                  choice={choice}
                  idPrefix="manage"
                  heading={`Choose a new day, then a time, in ${time.zoneLabel}`}
                  errors={refusal?.errors.slot}
                />
                <button type="submit" className="btn-primary">
                  <CalendarCheck aria-hidden="true" className="size-4" />
                  Move my meeting to this time
                </button>
              </>
            ) : (
              <p className="text-muted">No other time is open right now.</p>
            )}
          </form>
          <form method="post" className="card p-6" aria-labelledby="cancel-heading">
            <h2 id="cancel-heading" className="text-lg font-bold">
              Cancel it
            </h2>
            <p className="mt-1 text-sm text-muted">We will email you and take it off both calendars.</p>
            <input type="hidden" name={BOOKING_INTENT} value="cancel" />
            <button type="submit" className="btn-secondary mt-4">
              <CalendarX aria-hidden="true" className="size-4" />
              Cancel this meeting
            </button>
          </form>
        </>
      ) : (
        <p className="card p-6">
          The meeting starts in less than 4 hours, so it can no longer be changed here. To move or cancel it, call{' '}
          <a href={site.phoneHref} className="font-medium text-brand-700 underline">
            {site.phone}
          </a>{' '}
          or email{' '}
          <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline">
            {site.email}
          </a>
          .
        </p>
      )}
    </section>
  )
}
