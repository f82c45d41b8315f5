import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { EmailFrame, when, type SiteProps } from './layout.ts'

export type AccountNoticeProps = SiteProps & Pick<AccountAlert, 'username' | 'at' | 'address' | 'device'>

/** The browser's self-description (a User-Agent anyone can write) goes in the body, never in a subject. */
export function AccountNotice({
  site,
  siteUrl,
  at,
  address,
  device,
  title,
  intro,
  notYou,
}: AccountNoticeProps & {
  title: string
  intro: string
  /** after "If this wasn't you," */
  notYou: string
}): ReactElement {
  return h(EmailFrame, {
    site,
    title,
    intro: `${intro} If this was you, there is nothing to do.`,
    rows: [
      ['When', when(at, site.timeZone)],
      ['Browser', device],
      ['Address', address ?? 'unknown'],
    ],
    footer: `If this wasn't you, ${notYou} Account Security: ${siteUrl}/admin-account. For help, contact ${site.email} or ${site.phone}.`,
  })
}
