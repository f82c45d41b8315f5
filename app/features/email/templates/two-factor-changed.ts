import { createElement as h, type ReactElement } from 'react'
import type { AccountAlert } from '../account-alerts.ts'
import { AccountNotice, type AccountNoticeProps } from './account-notice.ts'
import { renderEmail, type RenderedEmail } from './layout.ts'

type Change = Extract<AccountAlert, { kind: 'two-factor-changed' }>['change']

export type TwoFactorChangedProps = AccountNoticeProps & { change: Change }

const linkedAnotherApp =
  'someone signed in as you has linked their own authenticator app. On the server, run npm run admin -- reset-2fa, then npm run admin -- reset-password: they remove that app, set a new password and sign out every session.'

const notices: Record<Change, { title: string; intro: (username: string) => string; notYou: string }> = {
  on: {
    title: 'Two-factor sign-in was turned on',
    intro: (username) =>
      `Two-factor sign-in was turned on for the admin account "${username}": signing in now needs the password and a code from an authenticator app. Sessions signed in before stay open until you sign them out on the Account Security page.`,
    notYou: linkedAnotherApp,
  },
  moved: {
    title: 'Two-factor sign-in was moved to a new app',
    intro: (username) =>
      `Two-factor sign-in for the admin account "${username}" now takes codes from a new authenticator app. Codes from the previous app and the old recovery codes no longer work.`,
    notYou: linkedAnotherApp,
  },
  off: {
    title: 'Two-factor sign-in was turned off',
    intro: (username) =>
      `Two-factor sign-in was turned off for the admin account "${username}": the password alone now signs in.`,
    notYou:
      'someone else is signed in as you and knows your password. On the server, run npm run admin -- reset-password: it sets a new password and signs out every session; then turn two-factor sign-in on again.',
  },
}

export function twoFactorChangedSubject(p: TwoFactorChangedProps): string {
  return `Security notice: ${notices[p.change].title.toLowerCase()} for ${p.site.businessName} admin`
}

export function TwoFactorChanged(p: TwoFactorChangedProps): ReactElement {
  const notice = notices[p.change]
  return h(AccountNotice, { ...p, title: notice.title, intro: notice.intro(p.username), notYou: notice.notYou })
}

export const renderTwoFactorChanged = (p: TwoFactorChangedProps): Promise<RenderedEmail> =>
  renderEmail(twoFactorChangedSubject(p), h(TwoFactorChanged, p))
