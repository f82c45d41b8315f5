import type { AccountAlertFacts } from '../account-alerts.ts'
import { headerSafe } from '../header-safe.ts'
import { frameEmail, when, type RenderedEmail, type Row, type SiteProps } from './layout.ts'

const resetPassword = 'run npm run admin -- reset-password: it sets a new password and signs out every session'
const linkedAnotherApp = `someone signed in as you has linked their own authenticator app. On the server, run npm run admin -- reset-2fa, then npm run admin -- reset-password: they remove that app, set a new password and sign out every session.`

const twoFactorNotices = {
  on: {
    title: 'Two-factor sign-in was turned on',
    intro: (username: string) =>
      `Two-factor sign-in was turned on for the admin account "${username}": signing in now needs the password and a code from an authenticator app. Sessions signed in before stay open until you sign them out on the Account Security page.`,
    notYou: linkedAnotherApp,
  },
  moved: {
    title: 'Two-factor sign-in was moved to a new app',
    intro: (username: string) =>
      `Two-factor sign-in for the admin account "${username}" now takes codes from a new authenticator app. Codes from the previous app and the old recovery codes no longer work.`,
    notYou: linkedAnotherApp,
  },
  off: {
    title: 'Two-factor sign-in was turned off',
    intro: (username: string) =>
      `Two-factor sign-in was turned off for the admin account "${username}": the password alone now signs in.`,
    notYou: `someone else is signed in as you and knows your password. On the server, ${resetPassword}; then turn two-factor sign-in on again.`,
  },
}

const signedOut = (ended: number, other: string) =>
  ended === 0
    ? `No ${other}session was signed in.`
    : `${ended} ${other}${ended === 1 ? 'session was' : 'sessions were'} signed out.`

/**
 * An account alert's email (decision 48). The browser's self-description (a User-Agent anyone can
 * write) goes in the body; only the sign-in alert names it in its subject, made header-safe.
 */
export function renderAccountAlert(p: SiteProps & AccountAlertFacts): Promise<RenderedEmail> {
  const { site, siteUrl, username } = p
  const admin = `${site.businessName} admin`
  const rows = (last: boolean): Row[] => [
    ['When', when(p.at, site.timeZone)],
    [last ? 'Last browser' : 'Browser', p.device],
    [last ? 'Last address' : 'Address', p.address ?? 'unknown'],
  ]
  const notice = (subject: string, title: string, intro: string, notYou: string) =>
    frameEmail(`Security notice: ${subject}`, {
      site,
      title,
      intro: `${intro} If this was you, there is nothing to do.`,
      rows: rows(false),
      footer: `If this wasn't you, ${notYou} Account Security: ${siteUrl}/admin-account. For help, contact ${site.email} or ${site.phone}.`,
    })
  switch (p.kind) {
    case 'sign-in-alert':
      return frameEmail(`New sign-in to ${admin}: ${headerSafe(p.device)}`, {
        site,
        title: 'New sign-in to your admin account',
        intro: `The password of the admin account "${username}" was entered correctly from a browser that had not signed in to it before${p.twoFactorRequired ? '. The sign-in still needs a code from your authenticator app' : ''}. If this was you, there is nothing to do.`,
        rows: rows(false),
        footer: `Not you? Someone knows your password: sign in, change it (npm run admin -- reset-password on the server), and use "Sign out everywhere" on the Account Security page: ${siteUrl}/admin-account`,
      })
    case 'second-factor-locked':
      return frameEmail(`Security alert: ${admin} sign-in codes locked`, {
        site,
        title: 'Sign-in codes locked after ten wrong codes',
        intro: `Ten wrong authenticator codes in a row were entered for the admin account "${username}", after its correct password. The half-finished sign-ins were ended, and codes are refused until you sign in with a recovery code (or run npm run admin -- reset-2fa on the server).`,
        rows: rows(true),
        footer: `If this was not you, someone knows your password: change it (npm run admin -- reset-password on the server), then check the sessions on ${siteUrl}/admin-account`,
      })
    case 'password-changed':
      return notice(
        `your ${admin} password was changed`,
        'Your admin password was changed',
        `The password of the admin account "${username}" was changed on the Account Security page. ${signedOut(p.ended, 'other ')}`,
        `someone else is signed in as you and knows your password. On the server, ${resetPassword}.`,
      )
    case 'password-reset':
      return notice(
        `your ${admin} password was reset`,
        'Your admin password was reset',
        `A new password was set for the admin account "${username}" from a link emailed to this address. ${signedOut(p.ended, '')}`,
        `someone can read this mailbox. Secure the mailbox first, then on the server ${resetPassword}.`,
      )
    case 'email-changed':
      return notice(
        `your ${admin} email address was changed`,
        'Your admin email address was changed',
        `The email address of the admin account "${username}" was changed on the Account Security page to ${p.newEmail}. Security notices and password-reset links now go there, not here.`,
        `someone is signed in as you and knows your password. On the server, ${resetPassword}.`,
      )
    case 'two-factor-changed': {
      const { title, intro, notYou } = twoFactorNotices[p.change]
      return notice(`${title.toLowerCase()} for ${admin}`, title, intro(username), notYou)
    }
  }
}
