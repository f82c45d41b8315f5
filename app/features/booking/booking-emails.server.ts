import type { bookings } from '#db/schema/index.ts'
import type { SiteIdentity } from '#content/site.ts'
import type { OutgoingMail } from '#app/features/email/mailer.server.ts'
import {
  renderBookingConfirmLink,
  renderBookingFloodAlert,
  renderBookingOwner,
  renderBookingReminder,
  renderBookingVisitor,
} from '#app/features/email/templates/booking.ts'
import { contactPositions, optionLabel } from '#app/features/leads/lead-options.ts'
import { visitorEvent } from './calendar-event.ts'
import { buildInvite } from './ics.ts'
import { placeLocation, placeView, type PlaceKind, type StoredPlace } from './place.ts'
import { phoneEnding, phoneText } from './phone.ts'
import { managePath } from './booking-paths.ts'
import { storedToken } from './manage-links.server.ts'
import { clockTime, labelledMeetingTime, meetingTime } from '#app/lib/meeting-time.ts'
import { pick } from '#app/lib/db.server.ts'

/** A booking's row as its emails need it, copied into the outbox; `tokenHash` finds the manage link's token. */
export function bookingSnapshot(row: typeof bookings.$inferSelect) {
  const { startsAt, endsAt, manageTokenHash: tokenHash, place, videoUrl, phone } = row
  return {
    ...pick(row, ['id', 'uid', 'sequence', 'firstName', 'lastName', 'email', 'position', 'district', 'agenda']),
    visitorTimeZone: row.visitorTimeZone,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    tokenHash,
    place: { place, videoUrl, phone } as StoredPlace | undefined,
  }
}
/** `place` is absent in jobs queued before places (decision 59). */
type BookingSnapshot = ReturnType<typeof bookingSnapshot>

/** What changed, for an invitation: booked, moved, cancelled, or its place (decision 59). */
export type BookingChange = 'booked' | 'moved' | 'cancelled' | 'place'

/** The booking's emails the outbox carries (decision 40). */
export type BookingEmailJob =
  /** the invite (REQUEST) or its cancellation (CANCEL), to the visitor or to the consultant */
  | {
      kind: 'booking-invite'
      to: 'visitor' | 'owner'
      change: BookingChange
      by?: 'visitor' | 'consultant'
      booking: BookingSnapshot
      /** when it was queued: the invite's DTSTAMP */
      at: string
    }
  | { kind: 'booking-reminder'; before: '24h' | '1h'; booking: BookingSnapshot; at: string }
  /** to the address typed on /book: the link that confirms the time asked for */
  | {
      kind: 'booking-link'
      request: Pick<BookingSnapshot, 'uid' | 'startsAt' | 'email' | 'visitorTimeZone' | 'tokenHash'> & {
        expiresAt: string
        /** how they asked to meet (decision 59) */
        place?: PlaceKind | null
      }
    }
  /** to the consultant: booking requests passed their hourly threshold */
  | { kind: 'booking-flood'; threshold: number; at: string }

export const BOOKING_EMAIL_KINDS = ['booking-invite', 'booking-reminder', 'booking-link', 'booking-flood'] as const
export const isBookingEmail = (job: { kind: string }): job is BookingEmailJob =>
  (BOOKING_EMAIL_KINDS as readonly string[]).includes(job.kind)

export interface BookingMailContext {
  site: SiteIdentity
  siteUrl: string
  notifyEmail: string
  /** the email-links keys, current first: the manage link's token is made with one of them */
  linkKeys: readonly Buffer[]
}

