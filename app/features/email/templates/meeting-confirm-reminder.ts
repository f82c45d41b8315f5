import { labelledMeetingTime } from '#app/lib/meeting-time.ts'
import { headerSafe } from '../header-safe.ts'
import { frameEmail, when, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, type PersonFacts } from './lead-facts.ts'

/** Still unconfirmed 3 hours after booking: its confirmation is the lead's first response (decision 40). */
export function renderMeetingConfirmReminder(
  p: SiteProps & PersonFacts & { startsAt: string; createdAt: string },
): Promise<RenderedEmail> {
  const name = headerSafe(fullName(p))
  const booked = when(p.createdAt, p.site.timeZone)
  return frameEmail(
    `Reminder: confirm the meeting with ${name}, ${headerSafe(p.district)}, on ${when(p.startsAt, p.site.timeZone)}`,
    {
      site: p.site,
      title: 'A booked meeting is still waiting for your confirmation',
      intro: `${name} booked a free consultation at ${booked} and it is not confirmed yet. The footer promises a reply within 4 hours, and your confirmation is that reply: confirm the meeting on the Meetings page, or reply to this email to write to ${name} directly.`,
      rows: [
        ['When', labelledMeetingTime(new Date(p.startsAt), p.site.timeZone)],
        ...personRows(p),
        ['Booked', booked],
      ],
      action: { label: 'Open the Meetings page', url: `${p.siteUrl}/admin-bookings` },
    },
  )
}
