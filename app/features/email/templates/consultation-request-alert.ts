import { createElement as h, type ReactElement } from 'react'
import { headerSafe } from '../header-safe.ts'
import { EmailFrame, renderEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, sourceRows, type PersonFacts, type SourceFacts } from './lead-facts.ts'

/** Labels already looked up by the caller. */
export interface ConsultationRequestAlertProps extends SiteProps, PersonFacts, SourceFacts {
  studentCount: string | null
  services: string[]
  message: string | null
}

export function consultationRequestAlertSubject(p: ConsultationRequestAlertProps): string {
  return `New consultation request: ${headerSafe(fullName(p))}, ${headerSafe(p.district)}`
}

export function ConsultationRequestAlert(p: ConsultationRequestAlertProps): ReactElement {
  return h(EmailFrame, {
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

export const renderConsultationRequestAlert = (p: ConsultationRequestAlertProps): Promise<RenderedEmail> =>
  renderEmail(consultationRequestAlertSubject(p), h(ConsultationRequestAlert, p))
