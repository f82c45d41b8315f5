import type { Content, DynamicContent, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { SiteIdentity } from '#content/site.ts'
import type { Source } from '#content/types.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'

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

export const styles: StyleDictionary = {
  title: { fontSize: 24, bold: true, color: colors.brandDark, lineHeight: 1.1 },
  subtitle: { fontSize: 12, color: colors.muted, lineHeight: 1.3 },
  h2: { fontSize: 14, bold: true, color: colors.brandDark, margin: [0, 12, 0, 5] },
  h3: { fontSize: 12.5, bold: true, color: colors.brandDark, margin: [0, 10, 0, 4] },
  body: { fontSize: 10, color: colors.ink, lineHeight: 1.3 },
  small: { fontSize: 8.5, color: colors.muted },
  tableHeader: { bold: true, fontSize: 9, color: 'white', fillColor: colors.brand },
  tableCell: { fontSize: 9, color: colors.ink, lineHeight: 1.2 },
}

export const pageMargins: [number, number, number, number] = [48, 66, 48, 54]

function header(site: SiteIdentity): DynamicContent {
  return () => ({
    margin: [48, 24, 48, 0],
    stack: [
      {
        columns: [
          { text: site.businessName, bold: true, color: colors.brandDark, fontSize: 10 },
          { text: site.tagline, alignment: 'right', color: colors.muted, fontSize: 8.5, margin: [0, 1, 0, 0] },
        ],
      },
      { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 516, y2: 6, lineWidth: 1.2, lineColor: colors.brand }] },
    ],
  })
}

function footer(site: SiteIdentity): DynamicContent {
  return (currentPage, pageCount) => ({
    margin: [48, 18, 48, 0],
    columns: [
      { text: `${site.phone}  ·  ${site.email}`, style: 'small' },
      { text: `Page ${currentPage} of ${pageCount}`, alignment: 'right', style: 'small' },
    ],
  })
}

/**
 * A document on our letterhead: the page, running header and footer, and type every PDF shares.
 * Every one is tagged (headings, paragraphs, lists and tables a screen reader can tell apart and
 * read in order; the running header and footer artifacts it skips: tags.server.ts), says its language (a
 * screen reader picks its voice from it, WCAG 3.1.1) and asks the viewer to show its title rather
 * than its file name (2.4.2).
 */
export function letterhead(
  site: SiteIdentity,
  info: { title: string; author: string; subject: string },
  content: Content[],
): TDocumentDefinitions {
  return {
    // Tagged PDF as PDF/UA reads it is PDF 1.7; pdfmake's default header says 1.3.
    version: '1.7',
    tagged: true,
    language: 'en-US',
    displayTitle: true,
    info: { ...info, creator: site.businessName },
    pageSize: 'LETTER',
    pageMargins,
    header: header(site),
    footer: footer(site),
    content,
    styles,
    defaultStyle: { font: 'Roboto', fontSize: 10.5 },
  }
}

/** The thin ruled grid of every table in our documents. */
export const ruledLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => colors.line,
  vLineColor: () => colors.line,
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
}

/** The dark box that closes a document: a heading, a sentence, one link, and how to reach us. */
export function closingBox(
  site: SiteIdentity,
  { heading, text, linkLabel, url }: { heading: string; text: string; linkLabel: string; url: string },
): Content {
  return {
    margin: [0, 20, 0, 0],
    unbreakable: true,
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: colors.brandDark,
            margin: [16, 14, 16, 14],
            stack: [
              { text: heading, color: 'white', bold: true, fontSize: 13 },
              { text, color: '#dbe4ff', fontSize: 10, margin: [0, 6, 0, 8], lineHeight: 1.3 },
              {
                text: [
                  { text: `${linkLabel}: `, color: 'white', bold: true },
                  { text: url, link: url, color: '#99f6e4' },
                ],
                fontSize: 10,
              },
              {
                text: `${site.phone}  ·  ${site.email}  ·  ${site.postalAddress}`,
                color: '#dbe4ff',
                fontSize: 9,
                margin: [0, 4, 0, 0],
              },
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  }
}

/** The closing call to action of a resource document or a post. */
export function callToAction(site: SiteIdentity, siteUrl: string): Content {
  return closingBox(site, {
    heading: 'Want help putting this into practice?',
    text: `${site.businessName} works with smaller K-12 districts on security assessments, virtual CISO services, training and compliance. Schedule a free consultation and we will reply typically within 4 hours.`,
    linkLabel: 'Schedule a consultation',
    url: `${siteUrl}/#contact`,
  })
}

/**
 * A heading (of `levels` or shallower) that would start below `ratio` of the page height starts the
 * next page instead, so a heading never ends a page without its text.
 */
export function headingsStayWithText(ratio: number, levels = 1): TDocumentDefinitions['pageBreakBefore'] {
  return (node) => {
    const level = (node as { headlineLevel?: number }).headlineLevel
    const start = (node as { startPosition?: { verticalRatio?: number } }).startPosition?.verticalRatio ?? 0
    return level !== undefined && level <= levels && start > ratio
  }
}

/** "Title. Publisher, date. URL", the URL a live link; kept on one page so a URL is never split by a page break. */
function sourceLine(source: Source): Content {
  const title = /[.?!]$/.test(source.title) ? source.title : `${source.title}.`
  return {
    unbreakable: true,
    text: [
      `${title} ${source.publisher}, ${calendarDate(source.date)}. `,
      { text: source.url, link: source.url, color: colors.brand },
    ],
    margin: [0, 0, 0, 3],
  }
}

/** The "Sources" heading and list of a resource document or a post; nothing when there are none. */
export function sourcesBlock(sources: readonly Source[]): Content[] {
  if (!sources.length) return []
  return [
    { text: 'Sources', style: 'h2', headlineLevel: 1 } as Content,
    { ul: sources.map(sourceLine), fontSize: 9, color: colors.muted, lineHeight: 1.15, margin: [0, 0, 0, 6] },
  ]
}
