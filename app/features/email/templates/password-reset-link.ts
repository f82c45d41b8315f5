import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'

/**
 * To an admin who pressed "Forgot your password?" (decision 60): the link that sets a new one,
 * good once and for 30 minutes. Opening it changes nothing (a mail scanner may open it); the page
 * asks for the new password, and the next sign-in still asks for the second factor.
 */
export interface PasswordResetLinkProps extends SiteProps {
  username: string
  resetUrl: string
  /** "10:42 AM Central Time": when the link stops working, on the site's clock */
  expires: string
}

export function renderPasswordResetLink(p: PasswordResetLinkProps): Promise<RenderedEmail> {
  return frameEmail(`Set a new password for ${p.site.businessName} admin`, {
    site: p.site,
    title: 'Set a new admin password',
    intro: [
      `Someone, we hope you, asked to set a new password for the admin account "${p.username}".`,
      `The link works once, until ${p.expires}. Signing in afterwards still asks for the code from your authenticator app if two-factor sign-in is on.`,
    ],
    action: { label: 'Set a new password', url: p.resetUrl },
    footer: `If you did not ask for this, ignore this email: your password stays as it is. For help, contact ${p.site.email} or ${p.site.phone}.`,
  })
}
