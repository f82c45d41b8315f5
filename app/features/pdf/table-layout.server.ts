import type { Cell, TableBlock } from './blocks.server.ts'
import {
  cellHeight,
  columnWidths,
  decoration,
  drawCell,
  element,
  makeRoom,
  newPage,
  type Flow,
  type Frame,
} from './flow.server.ts'

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

export function drawTable(flow: Flow, block: TableBlock, frame: Frame) {
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
      drawCell(on, cell, box, { ...frame, parent: made })
      if (block.rules) {
        const { width: line, color } = block.rules
        decoration(on, () => on.doc.lineWidth(line).rect(box.x, box.y, box.width, box.height).stroke(color))
      }
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
