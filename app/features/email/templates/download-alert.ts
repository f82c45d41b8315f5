import { createElement as h, type ReactElement } from 'react'
import { headerSafe } from '../header-safe.ts'
import { EmailFrame, renderEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, sourceRows, type PersonFacts, type SourceFacts } from './lead-facts.ts'

export interface DownloadAlertProps extends SiteProps, PersonFacts, SourceFacts {
  resourceTitle: string
}

export function downloadAlertSubject(p: DownloadAlertProps): string {
  return `Resource download: ${headerSafe(p.resourceTitle)} by ${headerSafe(fullName(p))}`
}

export function DownloadAlert(p: DownloadAlertProps): ReactElement {
  return h(EmailFrame, {
    site: p.site,
    title: 'New resource download',
    intro: `${headerSafe(fullName(p))} downloaded "${p.resourceTitle}".`,
    rows: [...personRows(p), ['Resource', p.resourceTitle], ...sourceRows(p)],
    footer: `Dashboard: ${p.siteUrl}/admin-contacts`,
  })
}

export const renderDownloadAlert = (p: DownloadAlertProps): Promise<RenderedEmail> =>
  renderEmail(downloadAlertSubject(p), h(DownloadAlert, p))
