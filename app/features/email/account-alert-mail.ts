import type { AccountAlert } from './account-alerts.ts'
import type { OutgoingMail } from './mailer.server.ts'
import type { SiteProps } from './templates/layout.ts'
import { renderAccountAlert } from './templates/account-notices.ts'

export async function buildAccountAlertMail(alert: AccountAlert, ctx: SiteProps): Promise<OutgoingMail> {
  return { to: alert.to, ...(await renderAccountAlert({ ...ctx, ...alert })) }
}

const ACCOUNT_ALERT_KINDS = [
  'sign-in-alert',
  'second-factor-locked',
  'password-changed',
  'two-factor-changed',
  'password-reset',
  'email-changed',
] as const satisfies readonly AccountAlert['kind'][]
export const isAccountAlert = (job: { kind: string }): job is AccountAlert =>
  (ACCOUNT_ALERT_KINDS as readonly string[]).includes(job.kind)
