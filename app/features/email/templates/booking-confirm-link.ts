import { createElement as h, type ReactElement } from 'react'
import { EmailFrame, renderEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { placeRows, type MeetingPlace, type MeetingTimes } from './booking-times.ts'

/**
 * To the address typed on /book: the link that books the time asked for (decision 40). Nothing is
 * booked until it is opened and its page's Confirm pressed, so a stranger's address typed into the
 * form gets this one message and no meeting. It repeats nothing else typed into the form.
 */
export interface BookingConfirmLinkProps extends SiteProps {
  times: MeetingTimes
  /** how they asked to meet (decision 59); never the number typed */
  place?: MeetingPlace | null
  /** the page that confirms the time */
  confirmUrl: string
  /** "10:42 AM Central Time": when the link stops working, on the visitor's clock */
  expires: string
}

export const bookingConfirmLinkSubject = 'Confirm your free consultation time'

export function BookingConfirmLink(p: BookingConfirmLinkProps): ReactElement {
  const { site } = p
  return h(EmailFrame, {
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

export const renderBookingConfirmLink = (p: BookingConfirmLinkProps): Promise<RenderedEmail> =>
  renderEmail(bookingConfirmLinkSubject, h(BookingConfirmLink, p))
