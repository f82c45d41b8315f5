import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { SiteIdentity } from '#content/site.ts'
import type { DocBlock, ResourceDocument } from '#content/types.ts'
import { callToAction, colors, footer, header, pageMargins, styles } from './theme.server.ts'

/** One template for all 15 resource documents: content is data, layout lives here (issue 5). */

const cellLayout = {
  hLineWidth: () => 0.6,
  vLineWidth: () => 0.6,
  hLineColor: () => colors.line,
  vLineColor: () => colors.line,
  paddingLeft: () => 6,
  paddingRight: () => 6,
  paddingTop: () => 4,
  paddingBottom: () => 4,
}

/** An empty bordered square to tick by hand. */
const tickBox = (): TableCell => ({
  margin: [0, 1, 0, 0],
  table: { widths: [7], heights: [7], body: [[{ text: '' }]] },
  layout: {
    hLineWidth: () => 0.9,
    vLineWidth: () => 0.9,
    hLineColor: () => colors.brand,
    vLineColor: () => colors.brand,
    paddingLeft: () => 0,
    paddingRight: () => 0,
    paddingTop: () => 0,
    paddingBottom: () => 0,
  },
})

const headerRow = (columns: string[]): TableCell[] => columns.map((c) => ({ text: c, style: 'tableHeader' }))

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
      return {
        margin: [0, 2, 0, 10],
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [18, '*', 100],
          body: [
            headerRow(['#', 'Step', 'Who']),
            ...b.items.map((s, i): TableCell[] => [
              { text: String(i + 1), bold: true, color: colors.brand, style: 'tableCell' },
              { text: s.text, style: 'tableCell' },
              { text: s.owner ?? '', style: 'tableCell', color: colors.muted },
            ]),
          ],
        },
        layout: cellLayout,
      }
    case 'checklist':
      return {
        margin: [0, 2, 0, 10],
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [12, '*', 80, 55],
          body: [
            headerRow(['', 'Item', 'Owner', 'Date']),
            ...b.items.map((item): TableCell[] => [tickBox(), { text: item, style: 'tableCell' }, '', '']),
          ],
        },
        layout: cellLayout,
      }
    case 'table': {
      const blank = Array.from({ length: b.emptyRows ?? 0 }, () =>
        b.columns.map(() => ({ text: ' ', margin: [0, 5, 0, 5] }) as TableCell),
      )
      return {
        margin: [0, 2, 0, 10],
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: b.widths ?? columnWidths(b.columns, b.rows),
          body: [
            headerRow(b.columns),
            ...b.rows.map((row) => row.map((cell): TableCell => ({ text: cell || ' ', style: 'tableCell' }))),
            ...blank,
          ],
        },
        layout: cellLayout,
      }
    }
    case 'decision':
      return {
        margin: [0, 2, 0, 10],
        unbreakable: true,
        table: {
          widths: [70, '*'],
          body: [
            [
              { text: 'Decision', style: 'tableHeader', fillColor: colors.accent },
              { text: b.question, bold: true, fontSize: 10, fillColor: '#e6fffb' },
            ],
            ...b.branches.map((br): TableCell[] => [
              { text: br.answer, bold: true, style: 'tableCell' },
              { text: br.action, style: 'tableCell' },
            ]),
          ],
        },
        layout: cellLayout,
      }
    case 'note':
      return {
        margin: [0, 2, 0, 10],
        table: {
          widths: ['*'],
          body: [[{ text: b.text, fontSize: 9.5, italics: true, fillColor: colors.noteFill, margin: [4, 2, 4, 2] }]],
        },
        layout: { ...cellLayout, hLineColor: () => colors.noteLine, vLineColor: () => colors.noteLine },
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
    { text: doc.subtitle, style: 'subtitle', margin: [0, 0, 0, 12] },
    ...doc.intro.map((p): Content => ({ text: p, style: 'body', margin: [0, 0, 0, 8] })),
  ]
  for (const section of doc.sections) {
    content.push({ text: section.heading, style: 'h2', headlineLevel: 1 } as Content)
    content.push(...section.blocks.map(block))
  }
  content.push({ text: 'Sources', style: 'h2' })
  content.push({ ul: doc.sources, fontSize: 9, color: colors.muted, margin: [0, 0, 0, 6] })
  content.push({
    text: 'This document is general information for school leaders, not legal advice. Confirm legal obligations with your district counsel.',
    style: 'small',
    italics: true,
  })
  content.push(callToAction(site, siteUrl))
  return {
    info: { title: doc.title, author: site.businessName, subject: doc.subtitle, creator: site.businessName },
    pageSize: 'LETTER',
    pageMargins,
    header: header(site),
    footer: footer(site),
    content,
    styles,
    defaultStyle: { font: 'Roboto', fontSize: 10.5 },
    // A section heading in the last lines of a page starts the next page instead.
    pageBreakBefore: (node) =>
      (node as { headlineLevel?: number }).headlineLevel === 1 &&
      ((node as { startPosition?: { verticalRatio?: number } }).startPosition?.verticalRatio ?? 0) > 0.82,
  }
}
