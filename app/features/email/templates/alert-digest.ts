import { frameEmail, when, type RenderedEmail, type Row, type SiteProps } from './layout.ts'

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

export function renderAlertDigest(p: AlertDigestProps): Promise<RenderedEmail> {
  const { alerts, burst } = p
  return frameEmail(`${p.alerts.length} more lead alerts since ${when(p.alerts[0]?.at ?? p.at, p.site.timeZone)}`, {
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
