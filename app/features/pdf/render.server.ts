import { buffer } from 'node:stream/consumers'
import type { Letterhead, PdfDocument } from './blocks.server.ts'
import type { Flow } from './flow.server.ts'
import { layoutBlocks } from './layout.server.ts'
import { createPdf, type Pdf } from './pdfkit.server.ts'
import { artifact, breakLines, drawArtifactLine, type Style } from './text-lines.server.ts'

/** US Letter, in points; the margins leave room for the running header and footer. */
export const PAGE = { width: 612, height: 792, margins: { left: 48, top: 66, right: 48, bottom: 54 } }
export const CONTENT_WIDTH = PAGE.width - PAGE.margins.left - PAGE.margins.right

/** Drawn once the page count is known; each piece of text its own artifact, so each can be told apart. */
function drawLetterhead(doc: Pdf, letterhead: Letterhead, base: Style) {
  const { left, right: page } = PAGE.margins
  const { count } = doc.bufferedPageRange()
  const line = (run: Letterhead['footer'], size?: number) =>
    breakLines(doc, [run], { ...base, lineHeight: 1, ...(size ? { size } : {}) }, Infinity)[0]!
  for (let i = 0; i < count; i++) {
    doc.switchToPage(i)
    const name = line(letterhead.header.left)
    drawArtifactLine(doc, name, left, 24, 'Pagination')
    const tagline = line(letterhead.header.right)
    drawArtifactLine(doc, tagline, left + CONTENT_WIDTH - tagline.width, 25, 'Pagination')
    const ruleY = 24 + name.height + 6
    artifact(doc, 'Pagination', () =>
      doc
        .lineWidth(1.2)
        .moveTo(left, ruleY)
        .lineTo(left + CONTENT_WIDTH, ruleY)
        .stroke(letterhead.header.ruleColor),
    )
    const footerY = PAGE.height - PAGE.margins.bottom + 18
    drawArtifactLine(doc, line(letterhead.footer), left, footerY, 'Pagination')
    const number = line({ ...letterhead.footer, text: `Page ${i + 1} of ${count}` })
    drawArtifactLine(doc, number, PAGE.width - page - number.width, footerY, 'Pagination')
  }
}

/** PDF 1.7 with its language (WCAG 3.1.1) and its title shown rather than its file name (2.4.2). */
export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const { info } = document
  const doc = createPdf({
    size: 'LETTER',
    margins: PAGE.margins,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    bufferPages: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.creator },
  })
  const done = buffer(doc)
  const root = doc.struct('Document')
  doc.addStructure(root)
  const style: Style = { lineHeight: 1, ...document.style }
  const flow: Flow = {
    doc,
    draw: true,
    artifact: false,
    paginate: true,
    y: PAGE.margins.top,
    area: { top: PAGE.margins.top, bottom: PAGE.height - PAGE.margins.bottom },
    onNewPage: [],
    layout: layoutBlocks,
  }
  layoutBlocks(flow, document.content, { x: PAGE.margins.left, width: CONTENT_WIDTH, parent: root, style })
  root.end()
  if (document.letterhead) drawLetterhead(doc, document.letterhead, style)
  doc.end()
  return done
}
