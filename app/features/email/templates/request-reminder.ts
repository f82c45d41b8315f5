import { headerSafe } from '../header-safe.ts'
import { frameEmail, when, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, type PersonFacts } from './lead-facts.ts'

/** Still New 3 hours after it arrived. */
export function renderRequestReminder(p: SiteProps & PersonFacts & { createdAt: string }): Promise<RenderedEmail> {
  const name = headerSafe(fullName(p))
  const arrived = when(p.createdAt, p.site.timeZone)
  return frameEmail(`Reminder: ${name}, ${headerSafe(p.district)}, is still waiting for a reply`, {
    site: p.site,
    title: 'A request is still waiting for a reply',
    intro: `${name}'s consultation request arrived at ${arrived} and is still New. The footer promises a reply within 4 hours: reply to this email to answer ${name} directly, then mark the request Contacted on the dashboard.`,
    rows: [...personRows(p), ['Arrived', arrived]],
    action: { label: 'Open the dashboard', url: `${p.siteUrl}/admin-contacts` },
  })
}
