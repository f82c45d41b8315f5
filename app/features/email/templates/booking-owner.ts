import { headerSafe } from '../header-safe.ts'
import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, type PersonFacts } from './lead-facts.ts'
import { placeRows, type MeetingPlace, type MeetingTimes } from './booking-times.ts'

/** The caller attaches the invitation (.ics). */
export interface BookingOwnerProps extends SiteProps, PersonFacts {
  change: 'booked' | 'moved' | 'cancelled' | 'place'
  by?: 'visitor' | 'consultant'
  agenda: string | null
  /** where it happens (decision 59), the visitor's number in full */
  place?: MeetingPlace | null
  times: MeetingTimes & {
    /** unlabelled, for the subject */
    siteShort: string
  }
}

const titles = {
  booked: 'New booking',
  moved: 'Booking moved',
  cancelled: 'Booking cancelled',
  place: 'New meeting link',
} as const

export function renderBookingOwner(p: BookingOwnerProps): Promise<RenderedEmail> {
  const name = headerSafe(fullName(p))
  return frameEmail(
    `${titles[p.change]}: ${headerSafe(fullName(p))}, ${headerSafe(p.district)}, ${p.times.siteShort}`,
    {
      site: p.site,
      title: `${titles[p.change]}: ${fullName(p)}`,
      intro: {
        booked: `${name} booked a free consultation. Open the attachment to add it to your calendar, and confirm it on the dashboard: the confirmation is the lead's first response.`,
        moved: `${name} moved their free consultation to the time below. Open the attachment to move it in your calendar.`,
        place: `The free consultation with ${name} has your new meeting room's address; they were sent the updated invitation. Open the attachment to update your calendar.`,
        cancelled:
          p.by === 'consultant'
            ? `You cancelled the free consultation with ${name}; they were told. Open the attachment to take it off your calendar.`
            : `${name} cancelled their free consultation. Open the attachment to take it off your calendar.`,
      }[p.change],
      rows: [
        ['When', p.times.site],
        ['Their time', p.times.visitor],
        ...placeRows(p.place),
        ['Name', fullName(p)],
        ['Email', p.email],
        ['Position', p.position],
        ['District', p.district],
        ['Agenda', p.agenda ?? '—'],
      ],
      action: { label: 'Open the dashboard', url: `${p.siteUrl}/admin-contacts` },
    },
  )
}
