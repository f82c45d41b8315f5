import { PASSWORD_RESET_PAGE } from '#app/lib/admin-pages.ts'
import { storedLinkToken } from '#app/lib/link-tokens.server.ts'
import { clockTime } from '#app/lib/meeting-time.ts'
import type { PasswordResetLink } from './account-alerts.ts'
import type { OutgoingMail } from './mailer.server.ts'
import type { SiteProps } from './templates/layout.ts'
import { renderPasswordResetLink } from './templates/password-reset-link.ts'

/**
 * A forgotten password's email (decision 60), its token derived again from the reset's id with the
 * email-links key that made the stored hash. `linkKeys`: the current key, then older ones.
 */
export async function buildPasswordResetLinkMail(
  job: PasswordResetLink,
  ctx: SiteProps & { linkKeys: readonly Buffer[] },
): Promise<OutgoingMail> {
  const token = storedLinkToken(ctx.linkKeys, 'password-reset', job.id, job.tokenHash)
  if (!token) throw new Error('password reset link: no key makes its token')
  const rendered = await renderPasswordResetLink({
    site: ctx.site,
    siteUrl: ctx.siteUrl,
    username: job.username,
    resetUrl: `${ctx.siteUrl}${PASSWORD_RESET_PAGE}/${token}`,
    expires: clockTime(new Date(job.expiresAt), ctx.site.timeZone),
  })
  return { to: job.to, ...rendered }
}

export const isPasswordResetLink = (job: { kind: string }): job is PasswordResetLink =>
  job.kind === 'password-reset-link'
