import type { Block, BoxBlock, Cell, ImageBlock, ListBlock, TableBlock, TextBlock } from './blocks.server.ts'
import {
  cellHeight,
  columnWidths,
  decoration,
  drawCell,
  element,
  makeRoom,
  measure,
  newPage,
  NO_MARGIN,
  type Flow,
  type Frame,
} from './flow.server.ts'
import { breakLines, drawArtifactLine, drawTaggedLine, endLink, metricsOf } from './text-lines.server.ts'

/**
 * Each block drawn in its structure element (decision 54); decoration is an artifact. A block
 * measures itself by being laid out without drawing, so one that must stay on a page starts the next.
 */
export function layoutBlocks(flow: Flow, blocks: Block[], frame: Frame) {
  blocks.forEach((block, i) => layoutBlock(flow, block, frame, blocks[i + 1]))
}

function layoutBlock(flow: Flow, block: Block, frame: Frame, next: Block | undefined) {
  const [left, top, right, bottom] = block.margin ?? NO_MARGIN
  const inner: Frame = {
    ...frame,
    x: frame.x + left,
    width: frame.width - left - right,
    style: 'style' in block && block.style ? { ...frame.style, ...block.style } : frame.style,
  }
  flow.y += top
  switch (block.kind) {
    case 'page-break':
      if (flow.paginate && flow.y > flow.area.top) newPage(flow)
      break
    case 'text':
      layoutText(flow, block, inner, next)
      break
    case 'list':
      layoutList(flow, block, inner)
      break
    case 'quote': {
      const quote = element(flow, frame, 'BlockQuote')
      layoutBlocks(flow, block.blocks, { ...inner, parent: quote ?? inner.parent })
      quote?.end()
      break
    }
    case 'group': {
      if (block.keepTogether && flow.paginate) {
        const height = measure(flow, block.blocks, inner)
        if (height <= flow.area.bottom - flow.area.top) makeRoom(flow, height)
      }
      layoutBlocks(flow, block.blocks, inner)
      break
    }
    case 'table':
      drawTable(flow, block, inner)
      break
    case 'box':
      layoutBox(flow, block, inner)
      break
    case 'image':
      layoutImage(flow, block, inner)
      break
    case 'tick-box':
      makeRoom(flow, block.size)
      decoration(flow, () => flow.doc.lineWidth(0.9).rect(inner.x, flow.y, block.size, block.size).stroke(block.color))
      flow.y += block.size
      break
    case 'rule':
      decoration(flow, () =>
        flow.doc
          .lineWidth(0.8)
          .moveTo(inner.x, flow.y)
          .lineTo(inner.x + inner.width, flow.y)
          .stroke(block.color),
      )
      break
  }
  flow.y += bottom
}

function layoutText(flow: Flow, block: TextBlock, frame: Frame, next: Block | undefined) {
  const lines = breakLines(flow.doc, block.runs, frame.style, frame.width)
  if (block.keepWithNext && flow.paginate) {
    const own = lines.reduce((sum, line) => sum + line.height, 0)
    const following = next ? Math.min(measure(flow, [next], frame), block.keepWithNext) : 0
    makeRoom(flow, own + following)
  }
  const made = element(flow, frame, block.role ?? 'P')
  const target = made ? { element: made, doc: flow.doc } : null
  for (const line of lines) {
    if (target && flow.paginate && flow.y + line.height > flow.area.bottom) endLink(target)
    makeRoom(flow, line.height)
    const offset =
      block.align === 'center' ? (frame.width - line.width) / 2 : block.align === 'right' ? frame.width - line.width : 0
    if (flow.draw) {
      if (target) drawTaggedLine(target, line, frame.x + offset, flow.y)
      else if (flow.artifact) drawArtifactLine(flow.doc, line, frame.x + offset, flow.y, 'Layout')
    }
    flow.y += line.height
  }
  if (target) endLink(target)
  made?.end()
}

