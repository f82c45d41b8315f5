import type { SiteIdentity } from '#content/site.ts'
import { manageLine } from '#app/features/email/templates/booking.ts'
import { placeLocation, placeSentence, type PlaceView } from './place.ts'

export type VisitorEvent = ReturnType<typeof visitorEvent>

/**
 * The meeting as the visitor's calendar shows it (decisions 40, 59). The Google and Outlook links go
 * without `manageUrl`: their addresses pass through another company's servers and the browser's history.
 */
export function visitorEvent(
  site: Pick<SiteIdentity, 'businessName' | 'consultantName' | 'phone'>,
  meeting: { start: Date; end: Date; place: PlaceView | null; manageUrl: string | null },
) {
  const { place, manageUrl } = meeting
  const location = place ? placeLocation(place) : undefined
  const url = place?.kind === 'video' ? place.href : (manageUrl ?? undefined)
  return {
    start: meeting.start,
    end: meeting.end,
    summary: `Free consultation with ${site.businessName}`,
    description: `A free 30-minute consultation with ${site.consultantName} of ${site.businessName}. ${placeSentence(place)} ${
      manageUrl
        ? manageLine(manageUrl, site.phone)
        : `To move or cancel it, use the link in the email we sent you, or call ${site.phone}.`
    }`,
    ...(location ? { location } : {}),
    ...(url ? { url } : {}),
  }
}

/** "20260303T150000Z": the instant as Google Calendar's `dates` takes it, in UTC. */
const compact = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** "Add to Google Calendar": its documented event template (`action=TEMPLATE`), in UTC. */
export function googleCalendarUrl(e: VisitorEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.summary,
    dates: `${compact(e.start)}/${compact(e.end)}`,
    details: e.description,
    ...(e.location ? { location: e.location } : {}),
  })
  return `https://calendar.google.com/calendar/render?${query}`
}

/** "Add to Outlook": Outlook on the web's compose deep link, for a work or school account or a personal one. */
export function outlookUrl(e: VisitorEvent, account: 'work' | 'personal'): string {
  const host = account === 'work' ? 'outlook.office.com' : 'outlook.live.com'
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.summary,
    startdt: e.start.toISOString(),
    enddt: e.end.toISOString(),
    body: e.description,
    ...(e.location ? { location: e.location } : {}),
  })
  return `https://${host}/calendar/0/action/compose?${query}`
}
