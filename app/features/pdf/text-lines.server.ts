import type { Inline, TextStyle } from './blocks.server.ts'
import { fontName, pdfString, type Pdf, type StructElement } from './pdfkit.server.ts'

/** Breaking lines ourselves, not with pdfkit's wrapping, gives a paragraph's height before drawing (decision 54). */

export type Style = Required<Pick<TextStyle, 'size' | 'color' | 'lineHeight'>> & TextStyle

interface Piece {
  text: string
  style: Style
  link?: string
  width: number
}
export interface Line {
  pieces: (Piece & { x: number })[]
  width: number
  height: number
  ascent: number
}

/** Once per thread: the same few thousand words recur in every document. */
const widths = new Map<string, number>()
function widthOf(doc: Pdf, text: string, style: Style): number {
  const key = `${fontName(style.bold, style.italic)}|${style.size}|${style.characterSpacing ?? 0}|${text}`
  let width = widths.get(key)
  if (width === undefined) {
    if (widths.size > 50_000) widths.clear()
    width = setFont(doc, style).widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 })
    widths.set(key, width)
  }
  return width
}

const setFont = (doc: Pdf, style: Style) => doc.font(fontName(style.bold, style.italic)).fontSize(style.size)

/** Roboto's hhea metrics of 2048 units; pdfkit's `currentLineHeight()` agrees (tagged-pdf.server.test.ts). */
export const ROBOTO = { ascent: 1900 / 2048, lineHeight: 2400 / 2048 }

export function metricsOf(style: Style) {
  return { ascent: ROBOTO.ascent * style.size, height: ROBOTO.lineHeight * style.size * style.lineHeight }
}

const TOKEN = /\n|[^\S\n]+|[^\s]+/g

/** An empty text is one empty line. */
export function breakLines(doc: Pdf, runs: Inline[], base: Style, width: number): Line[] {
  const lines: Piece[][] = [[]]
  let used = 0
  const current = () => lines.at(-1)!
  const newLine = () => {
    const line = current()
    while (line.length && !line.at(-1)!.text.trim()) line.pop()
    lines.push([])
    used = 0
  }
  for (const run of runs) {
    const { text, link, ...own } = typeof run === 'string' ? { text: run } : run
    const style: Style = { ...base, ...own }
    for (const [token] of text.matchAll(TOKEN)) {
      if (token === '\n') {
        newLine()
        continue
      }
      if (!token.trim()) {
        if (current().length) {
          const w = widthOf(doc, token, style)
          current().push({ text: token, style, link, width: w })
          used += w
        }
        continue
      }
      let word = token
      let w = widthOf(doc, word, style)
      if (used + w > width && current().some((p) => p.text.trim())) newLine()
      // A word wider than the line (a long URL) is cut where the line ends.
      while (w > width && word.length > 1) {
        let fits = word.length - 1
        while (fits > 1 && widthOf(doc, word.slice(0, fits), style) > width - used) fits--
        current().push({ text: word.slice(0, fits), style, link, width: widthOf(doc, word.slice(0, fits), style) })
        newLine()
        word = word.slice(fits)
        w = widthOf(doc, word, style)
      }
      current().push({ text: word, style, link, width: w })
      used += w
    }
  }
  newLine()
  lines.pop()
  return lines.map((pieces) => {
    const merged: Piece[] = []
    for (const piece of pieces) {
      const last = merged.at(-1)
      if (last && last.style === piece.style && last.link === piece.link)
        merged[merged.length - 1] = { ...last, text: last.text + piece.text, width: last.width + piece.width }
      else merged.push(piece)
    }
    let x = 0
    const placed = merged.map((piece) => ({ ...piece, x: (x += piece.width) - piece.width }))
    const sized = (pieces.length ? pieces.map((p) => p.style) : [base]).map((s) => metricsOf(s))
    return {
      pieces: placed,
      width: x,
      height: Math.max(...sized.map((m) => m.height)),
      ascent: Math.max(...sized.map((m) => m.ascent)),
    }
  })
}

/** `link`: the one whose words run on from the line before. */
export interface TaggedText {
  element: StructElement
  doc: Pdf
  link?: { url: string; element: StructElement }
}

export function endLink(target: TaggedText) {
  target.link?.element.end()
  target.link = undefined
}

function drawPiece(doc: Pdf, piece: Line['pieces'][number], x: number, y: number, line: Line) {
  const { style } = piece
  const ascent = metricsOf(style).ascent
  const top = y + line.ascent - ascent
  setFont(doc, style)
    .fillColor(style.color)
    .text(piece.text, x + piece.x, top, { lineBreak: false, characterSpacing: style.characterSpacing ?? 0 })
  if (style.underline && piece.text.trim()) {
    const under = top + ascent + style.size * 0.12
    doc
      .lineWidth(style.size / 20)
      .moveTo(x + piece.x, under)
      .lineTo(x + piece.x + piece.width, under)
      .stroke(style.color)
  }
}

export function artifact(doc: Pdf, type: 'Pagination' | 'Layout', draw: () => void) {
  doc.markContent('Artifact', { type })
  draw()
  doc.endMarkedContent()
}

/** Decoration, drawn before any of the line's content is marked. */
function drawBackgrounds(doc: Pdf, line: Line, x: number, y: number) {
  for (const { style, text, x: at, width } of line.pieces)
    if (style.background && text.trim())
      artifact(doc, 'Layout', () => doc.rect(x + at - 1, y, width + 2, line.height).fill(style.background))
}

export function drawArtifactLine(doc: Pdf, line: Line, x: number, y: number, type: 'Pagination' | 'Layout') {
  drawBackgrounds(doc, line, x, y)
  artifact(doc, type, () => line.pieces.forEach((piece) => drawPiece(doc, piece, x, y, line)))
}

/** One Link element per link across lines; a line without text still marks content, so an empty cell is tagged. */
export function drawTaggedLine(target: TaggedText, line: Line, x: number, y: number) {
  const { doc, element } = target
  drawBackgrounds(doc, line, x, y)
  const areas = new Map<StructElement, { url: string; left: number; right: number }>()
  // Its element is ended only once the line's annotations are added to it.
  const ended: StructElement[] = []
  const retire = () => {
    if (target.link) ended.push(target.link.element)
    target.link = undefined
  }
  // Each link piece is its own content; the pieces between links are one.
  const runs: Line['pieces'][] = line.pieces.length ? [] : [[]]
  for (const piece of line.pieces) {
    const last = runs.at(-1)
    if (last?.length && !last[0]!.link && !piece.link) last.push(piece)
    else runs.push([piece])
  }
  for (const run of runs) {
    const url = run[0]?.link
    if (!url) {
      if (run.some((piece) => piece.text.trim())) retire()
      element.add(() => run.forEach((piece) => drawPiece(doc, piece, x, y, line)))
      continue
    }
    if (target.link?.url !== url) {
      retire()
      const link = doc.struct('Link')
      element.add(link)
      target.link = { url, element: link }
    }
    const link = target.link!.element
    const piece = run[0]!
    link.add(() => drawPiece(doc, piece, x, y, line))
    const area = areas.get(link)
    const [left, right] = [x + piece.x, x + piece.x + piece.width]
    areas.set(link, area ? { ...area, right } : { url, left, right })
  }
  for (const [link, { url, left, right }] of areas)
    doc.link(left, y, right - left, line.height, url, { structParent: link, Contents: pdfString(`Link to ${url}`) })
  if (!line.pieces.at(-1)?.link) retire()
  for (const link of ended) link.end()
}
