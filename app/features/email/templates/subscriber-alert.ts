import { createElement as h, type ReactElement } from 'react'
import { headerSafe } from '../header-safe.ts'
import { EmailFrame, renderEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { sourceRows, type SourceFacts } from './lead-facts.ts'

export interface SubscriberAlertProps extends SiteProps, SourceFacts {
  email: string
}

export const subscriberAlertSubject = (p: SubscriberAlertProps) => `New newsletter subscriber: ${headerSafe(p.email)}`

export function SubscriberAlert(p: SubscriberAlertProps): ReactElement {
  return h(EmailFrame, {
    site: p.site,
    title: 'New newsletter subscriber',
    intro: `${p.email} confirmed a newsletter subscription.`,
    rows: [['Email', p.email], ...sourceRows(p)],
    footer: `Dashboard: ${p.siteUrl}/admin-contacts`,
  })
}

export const renderSubscriberAlert = (p: SubscriberAlertProps): Promise<RenderedEmail> =>
  renderEmail(subscriberAlertSubject(p), h(SubscriberAlert, p))
