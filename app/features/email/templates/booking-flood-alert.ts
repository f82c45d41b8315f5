import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'

/** Nothing is booked by a request alone; browsers now prove a moment of work before each (decision 40). */
export interface BookingFloodAlertProps extends SiteProps {
  /** requests an hour */
  threshold: number
  at: string
}

export function renderBookingFloodAlert(p: BookingFloodAlertProps): Promise<RenderedEmail> {
  return frameEmail('Unusually many booking requests on your site', {
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