/** The message for a queued booking job (decision 48), with the invitation (.ics) attached. */
export async function buildBookingMail(job: BookingEmailJob, ctx: BookingMailContext): Promise<OutgoingMail> {
  const { site, siteUrl, notifyEmail } = ctx
  const bothTimes = (start: Date, visitorTimeZone: string) => ({
    visitor: labelledMeetingTime(start, visitorTimeZone),
    site: labelledMeetingTime(start, site.timeZone),
  })
  if (job.kind === 'booking-flood') {
    const at = labelledMeetingTime(new Date(job.at), site.timeZone)
    return { to: notifyEmail, ...(await renderBookingFloodAlert({ site, siteUrl, threshold: job.threshold, at })) }
  }
  if (job.kind === 'booking-link') {
    const r = job.request
    const token = storedToken(ctx.linkKeys, r.uid, r.tokenHash)
    if (!token) throw new Error('booking link: no key makes its token')
    const start = new Date(r.startsAt)
    const mail = await renderBookingConfirmLink({
      site,
      siteUrl,
      times: bothTimes(start, r.visitorTimeZone),
      place:
        r.place === 'video'
          ? { label: 'Video call', detail: 'the link comes with your invitation' }
          : r.place === 'phone'
            ? { label: 'Phone call', detail: 'we call the number you gave' }
            : null,
      confirmUrl: `${siteUrl}${managePath(token)}`,
      expires: clockTime(new Date(r.expiresAt), r.visitorTimeZone),
    })
    return { to: r.email, replyTo: site.email, ...mail }
  }
  const b = job.booking
  const start = new Date(b.startsAt)
  const end = new Date(b.endsAt)
  const token = storedToken(ctx.linkKeys, b.uid, b.tokenHash)
  const manageUrl = token ? `${siteUrl}${managePath(token)}` : null
  const times = bothTimes(start, b.visitorTimeZone)

  // Mail to the visitor's address names their number by its last digits only; the consultant's, in full.
  const stored = b.place ?? { place: null, videoUrl: null, phone: null }
  const visitorPlace = placeView(stored, phoneEnding)
  const ownerPlace = placeView(stored, phoneText)

  const toVisitor = { site, siteUrl, times, place: visitorPlace, manageUrl }
  if (job.kind === 'booking-reminder') {
    return { to: b.email, replyTo: site.email, ...(await renderBookingReminder({ ...toVisitor, before: job.before })) }
  }

  const method = job.change === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const visitor = job.to === 'visitor'
  const position = optionLabel(contactPositions, b.position)
  const place = visitor ? visitorPlace : ownerPlace
  const event = visitor
    ? visitorEvent(site, { start, end, place, manageUrl })
    : {
        summary: `Free consultation: ${b.firstName} ${b.lastName}, ${b.district}`,
        description: `Booked on the site by ${b.firstName} ${b.lastName} (${position}, ${b.district}), ${b.email}.${place ? `\n\n${place.label}: ${place.detail}` : ''}${b.agenda ? `\n\nAgenda: ${b.agenda}` : ''}\n\nDashboard: ${siteUrl}/admin-contacts`,
        ...(place ? { location: placeLocation(place) } : {}),
        ...(place?.kind === 'video' ? { url: place.href } : {}),
      }
  const invite = buildInvite({
    method,
    uid: b.uid,
    sequence: b.sequence,
    ...event,
    start,
    end,
    organizer: { name: site.consultantName, email: notifyEmail },
    // The visitor's own copy names them by address only: nothing typed into the form goes back to
    // an address a stranger may have typed (the acknowledgement's rule).
    attendee: { name: visitor ? b.email : `${b.firstName} ${b.lastName}`, email: b.email },
    stamp: new Date(job.at),
  })
  const icalEvent = { method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: invite } as const

  if (visitor) {
    const mail = await renderBookingVisitor({ ...toVisitor, change: job.change, by: job.by })
    return { to: b.email, replyTo: site.email, ...mail, icalEvent }
  }
  const mail = await renderBookingOwner({
    site,
    siteUrl,
    change: job.change,
    by: job.by,
    ...pick(b, ['firstName', 'lastName', 'email', 'district', 'agenda']),
    position,
    place: ownerPlace,
    times: { ...times, siteShort: meetingTime(start, site.timeZone) },
  })
  return { to: notifyEmail, replyTo: b.email, ...mail, icalEvent }
}
