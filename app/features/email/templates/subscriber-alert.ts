import { headerSafe } from '../header-safe.ts'
import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { sourceRows, type SourceFacts } from './lead-facts.ts'

export function renderSubscriberAlert(p: SiteProps & SourceFacts & { email: string }): Promise<RenderedEmail> {
  return frameEmail(`New newsletter subscriber: ${headerSafe(p.email)}`, {
    site: p.site,
    title: 'New newsletter subscriber',
    intro: `${p.email} confirmed a newsletter subscription.`,
    rows: [['Email', p.email], ...sourceRows(p)],
    footer: `Dashboard: ${p.siteUrl}/admin-contacts`,
  })
}
