import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { bookingPrivacy, manageLine, placeRows, type MeetingPlace, type MeetingTimes } from './booking-times.ts'

export interface BookingReminderProps extends SiteProps {
  before: '24h' | '1h'
  times: MeetingTimes
  /** where it happens (decision 59), the visitor's number by its last digits only */
  place?: MeetingPlace | null
  /** null when its token could not be found */
  manageUrl: string | null
}

const soon = (p: Pick<BookingReminderProps, 'before'>) => (p.before === '1h' ? 'in one hour' : 'tomorrow')

export function renderBookingReminder(p: BookingReminderProps): Promise<RenderedEmail> {
  const { site, manageUrl } = p
  return frameEmail(`Reminder: your free consultation is ${soon(p)}`, {
    site,
    title: `Your free consultation is ${soon(p)}`,
    intro: `A reminder: your free 30-minute consultation with ${site.consultantName} of ${site.businessName} is ${soon(p)}.`,
    rows: [['When', p.times.visitor], ['Our time', p.times.site], ...placeRows(p.place)],
    action: manageUrl ? { label: 'Move or cancel', url: manageUrl } : null,
    footer: `${manageLine(manageUrl, site.phone)} ${bookingPrivacy}`,
  })
}
