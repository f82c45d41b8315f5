import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { AccountNotice, type AccountNoticeProps } from './account-notice.ts'
import { renderEmail, type RenderedEmail } from './layout.ts'

/** To an admin: their password was set from a "Forgot your password?" link (decision 60). */
export type PasswordResetProps = AccountNoticeProps & Pick<Extract<AccountAlert, { kind: 'password-reset' }>, 'ended'>

export const passwordResetSubject = (p: PasswordResetProps) =>
  `Security notice: your ${p.site.businessName} admin password was reset`

export function PasswordReset(p: PasswordResetProps): ReactElement {
  const others =
    p.ended === 0
      ? 'No session was signed in.'
      : `${p.ended} ${p.ended === 1 ? 'session was' : 'sessions were'} signed out.`
  return h(AccountNotice, {
    ...p,
    title: 'Your admin password was reset',
    intro: `A new password was set for the admin account "${p.username}" from a link emailed to this address. ${others}`,
    notYou:
      'someone can read this mailbox. Secure the mailbox first, then on the server run npm run admin -- reset-password: it sets a new password and signs out every session.',
  })
}

export const renderPasswordReset = (p: PasswordResetProps): Promise<RenderedEmail> =>
  renderEmail(passwordResetSubject(p), h(PasswordReset, p))
