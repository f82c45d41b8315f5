import { headerSafe } from '../header-safe.ts'
import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, sourceRows, type PersonFacts, type SourceFacts } from './lead-facts.ts'

export function renderDownloadAlert(
  p: SiteProps & PersonFacts & SourceFacts & { resourceTitle: string },
): Promise<RenderedEmail> {
  return frameEmail(`Resource download: ${headerSafe(p.resourceTitle)} by ${headerSafe(fullName(p))}`, {
    site: p.site,
    title: 'New resource download',
    intro: `${headerSafe(fullName(p))} downloaded "${p.resourceTitle}".`,
    rows: [...personRows(p), ['Resource', p.resourceTitle], ...sourceRows(p)],
    footer: `Dashboard: ${p.siteUrl}/admin-contacts`,
  })
}
