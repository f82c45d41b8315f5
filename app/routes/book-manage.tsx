import { CalendarCheck, CalendarX, CheckCircle2 } from 'lucide-react'
import { data } from 'react-router'
import { requestContext, servicesContext } from '#app/context.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { manageAction } from '#app/features/booking/booking-action.server.ts'
import { BookingSummary } from '#app/features/booking/booking-form.tsx'
import { BOOKING_INTENT, useBookingRefusal } from '#app/features/booking/booking-refusal.ts'
import { manageTokenSchema } from '#app/features/booking/booking.schema.ts'
import { PendingRequest, type PendingView } from '#app/features/booking/pending-request.tsx'
import { SlotPicker } from '#app/features/booking/slot-picker.tsx'
import { clockTime, labelledMeetingTime, meetingTime, timeZoneLabel } from '#app/lib/meeting-time.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/book-manage'
import { privateMeta } from '#app/lib/seo.ts'

/**
 * A meeting's private page (decision 40), opened only from the link in its emails: before the time
 * is booked, the time asked for and Confirm; once booked, what and when, and Move or Cancel. Every
 * change is a button that posts (a mail scanner that opens the link changes nothing). A link that
 * opens nothing is a 404; a cancelled meeting says only that.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!manageTokenSchema.safeParse(params.token).success) throw data(null, { status: 404 })
  const { booking, bookingRequests, env } = context.get(servicesContext)
  const { site } = env
  const meeting = await booking.manage(params.token)
  if (!meeting) {
    const pending = await bookingRequests.pending(params.token)
    if (!pending) throw data(null, { status: 404 })
    const zone = pending.visitorTimeZone
    const times = {
      when: meetingTime(pending.startsAt, zone),
      zoneLabel: timeZoneLabel(zone, pending.startsAt),
      ours: labelledMeetingTime(pending.startsAt, site.timeZone),
    }
    if (pending.moved) return { state: 'moved' as const, ...times }
    const view: PendingView = {
      ...times,
      expires: clockTime(pending.expiresAt, zone),
      expired: pending.expired,
      existing: pending.existing ? labelledMeetingTime(pending.existing.startsAt, zone) : null,
      days: pending.expired ? [] : (await booking.days(zone)).slice(0, 7),
    }
    return { state: 'pending' as const, view }
  }
  if (meeting.status === 'cancelled') return { state: 'cancelled' as const }
  const query = new URL(request.url).searchParams
  const zone = meeting.visitorTimeZone
  return {
    state: 'booked' as const,
    when: meetingTime(meeting.startsAt, zone),
    zoneLabel: timeZoneLabel(zone, meeting.startsAt),
    ours: labelledMeetingTime(meeting.startsAt, site.timeZone),
    changeable: meeting.changeable,
    // the other open times: this meeting's own is not a move
    days: meeting.changeable
      ? (await booking.days(zone, meeting.id))
          .map((day) => ({ ...day, times: day.times.filter((t) => t.start !== meeting.startsAt.toISOString()) }))
          .filter((day) => day.times.length)
          .slice(0, 7)
      : [],
    notice: query.has('booked') ? ('booked' as const) : query.has('moved') ? ('moved' as const) : null,
  }
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  manageAction(request, context.get(servicesContext), params.token, context.get(requestContext))

/** Served with app/islands/site.ts instead of React's scripts (app/root.tsx, docs/decisions/0031). */
export const handle = { island: true }

export const meta = privateMeta('Your consultation')

export default function ManageBooking({ loaderData }: Route.ComponentProps) {
  const refusal = useBookingRefusal()
  const site = useSite()
  if (loaderData.state === 'pending') {
    return (
      <>
        <PageHero
          eyebrow="Your free consultation"
          title="Confirm your time"
          lead="This time is not booked until you press Confirm."
          containerClassName="max-w-3xl"
        />
        <PendingRequest view={loaderData.view} refusal={refusal} />
      </>
    )
  }
  if (loaderData.state === 'moved') {
    return (
      <>
        <PageHero
          eyebrow="Your free consultation"
          title="Your meeting has moved"
          lead="The updated calendar invitation is on its way to your inbox. Its link lets you move or cancel the meeting."
          containerClassName="max-w-3xl"
        />
        <section className="container-page max-w-3xl py-12" aria-label="Your meeting">
          <div className="card flex gap-4 p-6">
            <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-success-700" />
            <div>
              <h2 className="text-xl font-bold">{loaderData.when}</h2>
              <p className="mt-1 text-muted">{loaderData.zoneLabel}</p>
              <p className="mt-3 text-sm">
                30 minutes with {site.consultantName}. Our time: {loaderData.ours}.
              </p>
            </div>
          </div>
        </section>
      </>
    )
  }
  if (loaderData.state === 'cancelled') {
    return (
      <section className="container-page max-w-xl py-20 text-center">
        <CalendarX aria-hidden="true" className="mx-auto size-12 text-muted" />
        <h1 className="mt-4 text-3xl font-bold">This meeting was cancelled</h1>
        <p className="mt-6">
          <a href="/book" className="btn-primary">
            Book another time
          </a>
        </p>
      </section>
    )
  }
  const { when, zoneLabel, ours, changeable, days, notice } = loaderData
  return (
    <>
      <PageHero
        eyebrow="Your free consultation"
        title={notice === 'booked' ? 'You are booked' : notice === 'moved' ? 'Your meeting has moved' : 'Your meeting'}
        lead={
          notice
            ? 'We have emailed you the calendar invitation. Keep that email: its link brings you back here.'
            : 'Move or cancel your free consultation here.'
        }
        containerClassName="max-w-3xl"
      />
      <section className="container-page max-w-3xl space-y-8 py-12" aria-label="Your meeting">
        <BookingSummary refusal={refusal} idPrefix="manage" />
        <div className="card flex gap-4 p-6">
          <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-success-700" />
          <div>
            <h2 className="text-xl font-bold">{when}</h2>
            <p className="mt-1 text-muted">{zoneLabel}</p>
            <p className="mt-3 text-sm">
              30 minutes with {site.consultantName}. Our time: {ours}.
            </p>
          </div>
        </div>
        {changeable ? (
          <>
            <form method="post" className="card space-y-6 p-6" aria-labelledby="move-heading">
              <h2 id="move-heading" className="text-lg font-bold">
                Move it
              </h2>
              <input type="hidden" name={BOOKING_INTENT} value="reschedule" />
              {days.length ? (
                <>
                  <SlotPicker
                    days={days}
                    idPrefix="manage"
                    legend={`Choose a new time, in ${zoneLabel}`}
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
    </>
  )
}
