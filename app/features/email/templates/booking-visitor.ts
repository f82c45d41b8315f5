import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { bookingPrivacy, manageLine, placeRows, type MeetingPlace, type MeetingTimes } from './booking-times.ts'

/** The caller attaches the invitation (.ics); it repeats nothing typed into the form. */
export interface BookingVisitorProps extends SiteProps {
  change: 'booked' | 'moved' | 'cancelled' | 'place'
  by?: 'visitor' | 'consultant'
  times: MeetingTimes
  /** where it happens (decision 59), the visitor's number by its last digits only */
  place?: MeetingPlace | null
  /** null when its token could not be found */
  manageUrl: string | null
}

const subjects = {
  booked: 'Your free consultation is booked',
  moved: 'Your free consultation has moved',
  cancelled: 'Your free consultation is cancelled',
  place: 'Your free consultation has a new meeting link',
} as const

export function renderBookingVisitor(p: BookingVisitorProps): Promise<RenderedEmail> {
  const { site, change, manageUrl } = p
  const cancelled = change === 'cancelled'
  const intro = {
    booked: `Your free 30-minute consultation with ${site.consultantName} of ${site.businessName} is booked. The invitation is attached: open it to add the meeting to your calendar.`,
    moved: `Your free consultation has moved to the time below. The updated invitation is attached: open it and your calendar moves the meeting.`,
    place: `The video call for your free consultation has a new address, below. The updated invitation is attached: open it and your calendar has the new link. The time is unchanged.`,
    cancelled:
      p.by === 'consultant'
        ? `We are sorry: ${site.consultantName} had to cancel your free consultation. Please book another time on our site, or reply to this email.`
        : 'Your free consultation is cancelled, as you asked. Open the attachment to take it off your calendar.',
  }[change]
  return frameEmail(subjects[p.change], {
    site,
    title: subjects[change],
    intro,
    rows: [
      [cancelled ? 'Was' : 'When', p.times.visitor],
      ['Our time', p.times.site],
      ...(cancelled ? [] : placeRows(p.place)),
    ],
    action: cancelled
      ? { label: 'Book another time', url: `${p.siteUrl}/book` }
      : manageUrl
        ? { label: 'Move or cancel', url: manageUrl }
        : null,
    footer: cancelled
      ? bookingPrivacy.replace(', open the link above and cancel it', ', ignore it')
      : `${manageLine(manageUrl, site.phone)} ${bookingPrivacy}`,
  })
}