/** A bullet is a drawn dot, an artifact; a number is text a screen reader reads. */
function layoutList(flow: Flow, block: ListBlock, frame: Frame) {
  const { doc } = flow
  const list = element(flow, frame, 'L')
  const labels = block.items.map((_, i) => (block.ordered ? `${i + 1}.` : ''))
  const labelLines = labels.map((label) => breakLines(doc, [label], frame.style, Infinity)[0]!)
  const indent = block.ordered ? Math.max(...labelLines.map((l) => l.width)) + 5 : frame.style.size * 1.2
  const first = metricsOf(frame.style)
  const bodyFrame = { ...frame, x: frame.x + indent, width: frame.width - indent }
  block.items.forEach((item, i) => {
    // With a body kept whole (a source line), the number goes on the page the body starts on.
    const lead = item[0]
    const whole = lead?.kind === 'group' && lead.keepTogether && flow.paginate
    const kept = whole ? measure(flow, [lead], bodyFrame) : 0
    makeRoom(flow, kept && kept <= flow.area.bottom - flow.area.top ? kept : first.height)
    const li = element(flow, { ...frame, parent: list }, 'LI')
    const y = flow.y
    if (block.ordered) {
      const lbl = element(flow, { ...frame, parent: li }, 'Lbl')
      const line = labelLines[i]!
      if (lbl) drawTaggedLine({ element: lbl, doc }, line, frame.x, y)
      else if (flow.draw && flow.artifact) drawArtifactLine(doc, line, frame.x, y, 'Layout')
      lbl?.end()
    } else {
      const r = frame.style.size * 0.17
      const [cx, cy] = [frame.x + r + 1, y + first.ascent * 0.62]
      decoration(flow, () => doc.circle(cx, cy, r).fill(frame.style.color))
    }
    const body = element(flow, { ...frame, parent: li }, 'LBody')
    layoutBlocks(flow, item, { ...bodyFrame, parent: body ?? li })
    body?.end()
    li?.end()
  })
  list?.end()
}

/** Not data: read in order, in the frame's element. */
function layoutBox(flow: Flow, block: BoxBlock, frame: Frame) {
  const widths = columnWidths(block.widths, frame.width)
  const height = Math.max(...block.cells.map((cell, i) => cellHeight(flow, cell, widths[i]!, frame)))
  makeRoom(flow, height)
  let x = frame.x
  block.cells.forEach((cell, i) => {
    drawCell(flow, cell, { x, y: flow.y, width: widths[i]!, height }, frame, block.rules)
    x += widths[i]!
  })
  flow.y += height
}

function layoutImage(flow: Flow, block: ImageBlock, frame: Frame) {
  const { width, height } = flow.doc.openImage(block.data)
  const scale = Math.min(block.fit[0] / width, block.fit[1] / height, frame.width / width, 1e9)
  const [w, h] = [width * scale, height * scale]
  makeRoom(flow, h)
  const [x, y] = [frame.x + (frame.width - w) / 2, flow.y]
  const alt = block.alt?.trim()
  const figure = alt ? element(flow, frame, 'Figure', { alt }) : null
  const draw = () => flow.doc.image(block.data, x, y, { width: w, height: h })
  if (figure) figure.add(draw).end()
  else decoration(flow, draw)
  flow.y += h
}

/** A row and those its cells span into are never split; header rows repeated on a page are an artifact. */
interface Placed {
  cell: Cell
  row: number
  x: number
  width: number
}

/** Cells fill the positions a cell above does not already span into. */
function place(block: TableBlock, widths: number[], left: number): Placed[][] {
  const covered = new Set<string>()
  const offsets = widths.map((_, c) => left + widths.slice(0, c).reduce((a, b) => a + b, 0))
  return block.rows.map((cells, row) => {
    let column = 0
    return cells.map((cell) => {
      while (covered.has(`${row}:${column}`)) column++
      const span = Math.min(cell.colSpan ?? 1, widths.length - column)
      for (let dr = 0; dr < (cell.rowSpan ?? 1); dr++)
        for (let dc = 0; dc < span; dc++) covered.add(`${row + dr}:${column + dc}`)
      const width = widths.slice(column, column + span).reduce((a, b) => a + b, 0)
      const placed = { cell, row, x: offsets[column] ?? left, width }
      column += span
      return placed
    })
  })
}

