import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { headerSafe } from '../header-safe.ts'
import { EmailFrame, renderEmail, when, type RenderedEmail, type SiteProps } from './layout.ts'

/** The right password from a browser new to this admin. */
export type SignInAlertProps = SiteProps &
  Pick<Extract<AccountAlert, { kind: 'sign-in-alert' }>, 'username' | 'at' | 'address' | 'device' | 'twoFactorRequired'>

export const signInAlertSubject = (p: SignInAlertProps) =>
  `New sign-in to ${p.site.businessName} admin: ${headerSafe(p.device)}`

export function SignInAlert(p: SignInAlertProps): ReactElement {
  return h(EmailFrame, {
    site: p.site,
    title: 'New sign-in to your admin account',
    intro: `The password of the admin account "${p.username}" was entered correctly from a browser that had not signed in to it before${p.twoFactorRequired ? '. The sign-in still needs a code from your authenticator app' : ''}. If this was you, there is nothing to do.`,
    rows: [
      ['When', when(p.at, p.site.timeZone)],
      ['Browser', p.device],
      ['Address', p.address ?? 'unknown'],
    ],
    footer: `Not you? Someone knows your password: sign in, change it (npm run admin -- reset-password on the server), and use "Sign out everywhere" on the Account Security page: ${p.siteUrl}/admin-account`,
  })
}

export const renderSignInAlert = (p: SignInAlertProps): Promise<RenderedEmail> =>
  renderEmail(signInAlertSubject(p), h(SignInAlert, p))
