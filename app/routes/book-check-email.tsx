import { MailCheck } from 'lucide-react'
import { data } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { CONFIRM_WITHIN_MINUTES } from '#app/features/booking/booking-requests.server.ts'
import { isTimeZone } from '#app/features/booking/time-zones.ts'
import { labelledMeetingTime } from '#app/lib/meeting-time.ts'
import { privateMeta } from '#app/lib/seo.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/book-check-email'

/** After Book (decision 40): its query holds only the time and zone, so it never tells whether a link was sent. */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const at = new Date(query.get('at') ?? '')
  const tz = query.get('tz')
  if (Number.isNaN(at.getTime())) throw data(null, { status: 404 })
  const { site } = context.get(servicesContext).env
  const timeZone = isTimeZone(tz) ? tz : site.timeZone
  return { when: labelledMeetingTime(at, timeZone), minutes: CONFIRM_WITHIN_MINUTES }
}

export const meta = privateMeta('Confirm your time from the email')

export default function BookCheckEmail({ loaderData: { when, minutes } }: Route.ComponentProps) {
  const site = useSite()
  return (
    <section className="container-page max-w-2xl py-16" aria-labelledby="check-email-heading">
      <MailCheck aria-hidden="true" className="size-12 text-brand-700" />
      <h1 id="check-email-heading" className="mt-4 text-3xl font-bold">
        Check your email to confirm
      </h1>
      <p className="mt-4 text-lg">
        <strong className="font-semibold">{when}</strong> is not booked yet.
      </p>
      <ol className="mt-6 list-decimal space-y-2 pl-6">
        <li>Open the email we just sent to the address you gave, “Confirm your free consultation time”.</li>
        <li>
          Press its <strong className="font-semibold">Confirm this time</strong> link, then Confirm on the page it
          opens, within {minutes} minutes.
        </li>
        <li>Your calendar invitation arrives straight after, with a link to move or cancel the meeting.</li>
      </ol>
      <p className="mt-6 text-muted">
        Until then anyone may book the same time: the first to confirm it gets it. If that happens, the page tells you
        and shows the times still open.
      </p>
      <div className="card mt-8 p-5">
        <h2 className="font-semibold">No email after a few minutes?</h2>
        <p className="mt-2 text-sm">
          Look in your spam or junk folder for a message from {site.email}. Or call us at{' '}
          <a href={site.phoneHref} className="font-medium text-brand-700 underline">
            {site.phone}
          </a>{' '}
          and we will book it with you. Typed the wrong address?{' '}
          <a href="/book" className="font-medium text-brand-700 underline">
            Choose a time again
          </a>
          .
        </p>
      </div>
    </section>
  )
}
