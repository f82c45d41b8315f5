import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { EmailFrame, when, type SiteProps } from './layout.ts'

/** What every notice to an admin about their own account is told: who changed it, when, from where. */
export type AccountNoticeProps = SiteProps & Pick<AccountAlert, 'username' | 'at' | 'address' | 'device'>

/**
 * A notice to an admin about a change to their own account (the password, two-factor sign-in):
 * what happened, when and from where, and what to do if it was not them, with the Account
 * Security page's address. The browser's self-description (a User-Agent anyone can write) is
 * shown here, in the body, never in a subject.
 */
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
  /** what to do when the admin did not make the change, after "If this wasn't you," */
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
