import { createElement as h, type ReactElement } from 'react'
import { EmailFrame, renderEmail, type RenderedEmail, type SiteProps } from './layout.ts'

/**
 * To the consultant: times are being asked for on /book faster than a person books (decision 40).
 * Nothing is booked by a request alone, so the calendar is safe; the consultant should know that
 * someone is trying, and that browsers now prove a moment of work before each request.
 */
export interface BookingFloodAlertProps extends SiteProps {
  /** requests an hour that crossed the line */
  threshold: number
  /** when, on the site's clock */
  at: string
}

export const bookingFloodAlertSubject = 'Unusually many booking requests on your site'

export function BookingFloodAlert(p: BookingFloodAlertProps): ReactElement {
  return h(EmailFrame, {
    site: p.site,
    title: 'Unusually many booking requests',
    intro: [
      `More than ${p.threshold} times were asked for on your booking page within an hour (${p.at}).`,
      'None of them holds a time until someone confirms it from the link emailed to the address they typed, so fake requests cannot fill your calendar. From now on each browser also proves a moment of work before its request is taken.',
      'You need do nothing. If real meetings arrive that you do not recognise, cancel them on the Meetings page.',
    ],
    action: { label: 'Open the Meetings page', url: `${p.siteUrl}/admin-bookings` },
  })
}

export const renderBookingFloodAlert = (p: BookingFloodAlertProps): Promise<RenderedEmail> =>
  renderEmail(bookingFloodAlertSubject, h(BookingFloodAlert, p))
