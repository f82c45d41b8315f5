import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { placeRows, type MeetingPlace, type MeetingTimes } from './booking-times.ts'

/** Nothing is booked until the link is opened and confirmed; it repeats nothing typed into the form (decision 40). */
export interface BookingConfirmLinkProps extends SiteProps {
  times: MeetingTimes
  /** how they asked to meet (decision 59); never the number typed */
  place?: MeetingPlace | null
  confirmUrl: string
  /** on the visitor's clock */
  expires: string
}

export const bookingConfirmLinkSubject = 'Confirm your free consultation time'

export function renderBookingConfirmLink(p: BookingConfirmLinkProps): Promise<RenderedEmail> {
  const { site } = p
  return frameEmail(bookingConfirmLinkSubject, {
    site,
    title: 'Confirm your consultation time',
    intro: [
      `Someone, we hope you, asked for a free 30-minute consultation with ${site.consultantName} of ${site.businessName} at the time below.`,
      `The time is not booked yet. Open the link and press Confirm by ${p.expires}: the first person to confirm a time gets it. Your calendar invitation follows at once.`,
    ],
    rows: [['Time asked for', p.times.visitor], ['Our time', p.times.site], ...placeRows(p.place)],
    action: { label: 'Confirm this time', url: p.confirmUrl },
    footer: `If you did not ask for this, ignore this email: nothing is booked, and we will not write again about it. Questions: ${site.phone}.`,
  })
}
