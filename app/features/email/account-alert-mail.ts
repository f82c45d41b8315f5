import type { AccountAlert } from './account-alerts.ts'
import type { OutgoingMail } from './mailer.server.ts'
import type { RenderedEmail, SiteProps } from './templates/layout.ts'
import { renderEmailChanged } from './templates/email-changed.ts'
import { renderPasswordChanged } from './templates/password-changed.ts'
import { renderPasswordReset } from './templates/password-reset.ts'
import { renderSecondFactorLocked } from './templates/second-factor-locked.ts'
import { renderSignInAlert } from './templates/sign-in-alert.ts'
import { renderTwoFactorChanged } from './templates/two-factor-changed.ts'

export async function buildAccountAlertMail(alert: AccountAlert, ctx: SiteProps): Promise<OutgoingMail> {
  const rendered: RenderedEmail = await (() => {
    switch (alert.kind) {
      case 'sign-in-alert':
        return renderSignInAlert({ ...ctx, ...alert })
      case 'second-factor-locked':
        return renderSecondFactorLocked({ ...ctx, ...alert })
      case 'password-changed':
        return renderPasswordChanged({ ...ctx, ...alert })
      case 'two-factor-changed':
        return renderTwoFactorChanged({ ...ctx, ...alert })
      case 'password-reset':
        return renderPasswordReset({ ...ctx, ...alert })
      case 'email-changed':
        return renderEmailChanged({ ...ctx, ...alert })
    }
  })()
  return { to: alert.to, ...rendered }
}

export const ACCOUNT_ALERT_KINDS = [
  'sign-in-alert',
  'second-factor-locked',
  'password-changed',
  'two-factor-changed',
  'password-reset',
  'email-changed',
] as const satisfies readonly AccountAlert['kind'][]
export const isAccountAlert = (job: { kind: string }): job is AccountAlert =>
  (ACCOUNT_ALERT_KINDS as readonly string[]).includes(job.kind)
