import type { SiteIdentity } from '#content/site.ts'
import { updateShown, type BlogPost } from '#app/features/blog/post.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { longDate } from '#app/lib/dates.ts'
import { cell, text, type Block, type PdfDocument } from './blocks.server.ts'
import { htmlBlocks } from './html-blocks.server.ts'
import { colors, letterhead, sourcesBlock, styles } from './theme.server.ts'

function printedBox(site: SiteIdentity, printedAt: Date): Block {
  return {
    kind: 'box',
    margin: [0, 0, 0, 14],
    widths: ['*'],
    cells: [
      cell(
        [
          text(site.businessName, { style: { bold: true, size: 12, color: colors.brandDark } }),
          text(site.tagline, { style: { size: 9, color: colors.muted }, margin: [0, 2, 0, 4] }),
          text(`${site.phone}  ·  ${site.email}  ·  ${site.postalAddress}`, {
            style: { size: 8.5, color: colors.muted },
          }),
          text(`Printed ${longDate(printedAt.toISOString(), 'UTC')}`, {
            style: { size: 8.5, color: colors.muted },
            margin: [0, 2, 0, 0],
          }),
        ],
        { fill: colors.brandLight, padding: [12, 10, 12, 10] },
      ),
    ],
  }
}

export function postDocDefinition(
  post: BlogPost,
  site: SiteIdentity,
  { heroImage, printedAt = new Date() }: { heroImage?: Buffer; printedAt?: Date } = {},
): PdfDocument {
  const updated = updateShown(post, site.timeZone)
  const content: Block[] = [
    printedBox(site, printedAt),
    text(post.category.toUpperCase(), { style: styles.eyebrow }),
    text(post.title, { role: 'H1', style: styles.title, margin: [0, 4, 0, 6] }),
    text(
      [
        `By ${post.author}`,
        longDate(post.publishedAt, site.timeZone),
        ...(updated ? [`Updated ${calendarDate(updated)}`] : []),
      ].join('  ·  '),
      { style: styles.subtitle, margin: [0, 0, 0, post.reviewedAt ? 4 : 10] },
    ),
  ]
  if (post.reviewedAt)
    content.push(
      text(`Last reviewed: ${calendarDate(post.reviewedAt)}`, { style: styles.small, margin: [0, 0, 0, 10] }),
    )
  if (heroImage) {
    // With alt text a Figure; without, decoration a screen reader skips.
    const alt = post.heroImageAlt?.trim()
    content.push({ kind: 'image', data: heroImage, fit: [495, 260], margin: [0, 0, 0, 12], ...(alt ? { alt } : {}) })
  }
  content.push(text(post.excerpt, { style: { italic: true, size: 11, color: colors.muted }, margin: [0, 0, 0, 10] }))
  content.push({ kind: 'group', blocks: htmlBlocks(post.content), style: styles.body })
  if (post.tags.length)
    content.push(text(`Tags: ${post.tags.join(', ')}`, { style: styles.small, margin: [0, 14, 0, 0] }))
  if (post.sources.length) content.push({ kind: 'group', blocks: sourcesBlock(post.sources), margin: [0, 6, 0, 0] })
  return letterhead(site, { title: post.title, author: post.author, subject: post.excerpt }, content)
}
