import type { SiteIdentity } from '#content/site.ts'
import type { OutgoingMail } from '#app/features/email/mailer.server.ts'
import { headerSafe } from '#app/features/email/header-safe.ts'
import { layout } from '#app/features/leads/lead-emails.server.ts'
import { contactPositions, optionLabel } from '#app/features/leads/lead-options.ts'
import { buildInvite } from './ics.ts'
import { managePath, storedToken } from './manage-links.server.ts'
import { meetingTime } from './slots.ts'
import { timeZoneLabel } from './time-zones.ts'

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

const subjects = {
  booked: 'Your free consultation is booked',
  moved: 'Your free consultation has moved',
  cancelled: 'Your free consultation is cancelled',
} as const

const ownerSubjects = { booked: 'New booking', moved: 'Booking moved', cancelled: 'Booking cancelled' } as const

export function buildBookingMail(job: BookingEmailJob, ctx: BookingMailContext): OutgoingMail {
  const { site, siteUrl, notifyEmail } = ctx
  const b = job.booking
  const start = new Date(b.startsAt)
  const end = new Date(b.endsAt)
  const token = storedToken(ctx.linkKeys, b.uid, b.tokenHash)
  const manageUrl = token ? `${siteUrl}${managePath(token)}` : null
  const visitorWhen = `${meetingTime(start, b.visitorTimeZone)} ${timeZoneLabel(b.visitorTimeZone, start)}`
  const siteWhen = `${meetingTime(start, site.timeZone)} ${timeZoneLabel(site.timeZone, start)}`
  const manageLine = manageUrl
    ? `To move or cancel it (until 4 hours before), use your private link: ${manageUrl}`
    : `To move or cancel it, reply to this email or call ${site.phone}.`
  const privacy =
    'You are receiving this because this address was used to book a consultation on our site. If that was not you, open the link above and cancel it.'

  if (job.kind === 'booking-reminder') {
    const soon = job.before === '1h' ? 'in one hour' : 'tomorrow'
    const body = layout(site, {
      title: `Your free consultation is ${soon}`,
      intro: `A reminder: your free 30-minute consultation with ${site.consultantName} of ${site.businessName} is ${soon}.`,
      rows: [
        ['When', visitorWhen],
        ['Our time', siteWhen],
      ],
      ...(manageUrl ? { action: { label: 'Move or cancel', url: manageUrl } } : {}),
      footer: `${manageLine} ${privacy}`,
    })
    return { to: b.email, replyTo: site.email, subject: `Reminder: your free consultation is ${soon}`, ...body }
  }

  const method = job.change === 'cancelled' ? 'CANCEL' : 'REQUEST'
  const visitor = job.to === 'visitor'
  const summary = visitor
    ? `Free consultation with ${site.businessName}`
    : `Free consultation: ${b.firstName} ${b.lastName}, ${b.district}`
  const description = visitor
    ? `A free 30-minute consultation with ${site.consultantName} of ${site.businessName}. We call you at the time booked, or send a video link by email beforehand. ${manageLine}`
    : `Booked on the site by ${b.firstName} ${b.lastName} (${optionLabel(contactPositions, b.position)}, ${b.district}), ${b.email}.${b.agenda ? `\n\nAgenda: ${b.agenda}` : ''}\n\nDashboard: ${siteUrl}/admin-contacts`
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
    const intro = {
      booked: `Your free 30-minute consultation with ${site.consultantName} of ${site.businessName} is booked. The invitation is attached: open it to add the meeting to your calendar.`,
      moved: `Your free consultation has moved to the time below. The updated invitation is attached: open it and your calendar moves the meeting.`,
      cancelled:
        job.by === 'consultant'
          ? `We are sorry: ${site.consultantName} had to cancel your free consultation. Please book another time on our site, or reply to this email.`
          : 'Your free consultation is cancelled, as you asked. Open the attachment to take it off your calendar.',
    }[job.change]
    const body = layout(site, {
      title: subjects[job.change],
      intro,
      rows: [
        [job.change === 'cancelled' ? 'Was' : 'When', visitorWhen],
        ['Our time', siteWhen],
      ],
      action:
        job.change === 'cancelled'
          ? { label: 'Book another time', url: `${siteUrl}/book` }
          : manageUrl
            ? { label: 'Move or cancel', url: manageUrl }
            : undefined,
      footer:
        job.change === 'cancelled'
          ? privacy.replace(', open the link above and cancel it', ', ignore it')
          : `${manageLine} ${privacy}`,
    })
    return { to: b.email, replyTo: site.email, subject: subjects[job.change], ...body, icalEvent }
  }

  const name = headerSafe(`${b.firstName} ${b.lastName}`)
  const body = layout(site, {
    title: `${ownerSubjects[job.change]}: ${b.firstName} ${b.lastName}`,
    intro: {
      booked: `${name} booked a free consultation. Open the attachment to add it to your calendar, and confirm it on the dashboard: the confirmation is the lead's first response.`,
      moved: `${name} moved their free consultation to the time below. Open the attachment to move it in your calendar.`,
      cancelled:
        job.by === 'consultant'
          ? `You cancelled the free consultation with ${name}; they were told. Open the attachment to take it off your calendar.`
          : `${name} cancelled their free consultation. Open the attachment to take it off your calendar.`,
    }[job.change],
    rows: [
      ['When', siteWhen],
      ['Their time', visitorWhen],
      ['Name', `${b.firstName} ${b.lastName}`],
      ['Email', b.email],
      ['Position', optionLabel(contactPositions, b.position)],
      ['District', b.district],
      ['Agenda', b.agenda ?? '—'],
    ],
    action: { label: 'Open the dashboard', url: `${siteUrl}/admin-contacts` },
  })
  return {
    to: notifyEmail,
    replyTo: b.email,
    subject: `${ownerSubjects[job.change]}: ${name}, ${headerSafe(b.district)}, ${meetingTime(start, site.timeZone)}`,
    ...body,
    icalEvent,
  }
}
