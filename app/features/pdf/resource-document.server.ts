import type { SiteIdentity } from '#content/site.ts'
import type { DocBlock, ResourceDocument } from '#content/types.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { cell, kept, text, type Block, type Cell, type PdfDocument } from './blocks.server.ts'
import { CONTENT_WIDTH } from './render.server.ts'
import {
  bullets,
  callToAction,
  CELL_PADDING,
  colors,
  grid,
  h2,
  letterhead,
  notLegalAdvice,
  ruled,
  sourcesBlock,
  styles,
  tableCell,
} from './theme.server.ts'

/** All 15 resource documents: content is data, layout lives here. */

/** About the cap height of two lines of 9 pt text. */
const TICK_BOX = 8

/** Its top margin centres it on the first line of the item text beside it. */
const tickBox = (): Cell =>
  cell({ kind: 'tick-box', size: TICK_BOX, color: colors.brand, margin: [2, 1.5, 0, 0] }, { padding: CELL_PADDING })

/** With a floor for fill-in columns, so blank "Owner" or "Date" columns stay narrow. */
function columnWidths(columns: string[], rows: string[][]): number[] {
  const weight = columns.map((header, i) => {
    const lengths = rows.map((r) => (r[i] ?? '').length)
    const average = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0
    return Math.max(header.length * 0.9, Math.min(average, 120), 10)
  })
  const total = weight.reduce((a, b) => a + b, 0)
  return weight.map((w) => Math.floor((CONTENT_WIDTH * w) / total))
}

function block(b: DocBlock): Block {
  switch (b.kind) {
    case 'paragraph':
      return text(b.text, { style: styles.body, margin: [0, 0, 0, 8] })
    case 'bullets':
      return { ...bullets(b.items), margin: [0, 0, 0, 8] }
    case 'steps':
      return grid(
        [30, '*', 112],
        ['#', 'Step', 'Who'],
        b.items.map((s, i) => [
          tableCell(String(i + 1), { style: { bold: true, color: colors.brand } }),
          tableCell(s.text),
          tableCell(s.owner ?? '', { style: { color: colors.muted } }),
        ]),
      )
    case 'checklist':
      return grid(
        [24, '*', 92, 67],
        ['', 'Item', 'Owner', 'Date'],
        b.items.map((item) => [tickBox(), tableCell(item), tableCell(''), tableCell('')]),
      )
    case 'table': {
      const blank = Array.from({ length: b.emptyRows ?? 0 }, () =>
        b.columns.map(() => tableCell('', { margin: [0, 5, 0, 5] })),
      )
      return grid(b.widths?.map((w) => w + 12) ?? columnWidths(b.columns, b.rows), b.columns, [
        ...b.rows.map((row) => row.map((c) => tableCell(c))),
        ...blank,
      ])
    }
    case 'decision':
      return kept([0, 2, 0, 10], {
        kind: 'table',
        widths: [82, '*'],
        rules: ruled,
        rows: [
          [
            tableCell('Decision', { style: styles.tableHeader }, { fill: colors.accent, rowHeader: true }),
            tableCell(b.question, { style: { bold: true, size: 10 } }, { fill: '#e6fffb' }),
          ],
          ...b.branches.map((br) => [
            tableCell(br.answer, { style: { bold: true } }, { rowHeader: true }),
            tableCell(br.action),
          ]),
        ],
      })
    case 'note':
      return {
        kind: 'box',
        margin: [0, 2, 0, 10],
        widths: ['*'],
        rules: { ...ruled, color: colors.noteLine },
        cells: [
          cell(text(b.text, { style: { size: 9.5, italic: true } }), {
            fill: colors.noteFill,
            padding: [10, 6, 10, 6],
          }),
        ],
      }
  }
}

export function resourceDocDefinition(doc: ResourceDocument, site: SiteIdentity, siteUrl: string): PdfDocument {
  const content: Block[] = [
    text('FREE RESOURCE FOR K-12 LEADERS', { style: styles.eyebrow }),
    text(doc.title, { role: 'H1', style: styles.title, margin: [0, 4, 0, 6] }),
    text(doc.subtitle, { style: styles.subtitle, margin: [0, 0, 0, 4] }),
    text(`Last reviewed: ${calendarDate(doc.reviewedAt)}`, { style: styles.small, margin: [0, 0, 0, 12] }),
    ...doc.intro.map((p) => text(p, { style: styles.body, margin: [0, 0, 0, 8] })),
  ]
  for (const section of doc.sections) content.push(h2(section.heading), ...section.blocks.map(block))
  content.push(...sourcesBlock(doc.sources))
  content.push(notLegalAdvice('document', 0), callToAction(site, siteUrl))
  return letterhead(site, { title: doc.title, author: site.businessName, subject: doc.subtitle }, content)
}
