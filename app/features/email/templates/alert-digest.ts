import { createElement as h, type ReactElement } from 'react'
import { EmailFrame, renderEmail, when, type RenderedEmail, type Row, type SiteProps } from './layout.ts'

/** The alerts held during a burst, in one email to the owner. */
export interface AlertDigestProps extends SiteProps {
  at: string
  burst: { max: number; minutes: number }
  /** its kind as the owner reads it ("Resource download"), when, and who */
  alerts: {
    label: string
    at: string
    name: string | null
    email: string
    district: string | null
    resource: string | null
  }[]
}

export function alertDigestSubject(p: AlertDigestProps): string {
  return `${p.alerts.length} more lead alerts since ${when(p.alerts[0]?.at ?? p.at, p.site.timeZone)}`
}

export function AlertDigest(p: AlertDigestProps): ReactElement {
  const { alerts, burst } = p
  return h(EmailFrame, {
    site: p.site,
    title: 'Lead alerts, gathered in one email',
    intro: `More than ${burst.max} alerts arrived within ${burst.minutes} minutes, so these ${alerts.length} are gathered in one email instead of one each. Every lead is stored on the dashboard with its details and message.`,
    rows: alerts.map((a): Row => [
      `${a.label}, ${when(a.at, p.site.timeZone)}`,
      [a.name, a.email, a.district, a.resource && `"${a.resource}"`].filter(Boolean).join(', '),
    ]),
    action: { label: 'Open the dashboard', url: `${p.siteUrl}/admin-contacts` },
  })
}

export const renderAlertDigest = (p: AlertDigestProps): Promise<RenderedEmail> =>
  renderEmail(alertDigestSubject(p), h(AlertDigest, p))
