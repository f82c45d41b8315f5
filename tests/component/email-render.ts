import { parseHTML } from 'linkedom'
import { expect } from 'vitest'
import { siteDefaults } from '#content/site.ts'
import type { RenderedEmail } from '#app/features/email/templates/layout.ts'

/** Text a visitor or a stored row could hold: markup, quotes, an ampersand. */
export const hostile = `<script>alert(1)</script> "Tom" & 'Jerry'`
/** A value meant to add a header if it reached one unchanged. */
export const crlf = 'Eve\r\nBcc: victim@example.org'

/** The site as the templates see it, with a brand name that needs escaping too. */
export const site = { ...siteDefaults, businessName: 'Harbor & "Point" Security', timeZone: 'America/Chicago' }
export const siteUrl = 'https://site.example'

/**
 * The lead an owner's email is about, with the site the templates take: its name would add a Bcc
 * header if it reached one unchanged, and its last name is markup.
 */
export const hostileLead = {
  site,
  siteUrl,
  firstName: crlf,
  lastName: hostile,
  email: 'eve@example.org',
  position: 'Superintendent',
}

/** The HTML read back as a mail client would: its language, heading, visible text, links, any script. */
export function readEmail(html: string) {
  const { document } = parseHTML(html)
  return {
    lang: document.documentElement.getAttribute('lang'),
    heading: document.querySelector('h1')?.textContent ?? '',
    text: (document.body.textContent ?? '').replace(/\s+/g, ' '),
    links: [...document.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    scripts: document.querySelectorAll('script').length,
  }
}

/**
 * What holds for every email: an English document, no script smuggled in, hostile text shown as
 * text in both parts (escaped in the HTML), and a subject that is one header line.
 */
export function expectSafe(mail: RenderedEmail, shown: string[] = [hostile]) {
  const html = readEmail(mail.html)
  expect(html.lang).toBe('en')
  expect(html.scripts).toBe(0)
  expect(mail.html).not.toMatch(/<script/i)
  expect(mail.subject).not.toMatch(/[\r\n]/)
  for (const value of shown) {
    expect(html.text).toContain(value)
    expect(mail.text).toContain(value)
  }
  if (shown.includes(hostile)) expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  return html
}
