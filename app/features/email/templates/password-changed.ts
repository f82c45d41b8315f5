import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { AccountNotice, type AccountNoticeProps } from './account-notice.ts'
import { renderEmail, type RenderedEmail } from './layout.ts'

/** `ended` other sessions were signed out. */
export type PasswordChangedProps = AccountNoticeProps &
  Pick<Extract<AccountAlert, { kind: 'password-changed' }>, 'ended'>

export function passwordChangedSubject(p: PasswordChangedProps): string {
  return `Security notice: your ${p.site.businessName} admin password was changed`
}

export function PasswordChanged(p: PasswordChangedProps): ReactElement {
  const others =
    p.ended === 0
      ? 'No other session was signed in.'
      : `${p.ended} other ${p.ended === 1 ? 'session was' : 'sessions were'} signed out.`
  return h(AccountNotice, {
    ...p,
    title: 'Your admin password was changed',
    intro: `The password of the admin account "${p.username}" was changed on the Account Security page. ${others}`,
    notYou:
      'someone else is signed in as you and knows your password. On the server, run npm run admin -- reset-password: it sets a new password and signs out every session.',
  })
}

export const renderPasswordChanged = (p: PasswordChangedProps): Promise<RenderedEmail> =>
  renderEmail(passwordChangedSubject(p), h(PasswordChanged, p))
