import { randomBytes } from 'node:crypto'
import { createElement as h } from 'react'
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render, toPlainText } from '@react-email/render'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { SiteIdentity } from '#content/site.ts'
import {
  brandStyle,
  cardStyle,
  columnStyle,
  footerStyle,
  mutedLinkStyle as mutedLink,
  mutedStyle as muted,
  pageStyle,
  ruleStyle,
} from '#app/lib/email-styles.ts'
import { escapeHtml } from '#app/lib/html.ts'
import { emailBodyHtml } from './email-body.server.ts'

/** The same for every recipient but the unsubscribe link. */
export interface IssueContent {
  subject: string
  previewText: string
  body: string
  archiveUrl: string | null
}

/** Gmail clips a message's HTML past 102 KB. */
export const MAX_EMAIL_BYTES = 100 * 1024

/** Rendering React once per issue, not per subscriber, makes 20,000 messages cheap (decision 30). */
export type RenderedIssue = Awaited<ReturnType<typeof renderIssue>>

const dark = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .nl-page { background-color: #0b1220 !important; }
    .nl-card { background-color: #111827 !important; }
    .nl-card p, .nl-card li, .nl-card h1, .nl-card h2, .nl-card h3, .nl-card h4, .nl-card td, .nl-card th, .nl-card figcaption { color: #e5e7eb !important; }
    .nl-card a { color: #93c5fd !important; }
    .nl-card th, .nl-card pre { background-color: #1f2937 !important; }
    .nl-muted, .nl-muted a { color: #cbd5e1 !important; }
  }
`

/** createElement, not JSX: Node's type stripping reads .ts files only. */
function issueEmail(content: IssueContent, site: SiteIdentity, siteUrl: string, unsubscribeUrl: string) {
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, content.subject),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, dark),
    ),
    content.previewText ? h(Preview, null, content.previewText) : null,
    h(
      Body,
      { className: 'nl-page', style: pageStyle },
      h(
        Container,
        { style: columnStyle },
        content.archiveUrl
          ? h(
              Text,
              { className: 'nl-muted', style: { ...muted, textAlign: 'right', padding: '0 24px' } },
              h(Link, { href: content.archiveUrl, style: mutedLink }, 'View in browser'),
            )
          : null,
        h(
          Section,
          { className: 'nl-card', style: cardStyle },
          h(Text, { style: brandStyle }, site.businessName),
          h(
            'h1',
            { style: { margin: '0 0 20px', fontSize: '26px', lineHeight: '34px', fontWeight: 700, color: '#0f172a' } },
            content.subject,
          ),
          h('div', { dangerouslySetInnerHTML: { __html: emailBodyHtml(content.body, siteUrl) } }),
        ),
        h(
          Section,
          { style: footerStyle },
          h(
            Text,
            { className: 'nl-muted', style: muted },
            'You receive this briefing because you subscribed at ',
            h(Link, { href: siteUrl, style: mutedLink }, new URL(siteUrl).host),
            ' and confirmed your address. We do not track whether you open it.',
          ),
          h(
            Text,
            { className: 'nl-muted', style: muted },
            h(Link, { href: unsubscribeUrl, style: mutedLink }, 'Unsubscribe'),
            ' with one click, at any time.',
          ),
          h(Hr, { style: ruleStyle }),
          h(
            Text,
            { className: 'nl-muted', style: muted },
            `${site.businessName} · ${site.postalAddress} · ${site.phone}`,
          ),
        ),
      ),
    ),
  )
}

export async function renderIssue(content: IssueContent, { site, siteUrl }: { site: SiteIdentity; siteUrl: string }) {
  // Random per render, and URL-safe: the body cannot contain it.
  const placeholder = `https://unsubscribe.invalid/${randomBytes(12).toString('hex')}`
  const html = await render(issueEmail(content, site, siteUrl, placeholder))
  // html-to-text shouts headings by default.
  const text = toPlainText(html, {
    selectors: ['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
  })
  const bytes = Buffer.byteLength(html)
  return {
    html,
    text,
    bytes,
    personalise(unsubscribeUrl: string) {
      return {
        html: html.replaceAll(placeholder, escapeHtml(unsubscribeUrl)),
        text: text.replaceAll(placeholder, unsubscribeUrl),
      }
    },
  }
}
