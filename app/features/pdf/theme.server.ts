import type { SiteIdentity } from '#content/site.ts'
import type { Source } from '#content/types.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'
import {
  cell,
  kept,
  text,
  type Block,
  type Cell,
  type PdfDocument,
  type Rules,
  type TextStyle,
} from './blocks.server.ts'

export const colors = {
  brand: '#1d41ad',
  brandDark: '#14275f',
  brandLight: '#eef4ff',
  accent: '#0d9488',
  ink: '#0f172a',
  muted: '#475569',
  line: '#cbd5e1',
  noteFill: '#fff7e6',
  noteLine: '#d97706',
}

export const styles = {
  title: { size: 24, bold: true, color: colors.brandDark, lineHeight: 1.1 },
  subtitle: { size: 12, color: colors.muted, lineHeight: 1.3 },
  h2: { size: 14, bold: true, color: colors.brandDark },
  h3: { size: 12.5, bold: true, color: colors.brandDark },
  body: { size: 10, color: colors.ink, lineHeight: 1.3 },
  small: { size: 8.5, color: colors.muted },
  eyebrow: { size: 8.5, bold: true, color: colors.accent, characterSpacing: 1 },
  tableHeader: { bold: true, size: 9, color: 'white' },
  tableCell: { size: 9, color: colors.ink, lineHeight: 1.2 },
} satisfies Record<string, TextStyle>

/** It starts the next page rather than end one without its text. */
export const h2 = (title: string): Block =>
  text(title, { role: 'H2', style: styles.h2, margin: [0, 12, 0, 5], keepWithNext: 60 })
export const h3 = (title: string): Block =>
  text(title, { role: 'H3', style: styles.h3, margin: [0, 10, 0, 4], keepWithNext: 48 })

export const bullets = (items: readonly string[]): Block => ({
  kind: 'list',
  items: items.map((item) => [text(item, { margin: [0, 0, 0, 3] })]),
  style: styles.body,
})

/** The page, running header and footer, and type every PDF shares. */
export function letterhead(
  site: SiteIdentity,
  info: { title: string; author: string; subject: string },
  content: Block[],
): PdfDocument {
  return {
    info: { ...info, creator: site.businessName },
    letterhead: {
      header: {
        left: { text: site.businessName, bold: true, color: colors.brandDark, size: 10 },
        right: { text: site.tagline, color: colors.muted, size: 8.5 },
        ruleColor: colors.brand,
      },
      footer: { text: `${site.phone}  ·  ${site.email}`, ...styles.small },
    },
    content,
    style: { size: 10.5, color: colors.ink },
  }
}

export const ruled: Rules = { width: 0.6, color: colors.line }
export const CELL_PADDING: [number, number, number, number] = [6, 4, 6, 4]

export const tableCell = (
  runs: Parameters<typeof text>[0],
  style: Parameters<typeof text>[1] = {},
  options: Omit<Cell, 'blocks'> = {},
): Cell =>
  cell(text(runs, { ...style, style: { ...styles.tableCell, ...style.style } }), { padding: CELL_PADDING, ...options })

/** Its header row drawn again on each later page; no row is split by a page break. */
export function grid(widths: (number | '*')[], columns: string[], rows: Cell[][]): Block {
  return {
    kind: 'table',
    margin: [0, 2, 0, 10],
    headerRows: 1,
    widths,
    rows: [columns.map((c) => tableCell(c, { style: styles.tableHeader }, { fill: colors.brand })), ...rows],
    rules: ruled,
  }
}

export const notLegalAdvice = (what: 'document' | 'report', top: number): Block =>
  text(
    `This ${what} is general information for school leaders, not legal advice. Confirm legal obligations with your district counsel.`,
    { style: { ...styles.small, italic: true }, ...(top ? { margin: [0, top, 0, 0] } : {}) },
  )

/** A heading, a sentence, one link, and how to reach us. */
export function closingBox(
  site: SiteIdentity,
  { heading: title, text: sentence, linkLabel, url }: { heading: string; text: string; linkLabel: string; url: string },
): Block {
  return kept([0, 20, 0, 0], {
    kind: 'box',
    widths: ['*'],
    cells: [
      cell(
        [
          text(title, { style: { color: 'white', bold: true, size: 13 } }),
          text(sentence, { style: { color: '#dbe4ff', size: 10, lineHeight: 1.3 }, margin: [0, 6, 0, 8] }),
          text(
            [
              { text: `${linkLabel}: `, color: 'white', bold: true },
              { text: url, link: url, color: '#99f6e4' },
            ],
            { style: { size: 10 } },
          ),
          text(`${site.phone}  ·  ${site.email}  ·  ${site.postalAddress}`, {
            style: { color: '#dbe4ff', size: 9 },
            margin: [0, 4, 0, 0],
          }),
        ],
        { fill: colors.brandDark, padding: [16, 14, 16, 14] },
      ),
    ],
  })
}

export function callToAction(site: SiteIdentity, siteUrl: string): Block {
  return closingBox(site, {
    heading: 'Want help putting this into practice?',
    text: `${site.businessName} works with smaller K-12 districts on security assessments, virtual CISO services, training and compliance. Schedule a free consultation and we will reply typically within 4 hours.`,
    linkLabel: 'Schedule a consultation',
    url: `${siteUrl}/#contact`,
  })
}

/** Kept on one page so a URL is never split by a page break. */
function sourceLine(source: Source): Block {
  const title = /[.?!]$/.test(source.title) ? source.title : `${source.title}.`
  return kept(
    [0, 0, 0, 3],
    text([
      `${title} ${source.publisher}, ${calendarDate(source.date)}. `,
      { text: source.url, link: source.url, color: colors.brand },
    ]),
  )
}

export function sourcesBlock(sources: readonly Source[]): Block[] {
  if (!sources.length) return []
  return [
    h2('Sources'),
    {
      kind: 'list',
      items: sources.map((s) => [sourceLine(s)]),
      style: { size: 9, color: colors.muted, lineHeight: 1.15 },
      margin: [0, 0, 0, 6],
    },
  ]
}
