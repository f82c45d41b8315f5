import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { EmailFrame, renderEmail, when, type RenderedEmail, type SiteProps } from './layout.ts'

/** Codes are refused until a recovery code. */
export type SecondFactorLockedProps = SiteProps &
  Pick<Extract<AccountAlert, { kind: 'second-factor-locked' }>, 'username' | 'at' | 'address' | 'device'>

export const secondFactorLockedSubject = (businessName: string) =>
  `Security alert: ${businessName} admin sign-in codes locked`

export function SecondFactorLocked(p: SecondFactorLockedProps): ReactElement {
  return h(EmailFrame, {
    site: p.site,
    title: 'Sign-in codes locked after ten wrong codes',
    intro: `Ten wrong authenticator codes in a row were entered for the admin account "${p.username}", after its correct password. The half-finished sign-ins were ended, and codes are refused until you sign in with a recovery code (or run npm run admin -- reset-2fa on the server).`,
    rows: [
      ['When', when(p.at, p.site.timeZone)],
      ['Last browser', p.device],
      ['Last address', p.address ?? 'unknown'],
    ],
    footer: `If this was not you, someone knows your password: change it (npm run admin -- reset-password on the server), then check the sessions on ${p.siteUrl}/admin-account`,
  })
}

export const renderSecondFactorLocked = (p: SecondFactorLockedProps): Promise<RenderedEmail> =>
  renderEmail(secondFactorLockedSubject(p.site.businessName), h(SecondFactorLocked, p))
