import type { SiteIdentity } from '#content/site.ts'
import type { OutgoingMail } from '#app/features/email/mailer.server.ts'
import { renderBookingOwner } from '#app/features/email/templates/booking-owner.ts'
import { renderBookingReminder } from '#app/features/email/templates/booking-reminder.ts'
import { manageLine } from '#app/features/email/templates/booking-times.ts'
import { renderBookingVisitor } from '#app/features/email/templates/booking-visitor.ts'
import { contactPositions, optionLabel } from '#app/features/leads/lead-options.ts'
import { buildInvite } from './ics.ts'
import { managePath, storedToken } from './manage-links.server.ts'
import { labelledMeetingTime, meetingTime } from '#app/lib/meeting-time.ts'

/** A booking as its emails need it, copied into the outbox's payload when they are queued. */
export interface BookingSnapshot {
  id: number
  uid: string
  sequence: number
  startsAt: string
  endsAt: string
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
  agenda: string | null
  visitorTimeZone: string
  /** the stored hash of the manage link's token: the builder finds the token from it (manage-links.server.ts) */
  tokenHash: string
}

/** The booking's emails the outbox carries (decision 40). */
export type BookingEmailJob =
  /** the invite (REQUEST) or its cancellation (CANCEL), to the visitor or to the consultant */
  | {
      kind: 'booking-invite'
      to: 'visitor' | 'owner'
      change: 'booked' | 'moved' | 'cancelled'
      /** who cancelled, for a cancellation */
      by?: 'visitor' | 'consultant'
      booking: BookingSnapshot
      /** when it was queued: the invite's DTSTAMP */
      at: string
    }
  | { kind: 'booking-reminder'; before: '24h' | '1h'; booking: BookingSnapshot; at: string }

export const BOOKING_EMAIL_KINDS = ['booking-invite', 'booking-reminder'] as const
export const isBookingEmail = (job: { kind: string }): job is BookingEmailJob =>
  (BOOKING_EMAIL_KINDS as readonly string[]).includes(job.kind)

export interface BookingMailContext {
  site: SiteIdentity
  siteUrl: string
  notifyEmail: string
  /** the email-links keys, current first: the manage link's token is made with one of them */
  linkKeys: readonly Buffer[]
}

/**
 * The message for a queued booking job: the times worded in both zones, the manage link found from
 * the stored token hash, the template's text (app/features/email/templates/, decision 48) and the
 * invitation (.ics) attached.
 */
export async function buildBookingMail(job: BookingEmailJob, ctx: BookingMailContext): Promise<OutgoingMail> {
  const { site, siteUrl, notifyEmail } = ctx
  const b = job.booking
  const start = new Date(b.startsAt)
  const end = new Date(b.endsAt)
  const token = storedToken(ctx.linkKeys, b.uid, b.tokenHash)
  const manageUrl = token ? `${siteUrl}${managePath(token)}` : null
  const times = {
    visitor: labelledMeetingTime(start, b.visitorTimeZone),
    site: labelledMeetingTime(start, site.timeZone),
  }

  if (job.kind === 'booking-reminder') {
    const mail = await renderBookingReminder({ site, siteUrl, before: job.before, times, manageUrl })
    return { to: b.email, replyTo: site.email, ...mail }
  }

  const method = job.change === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const visitor = job.to === 'visitor'
  const position = optionLabel(contactPositions, b.position)
  const summary = visitor
    ? `Free consultation with ${site.businessName}`
    : `Free consultation: ${b.firstName} ${b.lastName}, ${b.district}`
  const description = visitor
    ? `A free 30-minute consultation with ${site.consultantName} of ${site.businessName}. We call you at the time booked, or send a video link by email beforehand. ${manageLine(manageUrl, site.phone)}`
    : `Booked on the site by ${b.firstName} ${b.lastName} (${position}, ${b.district}), ${b.email}.${b.agenda ? `\n\nAgenda: ${b.agenda}` : ''}\n\nDashboard: ${siteUrl}/admin-contacts`
  const invite = buildInvite({
    method,
    uid: b.uid,
    sequence: b.sequence,
    start,
    end,
    summary,
    description,
    ...(visitor && manageUrl ? { url: manageUrl } : {}),
    organizer: { name: site.consultantName, email: notifyEmail },
    // The visitor's own copy names them by address only: nothing typed into the form goes back to
    // an address a stranger may have typed (the acknowledgement's rule).
    attendee: { name: visitor ? b.email : `${b.firstName} ${b.lastName}`, email: b.email },
    stamp: new Date(job.at),
  })
  const icalEvent = { method, filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: invite } as const

  if (visitor) {
    const mail = await renderBookingVisitor({ site, siteUrl, change: job.change, by: job.by, times, manageUrl })
    return { to: b.email, replyTo: site.email, ...mail, icalEvent }
  }
  const mail = await renderBookingOwner({
    site,
    siteUrl,
    change: job.change,
    by: job.by,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    position,
    district: b.district,
    agenda: b.agenda,
    times: { ...times, siteShort: meetingTime(start, site.timeZone) },
  })
  return { to: notifyEmail, replyTo: b.email, ...mail, icalEvent }
}
