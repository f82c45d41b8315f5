import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { AccountNotice, type AccountNoticeProps } from './account-notice.ts'
import { renderEmail, type RenderedEmail } from './layout.ts'

/** To an admin's old address: the account's email address was changed. */
export type EmailChangedProps = AccountNoticeProps & Pick<Extract<AccountAlert, { kind: 'email-changed' }>, 'newEmail'>

export const emailChangedSubject = (p: EmailChangedProps) =>
  `Security notice: your ${p.site.businessName} admin email address was changed`

export function EmailChanged(p: EmailChangedProps): ReactElement {
  return h(AccountNotice, {
    ...p,
    title: 'Your admin email address was changed',
    intro: `The email address of the admin account "${p.username}" was changed on the Account Security page to ${p.newEmail}. Security notices and password-reset links now go there, not here.`,
    notYou:
      'someone is signed in as you and knows your password. On the server, run npm run admin -- reset-password: it sets a new password and signs out every session.',
  })
}

export const renderEmailChanged = (p: EmailChangedProps): Promise<RenderedEmail> =>
  renderEmail(emailChangedSubject(p), h(EmailChanged, p))
