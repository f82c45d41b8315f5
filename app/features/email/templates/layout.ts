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
 * The frame every transactional email is drawn in (decision 48), in the newsletter's look: the
 * business name above a heading, a white card on a grey page, the contact lines below. Templates
 * take plain strings; React escapes every one of them in the HTML, and the text part is derived
 * from that HTML by `renderEmail`, so the two parts cannot say different things.
 * Written with createElement, not JSX, like the newsletter's email: the server's modules also run
 * under Node's type stripping, which reads .ts files only.
 */

/** What every template is told about the site. */
export interface SiteProps {
  site: SiteIdentity
  /** SITE_URL: every link in an email is built on it */
  siteUrl: string
}

/** A rendered email: the subject (safe for a header) and its two parts. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/** One "Label: value" line; a value's line breaks are kept in both parts. */
export type Row = [label: string, value: string]

export interface EmailFrameProps {
  site: SiteIdentity
  title: string
  /** the paragraphs under the heading */
  intro: string | string[]
  rows?: Row[]
  /** the one link the message is for: a button in HTML, "label [url]" in the text part */
  action?: { label: string; url: string } | null
  /** paragraphs in smaller print after the action */
  footer?: string | string[]
}

const text = { margin: '0 0 12px', fontSize: '15px', lineHeight: '24px', color: '#0f172a' }
const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat())

/** A value with its line breaks as <br>: React escapes the text between them. */
function lines(value: string): ReactNode {
  return value.split(/\r?\n/).map((line, i) => h(Fragment, { key: i }, i > 0 ? h('br') : null, line))
}

export function EmailFrame({ site, title, intro, rows = [], action, footer }: EmailFrameProps): ReactElement {
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

/**
 * Renders a template: its HTML, and the text part from that HTML. The subject is the template's
 * own, whose visitor-typed parts went through `headerSafe`; it is made one line here as well, so
 * no value (the site's configured name included) can add a header.
 */
export async function renderEmail(subject: string, email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email)
  // Headings keep their case (html-to-text shouts them by default); a link shows its address once.
  const plain = toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  })
  return { subject: oneLine(subject), html, text: plain }
}

/** "Nov 24, 9:05 AM" on the site's clock. */
export function when(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
}
