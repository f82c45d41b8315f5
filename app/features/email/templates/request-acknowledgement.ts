import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'

/** Only our own words, not even a first name: a stranger may have typed the address, so nothing in it can be a lure. */
export function renderRequestAcknowledgement({ site, siteUrl }: SiteProps): Promise<RenderedEmail> {
  return frameEmail('We received your consultation request', {
    site,
    title: 'We received your request',
    intro: `Thank you for contacting ${site.businessName}. We typically reply within 4 hours on school days to suggest a time for a free 30-minute consultation. If anything is urgent, call ${site.phone}.`,
    action: { label: 'Or pick a time for the call now', url: `${siteUrl}/book` },
    footer:
      'You are receiving this one message because this address was entered in our consultation form. We do not add you to any mailing list. If you did not contact us, you can ignore it.',
  })
}
