import { CalendarX } from 'lucide-react'
import { data } from 'react-router'
import { requestContext, servicesContext } from '#app/context.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { manageAction } from '#app/features/booking/booking-action.server.ts'
import { manageTokenSchema } from '#app/features/booking/booking.schema.ts'
import { ManagedMeeting, type ManagedMeetingView } from '#app/features/booking/managed-meeting.tsx'
import { MeetingCard, type MeetingTimeView } from '#app/features/booking/meeting-card.tsx'
import { chooseDay } from '#app/features/booking/month-view.ts'
import { meetingIcsPath } from '#app/features/booking/booking-paths.ts'
import { googleCalendarUrl, outlookUrl, visitorEvent } from '#app/features/booking/calendar-event.ts'
import { phoneText } from '#app/features/booking/phone.ts'
import { placeView } from '#app/features/booking/place.ts'
import { PendingRequest, type PendingView } from '#app/features/booking/pending-request.tsx'
import { clockTime, labelledMeetingTime, meetingTime, timeZoneLabel } from '#app/lib/meeting-time.ts'
import { useFormRefusal } from '#app/lib/forms/form-refusal.ts'
import { privateMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/book-manage'

/**
 * A meeting's private page, opened only from its emails (decision 40). Every change is a button that
 * posts, so a mail scanner opening the link changes nothing; a cancelled meeting says only that.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!manageTokenSchema.safeParse(params.token).success) throw data(null, { status: 404 })
  const { booking, bookingRequests, env } = context.get(servicesContext)
  const timeOf = (start: Date, zone: string): MeetingTimeView => ({
    when: meetingTime(start, zone),
    zoneLabel: timeZoneLabel(zone, start),
    ours: labelledMeetingTime(start, env.site.timeZone),
  })
  const query = new URL(request.url).searchParams
  const meeting = await booking.manage(params.token)
  if (!meeting) {
    const pending = await bookingRequests.pending(params.token)
    if (!pending) throw data(null, { status: 404 })
    const zone = pending.visitorTimeZone
    const time = timeOf(pending.startsAt, zone)
    if (pending.moved) return { state: 'moved' as const, time }
    const view: PendingView = {
      time,
      expires: clockTime(pending.expiresAt, zone),
      expired: pending.expired,
      existing: pending.existing ? labelledMeetingTime(pending.existing.startsAt, zone) : null,
      choice: pending.expired ? null : chooseDay(await booking.days(zone), query.get('day')),
      choosing: query.has('day'),
    }
    return { state: 'pending' as const, view }
  }
  if (meeting.status === 'cancelled') return { state: 'cancelled' as const }
  const zone = meeting.visitorTimeZone
  const place = placeView(meeting.place, phoneText)
  const event = visitorEvent(env.site, { start: meeting.startsAt, end: meeting.endsAt, place, manageUrl: null })
  const view: ManagedMeetingView = {
    time: timeOf(meeting.startsAt, zone),
    // the visitor's own number in full: this page opens only from their mailbox
    place,
    calendar: {
      google: googleCalendarUrl(event),
      outlookWork: outlookUrl(event, 'work'),
      outlookPersonal: outlookUrl(event, 'personal'),
      ics: meetingIcsPath(params.token),
    },
    changeable: meeting.changeable,
    // the other open times: this meeting's own is not a move
    choice: meeting.changeable
      ? chooseDay(
          (await booking.days(zone, meeting.id)).map((day) => ({
            ...day,
            times: day.times.filter((t) => t.start !== meeting.startsAt.toISOString()),
          })),
          query.get('day'),
        )
      : null,
  }
  const notice = query.has('booked') ? ('booked' as const) : query.has('moved') ? ('moved' as const) : null
  return { state: 'booked' as const, view, notice }
}

export const action = ({ request, params, context }: Route.ActionArgs) =>
  manageAction(request, context.get(servicesContext), params.token, context.get(requestContext))

export const meta = privateMeta(
  'Your consultation',
  'Your free consultation: when and where it happens, add it to your calendar, move or cancel it.',
)

const Hero = ({ title, lead }: { title: string; lead: string }) => (
  <PageHero eyebrow="Your free consultation" title={title} lead={lead} containerClassName="max-w-3xl" />
)

export default function ManageBooking({ loaderData }: Route.ComponentProps) {
  const refusal = useFormRefusal('confirm', 'reschedule', 'cancel')
  switch (loaderData.state) {
    case 'pending':
      return (
        <>
          <Hero title="Confirm your time" lead="This time is not booked until you press Confirm." />
          <PendingRequest view={loaderData.view} refusal={refusal} />
        </>
      )
    case 'moved':
      return (
        <>
          <Hero
            title="Your meeting has moved"
            lead="The updated calendar invitation is on its way to your inbox. Its link lets you move or cancel the meeting."
          />
          <section className="container-page max-w-3xl py-12" aria-label="Your meeting">
            <MeetingCard time={loaderData.time} />
          </section>
        </>
      )
    case 'cancelled':
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
    case 'booked': {
      const { notice } = loaderData
      return (
        <>
          <Hero
            title={
              notice === 'booked' ? 'You are booked' : notice === 'moved' ? 'Your meeting has moved' : 'Your meeting'
            }
            lead={
              notice
                ? 'We have emailed you the calendar invitation. Keep that email: its link brings you back here.'
                : 'Move or cancel your free consultation here.'
            }
          />
          <ManagedMeeting view={loaderData.view} refusal={refusal} />
        </>
      )
    }
  }
}
