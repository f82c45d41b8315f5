import type { SiteIdentity } from '#content/site.ts'
import type { OutgoingMail } from '#app/features/email/mailer.server.ts'
import { headerSafe } from '#app/features/email/header-safe.ts'
import { escapeHtml } from '#app/lib/html.ts'
import { contactPositions, contactServices, downloadPositions, optionLabel, studentCounts } from './lead-options.ts'

/** The lead emails the outbox carries (decision 5). */
export type EmailJob =
  | {
      kind: 'contact-notify'
      contact: LeadFields & { studentCount: string | null; services: string[]; message: string | null }
    }
  | { kind: 'contact-ack'; contact: LeadFields }
  | { kind: 'download-notify'; download: LeadFields & { resourceTitle: string } }
  | { kind: 'newsletter-notify'; email: string; attribution: AttributionFields }
  | { kind: 'newsletter-welcome'; email: string; unsubscribeUrl: string }

interface AttributionFields {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  referrer: string | null
}
interface LeadFields extends AttributionFields {
  id: number
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
}

function layout(
  site: SiteIdentity,
  title: string,
  rows: [string, string][],
  intro: string,
  footer = '',
): { text: string; html: string } {
  const text = [
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    footer,
    '',
    `${site.businessName} · ${site.phone} · ${site.email}`,
    site.postalAddress,
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n')
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:18px;color:#14275f">${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
${rows.length ? `<table cellpadding="6" style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th align="left" style="border-bottom:1px solid #e2e8f0">${escapeHtml(k)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
${footer ? `<p>${escapeHtml(footer)}</p>` : ''}
<p style="color:#475569;font-size:12px">${escapeHtml(site.businessName)} · ${escapeHtml(site.phone)} · ${escapeHtml(site.email)}<br>${escapeHtml(site.postalAddress)}</p>
</body></html>`
  return { text, html }
}

function sourceRows(a: AttributionFields): [string, string][] {
  return [
    ['Source', [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ') || 'Direct or unknown'],
    ['Referring site', a.referrer ?? '—'],
  ]
}

export function buildMail(
  job: EmailJob,
  ctx: { site: SiteIdentity; siteUrl: string; notifyEmail: string },
): OutgoingMail {
  const { site, siteUrl, notifyEmail } = ctx
  const dashboard = `${siteUrl}/admin-contacts`
  switch (job.kind) {
    case 'contact-notify': {
      const c = job.contact
      const name = headerSafe(`${c.firstName} ${c.lastName}`)
      const body = layout(
        site,
        'New consultation request',
        [
          ['Name', `${c.firstName} ${c.lastName}`],
          ['Email', c.email],
          ['Position', optionLabel(contactPositions, c.position)],
          ['District', c.district],
          ['Student count', c.studentCount ? optionLabel(studentCounts, c.studentCount) : 'N/A'],
          ['Services', c.services.length ? c.services.map((s) => optionLabel(contactServices, s)).join(', ') : 'N/A'],
          ['Message', c.message ?? '—'],
          ...sourceRows(c),
        ],
        `A consultation request just arrived. The footer promises a reply within 4 hours. Reply to this email to answer ${name} directly.`,
        `Dashboard: ${dashboard}`,
      )
      return {
        to: notifyEmail,
        replyTo: c.email,
        subject: `New consultation request: ${name}, ${headerSafe(c.district)}`,
        ...body,
      }
    }
    case 'contact-ack': {
      const c = job.contact
      const body = layout(
        site,
        'We received your request',
        [],
        `Hello ${c.firstName}, thank you for contacting ${site.businessName}. We typically reply within 4 hours on school days. We will suggest a time for a free 30-minute consultation about ${c.district}; if anything is urgent, call ${site.phone}.`,
        'You are receiving this one message because you submitted our consultation form. We do not add you to any mailing list.',
      )
      return { to: c.email, replyTo: site.email, subject: `We received your consultation request`, ...body }
    }
    case 'download-notify': {
      const d = job.download
      const name = headerSafe(`${d.firstName} ${d.lastName}`)
      const body = layout(
        site,
        'New resource download',
        [
          ['Name', `${d.firstName} ${d.lastName}`],
          ['Email', d.email],
          ['Position', optionLabel(downloadPositions, d.position)],
          ['District', d.district],
          ['Resource', d.resourceTitle],
          ...sourceRows(d),
        ],
        `${name} downloaded "${d.resourceTitle}".`,
        `Dashboard: ${dashboard}`,
      )
      return {
        to: notifyEmail,
        replyTo: d.email,
        subject: `Resource download: ${headerSafe(d.resourceTitle)} by ${name}`,
        ...body,
      }
    }
    case 'newsletter-notify': {
      const body = layout(
        site,
        'New newsletter subscriber',
        [['Email', job.email], ...sourceRows(job.attribution)],
        `${job.email} subscribed to the newsletter.`,
        `Dashboard: ${dashboard}`,
      )
      return { to: notifyEmail, subject: `New newsletter subscriber: ${headerSafe(job.email)}`, ...body }
    }
    case 'newsletter-welcome': {
      const body = layout(
        site,
        'Welcome to the K-12 security briefing',
        [],
        `Thank you for subscribing. Once a month you will get a short briefing for school leaders: new threats, policy changes and one practical step to take.`,
        `Not for you? Unsubscribe with one click: ${job.unsubscribeUrl}`,
      )
      return {
        to: job.email,
        replyTo: site.email,
        subject: `Welcome to the ${site.businessName} newsletter`,
        ...body,
        headers: {
          'List-Unsubscribe': `<${job.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }
    }
  }
}
