import { Clock, Phone, Video } from 'lucide-react'
import { requestContext, servicesContext } from '#app/context.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { bookAction } from '#app/features/booking/booking-action.server.ts'
import { BookingForm } from '#app/features/booking/booking-form.tsx'
import { chooseDay } from '#app/features/booking/month-view.ts'
import { offeredPlaces } from '#app/features/booking/place.ts'
import { bookPath } from '#app/features/booking/booking-paths.ts'
import { TimeZoneForm } from '#app/features/booking/time-zone-form.tsx'
import { isTimeZone, US_TIME_ZONES } from '#app/features/booking/time-zones.ts'
import { useFormRefusal } from '#app/lib/forms/form-refusal.ts'
import { timeZoneLabel } from '#app/lib/meeting-time.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/book'

/** The hero's line for the places offered (decision 59); none: the consultant arranges it. */
const PLACE_LINES: Record<string, string> = {
  video: 'By video call: the link comes with your invitation',
  phone: 'By phone: we call you',
  'video phone': 'By video call or phone, as you choose',
}

/** Decisions 40 and 59: `?day=` is the first open day until one is chosen; `?tz=` the site's zone until one is. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const asked = query.get('tz')
  const { booking, env } = context.get(servicesContext)
  const { site } = env
  const timeZone = isTimeZone(asked) ? asked : site.timeZone
  const choice = chooseDay(await booking.days(timeZone), query.get('day'))
  const places = offeredPlaces(await booking.availability())
  const zones = [...new Set<string>([...US_TIME_ZONES, timeZone])]
  return {
    timeZone,
    zoneLabel: timeZoneLabel(timeZone),
    consultantZone: timeZoneLabel(site.timeZone),
    zones: zones.map((value) => ({ value, label: timeZoneLabel(value) })),
    choice,
    places,
  }
}

export const action = ({ request, context }: Route.ActionArgs) =>
  bookAction(request, context.get(servicesContext).bookingIntake, context.get(requestContext))

export const meta = pageMeta({
  title: 'Book a Free Consultation',
  description:
    'Pick a time for a free 30-minute consultation about your district’s cybersecurity. You get a calendar invitation by email.',
  path: '/book',
})

export default function Book({ loaderData }: Route.ComponentProps) {
  const { timeZone, zoneLabel, consultantZone, zones, choice, places } = loaderData
  const refusal = useFormRefusal('book')
  const site = useSite()
  const zone = timeZone === site.timeZone ? undefined : timeZone
  const keep: Record<string, string> = zone ? { tz: zone } : {}
  return (
    <>
      <PageHero
        eyebrow="Free consultation"
        title="Book a 30-minute call"
        lead="Pick a time that suits you and confirm it from the email we send. Then a calendar invitation arrives, with a private link to move or cancel it."
        containerClassName="max-w-4xl"
      >
        <ul className="mt-6 flex flex-col gap-2 text-sm text-slate-300 sm:flex-row sm:gap-6">
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            30 minutes, free, no obligation
          </li>
          <li className="flex items-center gap-2">
            {places.length === 1 && places[0] === 'phone' ? (
              <Phone aria-hidden="true" className="size-4" />
            ) : (
              <Video aria-hidden="true" className="size-4" />
            )}
            {PLACE_LINES[places.join(' ')] ?? 'By phone or video, as you prefer'}
          </li>
        </ul>
      </PageHero>
      <section className="container-page max-w-4xl py-12" aria-labelledby="book-heading">
        <h2 id="book-heading" className="sr-only">
          Open times
        </h2>
        <TimeZoneForm action={bookPath(zone)} timeZone={timeZone} options={zones} consultantZone={consultantZone} />
        <div className="card mt-8 p-5 sm:p-8">
          {choice ? (
            <>
              <p className="mb-6 text-sm text-muted">
                Times are shown in <strong className="font-semibold text-ink">{zoneLabel}</strong>.
              </p>
              <BookingForm
                action={bookPath(zone, choice.day.date)}
                choice={choice}
                keep={keep}
                places={places}
                timeZone={timeZone}
                refusal={refusal}
              />
            </>
          ) : (
            <div>
              <p className="font-semibold">No times are open right now.</p>
              <p className="mt-2 text-muted">
                Please{' '}
                <a href="/#contact" className="font-medium text-brand-700 underline">
                  send a consultation request
                </a>{' '}
                or call{' '}
                <a href={site.phoneHref} className="font-medium text-brand-700 underline">
                  {site.phone}
                </a>
                , and we will find a time together.
              </p>
            </div>
          )}
        </div>
      </section>
    </>
  )
}
