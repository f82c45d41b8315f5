import { createElement as h, type ReactElement } from 'react'
import { headerSafe } from '../header-safe.ts'
import { EmailFrame, renderEmail, when, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, type PersonFacts } from './lead-facts.ts'

/** Still New 3 hours after it arrived. */
export interface RequestReminderProps extends SiteProps, PersonFacts {
  createdAt: string
}

export function requestReminderSubject(p: RequestReminderProps): string {
  return `Reminder: ${headerSafe(fullName(p))}, ${headerSafe(p.district)}, is still waiting for a reply`
}

export function RequestReminder(p: RequestReminderProps): ReactElement {
  const name = headerSafe(fullName(p))
  const arrived = when(p.createdAt, p.site.timeZone)
  return h(EmailFrame, {
    site: p.site,
    title: 'A request is still waiting for a reply',
    intro: `${name}'s consultation request arrived at ${arrived} and is still New. The footer promises a reply within 4 hours: reply to this email to answer ${name} directly, then mark the request Contacted on the dashboard.`,
    rows: [...personRows(p), ['Arrived', arrived]],
    action: { label: 'Open the dashboard', url: `${p.siteUrl}/admin-contacts` },
  })
}

export const renderRequestReminder = (p: RequestReminderProps): Promise<RenderedEmail> =>
  renderEmail(requestReminderSubject(p), h(RequestReminder, p))
