import { createRequire } from 'node:module'
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { SiteIdentity } from '#content/site.ts'
import { updateShown, type BlogPost } from '#app/features/blog/post.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { longDate } from '#app/lib/dates.ts'
import { colors, letterhead, sourcesBlock } from './theme.server.ts'

const require = createRequire(import.meta.url)

/** Converts the post's HTML body with html-to-pdfmake over a linkedom window (no jsdom). */
function htmlBody(html: string): Content {
  const htmlToPdfmake = require('html-to-pdfmake') as typeof import('html-to-pdfmake')
  const { parseHTML } = require('linkedom') as typeof import('linkedom')
  // linkedom parses a bare fragment into an empty body: give it a whole document.
  const { window } = parseHTML('<!doctype html><html><body></body></html>')
  const withoutImages = html.replace(/<img\b[^>]*>/gi, '')
  const converted: unknown = htmlToPdfmake(`<!doctype html><html><body>${withoutImages}</body></html>`, {
    window: window as never,
    removeExtraBlanks: true,
    defaultStyles: {
      h2: { fontSize: 15, bold: true, color: colors.brandDark, marginTop: 14, marginBottom: 6 },
      h3: { fontSize: 12.5, bold: true, color: colors.brandDark, marginTop: 10, marginBottom: 4 },
      h4: { fontSize: 11, bold: true, color: colors.brandDark, marginTop: 8, marginBottom: 4 },
      p: { margin: [0, 4, 0, 6], lineHeight: 1.35 },
      a: { color: colors.brand, decoration: 'underline' },
      blockquote: { italics: true, color: colors.muted, margin: [14, 4, 0, 8] },
      code: { background: '#f1f5f9', fontSize: 9.5 },
      ul: { margin: [0, 2, 0, 8] },
      ol: { margin: [0, 2, 0, 8] },
      li: { margin: [0, 1, 0, 1] },
    },
  })
  return converted as Content
}

export function postDocDefinition(
  post: BlogPost,
  site: SiteIdentity,
  { heroImage, printedAt = new Date() }: { heroImage?: string; printedAt?: Date } = {},
): TDocumentDefinitions {
  // The PDF's dates are the page's: published, and updated when it shows one (decision 35).
  const updated = updateShown(post, site.timeZone)
  const content: Content[] = [
    {
      margin: [0, 0, 0, 14],
      table: {
        widths: ['*'],
        body: [
          [
            {
              fillColor: colors.brandLight,
              margin: [12, 10, 12, 10],
              stack: [
                { text: site.businessName, bold: true, fontSize: 12, color: colors.brandDark },
                { text: site.tagline, fontSize: 9, color: colors.muted, margin: [0, 2, 0, 4] },
                {
                  text: `${site.phone}  ·  ${site.email}  ·  ${site.postalAddress}`,
                  fontSize: 8.5,
                  color: colors.muted,
                },
                {
                  text: `Printed ${longDate(printedAt.toISOString(), 'UTC')}`,
                  fontSize: 8.5,
                  color: colors.muted,
                  margin: [0, 2, 0, 0],
                },
              ],
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
    { text: post.category.toUpperCase(), fontSize: 8.5, bold: true, color: colors.accent, characterSpacing: 1 },
    { text: post.title, style: 'title', margin: [0, 4, 0, 6] },
    {
      text: [
        `By ${post.author}`,
        longDate(post.publishedAt, site.timeZone),
        ...(updated ? [`Updated ${calendarDate(updated)}`] : []),
      ].join('  ·  '),
      style: 'subtitle',
      margin: [0, 0, 0, post.reviewedAt ? 4 : 10],
    },
  ]
  if (post.reviewedAt) {
    content.push({ text: `Last reviewed: ${calendarDate(post.reviewedAt)}`, style: 'small', margin: [0, 0, 0, 10] })
  }
  if (heroImage) {
    // With its alt text the image is a Figure a screen reader describes; without, decoration it skips.
    const alt = post.heroImageAlt?.trim()
    content.push({
      image: heroImage,
      fit: [495, 260],
      alignment: 'center',
      margin: [0, 0, 0, 12],
      ...(alt ? { alt } : {}),
    })
  }
  content.push({ text: post.excerpt, italics: true, fontSize: 11, color: colors.muted, margin: [0, 0, 0, 10] })
  content.push({ stack: [htmlBody(post.content)] as Content[], style: 'body' })
  if (post.tags.length) content.push({ text: `Tags: ${post.tags.join(', ')}`, style: 'small', margin: [0, 14, 0, 0] })
  if (post.sources.length) content.push({ text: '', margin: [0, 6, 0, 0] }, ...sourcesBlock(post.sources))
  return letterhead(site, { title: post.title, author: post.author, subject: post.excerpt }, content)
}
