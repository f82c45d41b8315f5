import { headerSafe } from '../header-safe.ts'
import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, type PersonFacts } from './lead-facts.ts'

/** The booking's emails (decision 40): the confirmation link, the flood alert, the invitations and reminders. */

/** Worded by the caller, which knows the time zones; `site`: on the site's clock, labelled. */
type MeetingTimes = { visitor: string; site: string }

/** Their private link, or a reply. */
export function manageLine(manageUrl: string | null, phone: string): string {
  return manageUrl
    ? `To move or cancel it (until 4 hours before), use your private link: ${manageUrl}`
    : `To move or cancel it, reply to this email or call ${phone}.`
}

export const bookingPrivacy =
  'You are receiving this because this address was used to book a consultation on our site. If that was not you, open the link above and cancel it.'

/**
 * Where a meeting happens, worded by the caller (decision 59): "Video call" and the room's address;
 * null for a meeting whose place the consultant arranges. To the visitor's address, never the number typed.
 */
type MeetingPlace = { label: string; detail: string } | null | undefined

const placeRows = (place: MeetingPlace): [string, string][] =>
  place ? [['Where', `${place.label}: ${place.detail}`]] : []

/** What every email about one meeting is given. */
interface MeetingProps extends SiteProps {
  times: MeetingTimes
  place?: MeetingPlace
  /** null when its token could not be found */
  manageUrl: string | null
}

/** Nothing is booked until the link is opened and confirmed; it repeats nothing typed into the form (decision 40). */
type BookingConfirmLinkProps = Omit<MeetingProps, 'manageUrl'> & {
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

/** Nothing is booked by a request alone; browsers now prove a moment of work before each (decision 40). */
export function renderBookingFloodAlert(p: SiteProps & { threshold: number; at: string }): Promise<RenderedEmail> {
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

/** What changed, and who cancelled; the caller attaches the invitation (.ics). */
interface ChangeProps {
  change: 'booked' | 'moved' | 'cancelled' | 'place'
  by?: 'visitor' | 'consultant'
}

/** To the consultant: the visitor's number in full; `siteShort`, unlabelled, for the subject. */
type BookingOwnerProps = Omit<MeetingProps, 'manageUrl'> &
  ChangeProps &
  PersonFacts & { agenda: string | null; times: { siteShort: string } }

const titles = {
  booked: 'New booking',
  moved: 'Booking moved',
  cancelled: 'Booking cancelled',
  place: 'New meeting link',
} as const

export function renderBookingOwner(p: BookingOwnerProps): Promise<RenderedEmail> {
  const name = headerSafe(fullName(p))
  return frameEmail(`${titles[p.change]}: ${name}, ${headerSafe(p.district)}, ${p.times.siteShort}`, {
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
      ...personRows(p),
      ['Agenda', p.agenda ?? '—'],
    ],
    action: { label: 'Open the dashboard', url: `${p.siteUrl}/admin-contacts` },
  })
}

type BookingReminderProps = MeetingProps & { before: '24h' | '1h' }

const soon = (p: BookingReminderProps) => (p.before === '1h' ? 'in one hour' : 'tomorrow')

/** To the visitor (this and the next): their number by its last digits only. */
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

const subjects = {
  booked: 'Your free consultation is booked',
  moved: 'Your free consultation has moved',
  cancelled: 'Your free consultation is cancelled',
  place: 'Your free consultation has a new meeting link',
} as const

/** It repeats nothing typed into the form. */
export function renderBookingVisitor(p: MeetingProps & ChangeProps): Promise<RenderedEmail> {
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
