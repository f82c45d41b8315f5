import { createElement as h, Fragment, type ReactElement, type ReactNode } from 'react'
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
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
  mutedStyle as muted,
  pageStyle,
  ruleStyle,
} from '#app/lib/email-styles.ts'
import { oneLine } from '../header-safe.ts'

/**
 * Decision 48. React escapes every string in the HTML and the text part is derived from that HTML,
 * so the two cannot differ. createElement, not JSX: Node's type stripping reads .ts files only.
 */

export interface SiteProps {
  site: SiteIdentity
  siteUrl: string
}

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/** A value's line breaks are kept in both parts. */
export type Row = [label: string, value: string]

interface EmailFrameProps {
  site: SiteIdentity
  title: string
  intro: string | string[]
  rows?: Row[]
  /** a button in HTML, "label [url]" in the text part */
  action?: { label: string; url: string } | null
  footer?: string | string[]
}

const text = { margin: '0 0 12px', fontSize: '15px', lineHeight: '24px', color: '#0f172a' }
const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat())

/** React escapes the text between the <br>s. */
function lines(value: string): ReactNode {
  return value.split(/\r?\n/).map((line, i) => h(Fragment, { key: i }, i > 0 ? h('br') : null, line))
}

function EmailFrame({ site, title, intro, rows = [], action, footer }: EmailFrameProps): ReactElement {
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(Head, null, h('title', null, title)),
    h(Preview, null, title),
    h(
      Body,
      {
        style: pageStyle,
      },
      h(
        Container,
        { style: columnStyle },
        h(
          Section,
          { style: cardStyle },
          h(Text, { style: brandStyle }, site.businessName),
          h('h1', { style: { margin: '0 0 16px', fontSize: '22px', lineHeight: '30px', color: '#0f172a' } }, title),
          ...list(intro).map((p, i) => h(Text, { key: `intro${i}`, style: text }, p)),
          ...rows.map(([label, value], i) =>
            h(
              Text,
              { key: `row${i}`, style: { ...text, margin: '0 0 4px' } },
              h('strong', null, `${label}:`),
              ' ',
              lines(value),
            ),
          ),
          action
            ? h(
                Section,
                { style: { margin: '20px 0 8px' } },
                h(
                  Button,
                  {
                    href: action.url,
                    style: {
                      backgroundColor: '#1d41ad',
                      color: '#ffffff',
                      padding: '10px 18px',
                      borderRadius: '6px',
                      fontWeight: 700,
                      textDecoration: 'none',
                    },
                  },
                  action.label,
                ),
              )
            : null,
          ...list(footer).map((p, i) => h(Text, { key: `footer${i}`, style: { ...muted, marginTop: '16px' } }, p)),
        ),
        h(
          Section,
          { style: footerStyle },
          h(Hr, { style: ruleStyle }),
          h(Text, { style: muted }, `${site.businessName} · ${site.phone} · ${site.email}`),
          h(Text, { style: muted }, site.postalAddress),
        ),
      ),
    ),
  )
}

/** The subject is made one line here too, so no value (the configured site name included) can add a header. */
async function renderEmail(subject: string, email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email)
  // html-to-text shouts headings by default; a link shows its address once.
  const plain = toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  })
  return { subject: oneLine(subject), html, text: plain }
}

/** An email in the one frame every email shares. */
export const frameEmail = (subject: string, frame: EmailFrameProps): Promise<RenderedEmail> =>
  renderEmail(subject, h(EmailFrame, frame))

export function when(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
}
