import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'

export function renderNewsletterConfirm({
  site,
  confirmUrl,
}: SiteProps & { confirmUrl: string }): Promise<RenderedEmail> {
  return frameEmail(`Confirm your subscription to the ${site.businessName} briefing`, {
    site,
    title: 'Please confirm your subscription',
    intro: `Someone, we hope you, asked to receive the ${site.businessName} monthly briefing for school leaders at this address. Confirm with one click, and the first briefing will follow.`,
    action: { label: 'Confirm my subscription', url: confirmUrl },
    footer:
      'If you did not ask for this, ignore this message: you will receive nothing more from us, and we delete unconfirmed addresses after 30 days.',
  })
}
