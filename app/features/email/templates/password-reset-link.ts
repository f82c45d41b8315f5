import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'

/** Decision 60: the link works once for 30 minutes; opening it changes nothing (a mail scanner may open it). */
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