/** A cell spanning rows deepens the last of them if it needs to. */
function rowHeights(flow: Flow, rows: Placed[][], frame: Frame): number[] {
  const heights = rows.map((cells) =>
    Math.max(
      0,
      ...cells.filter((p) => (p.cell.rowSpan ?? 1) === 1).map((p) => cellHeight(flow, p.cell, p.width, frame)),
    ),
  )
  for (const p of rows.flat()) {
    const span = Math.min(p.cell.rowSpan ?? 1, rows.length - p.row)
    if (span === 1) continue
    const need = cellHeight(flow, p.cell, p.width, frame)
    const have = heights.slice(p.row, p.row + span).reduce((a, b) => a + b, 0)
    if (need > have) heights[p.row + span - 1]! += need - have
  }
  return heights
}

function rowGroups(rows: Placed[][]): [number, number][] {
  const groups: [number, number][] = []
  let start = 0
  let end = 0
  rows.forEach((cells, row) => {
    end = Math.max(end, ...cells.map((p) => row + (p.cell.rowSpan ?? 1) - 1), row)
    if (row === end || row === rows.length - 1) {
      groups.push([start, Math.min(end, rows.length - 1)])
      start = row + 1
    }
  })
  return groups
}

function drawTable(flow: Flow, block: TableBlock, frame: Frame) {
  const widths = columnWidths(block.widths, frame.width)
  const rows = place(block, widths, frame.x)
  const heights = rowHeights(flow, rows, frame)
  const headerRows = Math.min(block.headerRows ?? 0, rows.length)
  const heightOf = (from: number, to: number) => heights.slice(from, to + 1).reduce((a, b) => a + b, 0)
  const table = element(flow, frame, 'Table')

  const drawRow = (on: Flow, r: number, tagged: boolean) => {
    const tr = tagged ? element(on, { ...frame, parent: table }, 'TR') : null
    for (const { cell, x, width } of rows[r]!) {
      const scope = r < headerRows ? 'Column' : cell.rowHeader ? 'Row' : undefined
      const made = tr ? element(on, { ...frame, parent: tr }, scope ? 'TH' : 'TD', scope ? { scope } : {}) : null
      const [colSpan, rowSpan] = [cell.colSpan ?? 1, Math.min(cell.rowSpan ?? 1, rows.length - r)]
      if (made && (colSpan > 1 || rowSpan > 1)) {
        const data = made.dictionary.data
        data.A = {
          ...(data.A as object),
          O: 'Table',
          ...(colSpan > 1 ? { ColSpan: colSpan } : {}),
          ...(rowSpan > 1 ? { RowSpan: rowSpan } : {}),
        }
      }
      const box = { x, y: on.y, width, height: heightOf(r, r + rowSpan - 1) }
      drawCell(on, cell, box, { ...frame, parent: made }, block.rules)
      made?.end()
    }
    tr?.end()
    on.y += heights[r]!
  }

  // The header rows stay with the first body rows.
  const groups = rowGroups(rows)
  const firstBody = groups.find(([start]) => start >= headerRows)
  makeRoom(flow, heightOf(0, headerRows - 1) + (firstBody ? heightOf(firstBody[0], firstBody[1]) : 0))
  for (let r = 0; r < headerRows; r++) drawRow(flow, r, true)
  const repeat = () => {
    const artifact: Flow = { ...flow, artifact: true, paginate: false }
    for (let r = 0; r < headerRows; r++) drawRow(artifact, r, false)
    flow.y = artifact.y
  }
  if (headerRows) flow.onNewPage.push(repeat)
  try {
    for (const [start, end] of groups) {
      if (end < headerRows) continue
      const height = heightOf(start, end)
      if (flow.paginate && flow.y + height > flow.area.bottom && flow.y > flow.area.top) newPage(flow)
      for (let r = start; r <= end; r++) drawRow(flow, r, true)
    }
  } finally {
    if (headerRows) flow.onNewPage.pop()
  }
  table?.end()
}
