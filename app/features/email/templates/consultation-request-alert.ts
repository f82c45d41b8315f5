import { headerSafe } from '../header-safe.ts'
import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, sourceRows, type PersonFacts, type SourceFacts } from './lead-facts.ts'

/** Labels already looked up by the caller. */
export interface ConsultationRequestAlertProps extends SiteProps, PersonFacts, SourceFacts {
  studentCount: string | null
  services: string[]
  message: string | null
}

export function renderConsultationRequestAlert(p: ConsultationRequestAlertProps): Promise<RenderedEmail> {
  return frameEmail(`New consultation request: ${headerSafe(fullName(p))}, ${headerSafe(p.district)}`, {
    site: p.site,
    title: 'New consultation request',
    intro: `A consultation request just arrived. The footer promises a reply within 4 hours. Reply to this email to answer ${headerSafe(fullName(p))} directly.`,
    rows: [
      ...personRows(p),
      ['Student count', p.studentCount ?? 'N/A'],
      ['Services', p.services.length ? p.services.join(', ') : 'N/A'],
      ['Message', p.message ?? '—'],
      ...sourceRows(p),
    ],
    footer: `Dashboard: ${p.siteUrl}/admin-contacts`,
  })
}
