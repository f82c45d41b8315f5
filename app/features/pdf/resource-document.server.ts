import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { SiteIdentity } from '#content/site.ts'
import type { DocBlock, ResourceDocument } from '#content/types.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { rowHeader } from './tags.server.ts'
import {
  callToAction,
  colors,
  headingsStayWithText,
  letterhead,
  pageMargins,
  ruledLayout,
  sourcesBlock,
} from './theme.server.ts'

/** One template for all 15 resource documents: content is data, layout lives here. */

/** Side of the tick box in points: about the cap height of two lines of 9 pt text, square at print size. */
const TICK_BOX = 8

/**
 * An empty square to tick by hand. Drawn as a vector so its height is its own, not the height of an
 * empty line of text (a nested table made it 7 x 13 pt, which read as a missing-glyph box).
 * The top margin centres it on the first line of the 9 pt item text beside it.
 */
const tickBox = (): TableCell => ({
  canvas: [{ type: 'rect', x: 0, y: 0, w: TICK_BOX, h: TICK_BOX, lineWidth: 0.9, lineColor: colors.brand }],
  margin: [2, 1.5, 0, 0],
})

/** A ruled table whose header row repeats on every page it spans; no row is split by a page break. */
function grid(widths: (number | '*')[], columns: string[], rows: TableCell[][]): Content {
  return {
    margin: [0, 2, 0, 10],
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths,
      body: [columns.map((c): TableCell => ({ text: c, style: 'tableHeader' })), ...rows],
    },
    layout: ruledLayout,
  }
}

/** Content width of a LETTER page inside the margins. */
const CONTENT_WIDTH = 612 - pageMargins[0] - pageMargins[2]

/**
 * Column widths in proportion to how much each column holds (with a floor for fill-in columns),
 * so long text gets room and blank "Owner" or "Date" columns stay narrow.
 */
function columnWidths(columns: string[], rows: string[][]): number[] {
  const weight = columns.map((header, i) => {
    const lengths = rows.map((r) => (r[i] ?? '').length)
    const average = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0
    return Math.max(header.length * 0.9, Math.min(average, 120), 10)
  })
  const total = weight.reduce((a, b) => a + b, 0)
  const padding = columns.length * 12 + 1
  return weight.map((w) => Math.floor(((CONTENT_WIDTH - padding) * w) / total))
}

function block(b: DocBlock): Content {
  switch (b.kind) {
    case 'paragraph':
      return { text: b.text, style: 'body', margin: [0, 0, 0, 8] }
    case 'bullets':
      return { ul: b.items.map((i) => ({ text: i, margin: [0, 0, 0, 3] })), style: 'body', margin: [0, 0, 0, 8] }
    case 'steps':
      return grid(
        [18, '*', 100],
        ['#', 'Step', 'Who'],
        b.items.map((s, i): TableCell[] => [
          { text: String(i + 1), bold: true, color: colors.brand, style: 'tableCell' },
          { text: s.text, style: 'tableCell' },
          { text: s.owner ?? '', style: 'tableCell', color: colors.muted },
        ]),
      )
    case 'checklist':
      return grid(
        [12, '*', 80, 55],
        ['', 'Item', 'Owner', 'Date'],
        b.items.map((item): TableCell[] => [tickBox(), { text: item, style: 'tableCell' }, '', '']),
      )
    case 'table': {
      const blank = Array.from({ length: b.emptyRows ?? 0 }, () =>
        b.columns.map(() => ({ text: ' ', margin: [0, 5, 0, 5] }) as TableCell),
      )
      return grid(b.widths ?? columnWidths(b.columns, b.rows), b.columns, [
        ...b.rows.map((row) => row.map((cell): TableCell => ({ text: cell || ' ', style: 'tableCell' }))),
        ...blank,
      ])
    }
    case 'decision':
      return {
        margin: [0, 2, 0, 10],
        unbreakable: true,
        table: {
          widths: [70, '*'],
          body: [
            [
              rowHeader({ text: 'Decision', style: 'tableHeader', fillColor: colors.accent }),
              { text: b.question, bold: true, fontSize: 10, fillColor: '#e6fffb' },
            ],
            ...b.branches.map((br): TableCell[] => [
              rowHeader({ text: br.answer, bold: true, style: 'tableCell' }),
              { text: br.action, style: 'tableCell' },
            ]),
          ],
        },
        layout: ruledLayout,
      }
    case 'note':
      return {
        margin: [0, 2, 0, 10],
        table: {
          widths: ['*'],
          body: [[{ text: b.text, fontSize: 9.5, italics: true, fillColor: colors.noteFill, margin: [4, 2, 4, 2] }]],
        },
        layout: { ...ruledLayout, hLineColor: () => colors.noteLine, vLineColor: () => colors.noteLine },
      }
  }
}

export function resourceDocDefinition(
  doc: ResourceDocument,
  site: SiteIdentity,
  siteUrl: string,
): TDocumentDefinitions {
  const content: Content[] = [
    { text: 'FREE RESOURCE FOR K-12 LEADERS', fontSize: 8.5, bold: true, color: colors.accent, characterSpacing: 1 },
    { text: doc.title, style: 'title', margin: [0, 4, 0, 6] },
    { text: doc.subtitle, style: 'subtitle', margin: [0, 0, 0, 4] },
    { text: `Last reviewed: ${calendarDate(doc.reviewedAt)}`, style: 'small', margin: [0, 0, 0, 12] },
    ...doc.intro.map((p): Content => ({ text: p, style: 'body', margin: [0, 0, 0, 8] })),
  ]
  for (const section of doc.sections) {
    content.push({ text: section.heading, style: 'h2', headlineLevel: 1 } as Content)
    content.push(...section.blocks.map(block))
  }
  content.push(...sourcesBlock(doc.sources))
  content.push({
    text: 'This document is general information for school leaders, not legal advice. Confirm legal obligations with your district counsel.',
    style: 'small',
    italics: true,
  })
  content.push(callToAction(site, siteUrl))
  return {
    ...letterhead(site, { title: doc.title, author: site.businessName, subject: doc.subtitle }, content),
    // A section heading in the last lines of a page starts the next page instead.
    pageBreakBefore: headingsStayWithText(0.82),
  }
}
