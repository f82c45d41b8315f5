import type { OutgoingMail } from '#app/features/email/mailer.server.ts'
import { frameEmail, type SiteProps } from '#app/features/email/templates/layout.ts'

/** Queued in the delivery's own transaction when an endpoint is switched off (decision 64). */
export interface WebhookDisabledJob {
  kind: 'webhook-disabled'
  /** the host only: the path of a CRM's address is often its secret */
  host: string
  reason: 'gone' | 'failing'
  at: string
}

export const isWebhookEmail = (job: { kind: string }): job is WebhookDisabledJob => job.kind === 'webhook-disabled'

export async function buildWebhookMail(job: WebhookDisabledJob, p: SiteProps & { to: string }): Promise<OutgoingMail> {
  const why =
    job.reason === 'gone'
      ? `${job.host} answered that the address is gone (410), so the site stopped sending to it.`
      : `Every delivery to ${job.host} has failed for three days, so the site stopped sending to it.`
  const mail = await frameEmail('A webhook to your CRM was switched off', {
    site: p.site,
    title: 'A webhook was switched off',
    intro: [
      why,
      'New leads are still on the site. Check the address in your CRM, then resume the webhook: what failed can be sent again from its delivery log.',
    ],
    action: { label: 'Open Webhooks', url: `${p.siteUrl}/admin-integrations` },
  })
  return { to: p.to, ...mail }
}
