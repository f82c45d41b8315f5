import type { Block, Cell, Margin, Rules } from './blocks.server.ts'
import type { Pdf, StructElement } from './pdfkit.server.ts'
import { artifact, type Style } from './text-lines.server.ts'

export interface Flow {
  doc: Pdf
  /** false: lay out only, to measure */
  draw: boolean
  /** a table header drawn again on a later page */
  artifact: boolean
  /** false inside a table cell or a box, whose row was already kept on one page */
  paginate: boolean
  y: number
  area: { top: number; bottom: number }
  onNewPage: (() => void)[]
  layout: (flow: Flow, blocks: Block[], frame: Frame) => void
}

/** No element when measuring or drawing an artifact. */
export interface Frame {
  x: number
  width: number
  parent: StructElement | null
  style: Style
}

export const NO_MARGIN: Margin = [0, 0, 0, 0]

export function newPage(flow: Flow) {
  flow.doc.addPage()
  flow.y = flow.area.top
  for (const repeat of flow.onNewPage) repeat()
}

export function makeRoom(flow: Flow, height: number) {
  if (flow.paginate && flow.y + height > flow.area.bottom && flow.y !== flow.area.top) newPage(flow)
}

export function measure(flow: Flow, blocks: Block[], frame: Frame): number {
  const dry: Flow = { ...flow, draw: false, paginate: false, y: 0, onNewPage: [] }
  flow.layout(dry, blocks, { ...frame, parent: null })
  return dry.y
}

export function element(flow: Flow, frame: Frame, role: string, options?: { alt?: string; scope?: 'Column' | 'Row' }) {
  if (!flow.draw || flow.artifact || !frame.parent) return null
  const made = flow.doc.struct(role, options)
  frame.parent.add(made)
  return made
}

export function decoration(flow: Flow, draw: () => void) {
  if (flow.draw) artifact(flow.doc, 'Layout', draw)
}

export function columnWidths(widths: (number | '*')[], total: number): number[] {
  const fixed = widths.reduce<number>((sum, w) => sum + (w === '*' ? 0 : w), 0)
  const stars = widths.filter((w) => w === '*').length
  return widths.map((w) => (w === '*' ? (total - fixed) / stars : w))
}

export function cellHeight(flow: Flow, cell: Cell, width: number, frame: Frame): number {
  const [left, top, right, bottom] = cell.padding ?? NO_MARGIN
  return top + bottom + measure(flow, cell.blocks, { ...frame, width: width - left - right })
}

/** Its fill, its blocks, then its rules. */
export function drawCell(
  flow: Flow,
  cell: Cell,
  box: { x: number; y: number; width: number; height: number },
  frame: Frame,
  rules: Rules | undefined,
) {
  const [left, top, right] = cell.padding ?? NO_MARGIN
  if (cell.fill) decoration(flow, () => flow.doc.rect(box.x, box.y, box.width, box.height).fill(cell.fill))
  const inCell: Flow = { ...flow, paginate: false, y: box.y + top }
  flow.layout(inCell, cell.blocks, { ...frame, x: box.x + left, width: box.width - left - right })
  if (rules)
    decoration(flow, () =>
      flow.doc.lineWidth(rules.width).rect(box.x, box.y, box.width, box.height).stroke(rules.color),
    )
}
