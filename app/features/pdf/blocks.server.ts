/**
 * What a document is made of, as plain data: the documents (resource, post, quiz report) build a
 * list of blocks, and layout.server.ts lays them out and draws them with pdfkit, tagging each one
 * (decision 54). Each kind of block has one structure role, so a document cannot be drawn untagged.
 */

/** How text looks; a block's style is the default of its runs. */
export interface TextStyle {
  size?: number
  bold?: boolean
  italic?: boolean
  color?: string
  /** a multiple of the font's line height */
  lineHeight?: number
  characterSpacing?: number
  underline?: boolean
  /** a fill behind the words (inline code) */
  background?: string
}

/** A piece of text in one style; `link` makes it a Link element with an annotation a line. */
export interface Run extends TextStyle {
  text: string
  link?: string
}
export type Inline = string | Run

/** Space around a block, in points: left, top, right, bottom. */
export type Margin = [number, number, number, number]

export type HeadingRole = 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6'

export interface TextBlock {
  kind: 'text'
  /** P unless a heading */
  role?: 'P' | HeadingRole
  runs: Inline[]
  style?: TextStyle
  margin?: Margin
  align?: 'left' | 'center' | 'right'
  /** A heading that would start in the last `keepWithNext` points of a page starts the next one. */
  keepWithNext?: number
}

export interface ListBlock {
  kind: 'list'
  ordered?: boolean
  /** each item's blocks: its body (LBody); a numbered item's number is its label (Lbl) */
  items: Block[][]
  style?: TextStyle
  margin?: Margin
}

export interface Cell {
  blocks: Block[]
  fill?: string
  /** a header of its row (TH, Scope Row), as HTML's `th` in a body row */
  rowHeader?: boolean
  colSpan?: number
  rowSpan?: number
  /** padding inside the cell: left, top, right, bottom */
  padding?: Margin
}

/** Lines between cells; none when absent. */
export interface Rules {
  width: number
  color: string
}

/** A data table: Table > TR > TH/TD. Its first `headerRows` rows are column headers, drawn again on each later page. */
export interface TableBlock {
  kind: 'table'
  /** points, or '*' for an equal share of the rest */
  widths: (number | '*')[]
  headerRows?: number
  rows: Cell[][]
  rules?: Rules
  style?: TextStyle
  margin?: Margin
}

/** Cells side by side in one row that is not data (a score beside its band, a closing box): no table level. */
export interface BoxBlock {
  kind: 'box'
  widths: (number | '*')[]
  cells: Cell[]
  rules?: Rules
  style?: TextStyle
  margin?: Margin
}

export interface QuoteBlock {
  kind: 'quote'
  blocks: Block[]
  style?: TextStyle
  margin?: Margin
}

/** Blocks kept on one page when they fit on one. */
export interface GroupBlock {
  kind: 'group'
  blocks: Block[]
  keepTogether?: boolean
  style?: TextStyle
  margin?: Margin
}

/** A JPEG or PNG: a Figure with its alt text, or decoration (an artifact) without one. */
export interface ImageBlock {
  kind: 'image'
  data: Buffer
  alt?: string
  fit: [number, number]
  margin?: Margin
}

/** An empty square to tick by hand: drawn, never read. */
export interface TickBoxBlock {
  kind: 'tick-box'
  size: number
  color: string
  margin?: Margin
}

/** A horizontal rule: decoration. */
export interface RuleBlock {
  kind: 'rule'
  color: string
  margin?: Margin
}

/** What follows starts a new page (unless this one is still empty). */
export interface PageBreakBlock {
  kind: 'page-break'
  margin?: Margin
}

export type Block =
  | PageBreakBlock
  | TextBlock
  | ListBlock
  | TableBlock
  | BoxBlock
  | QuoteBlock
  | GroupBlock
  | ImageBlock
  | TickBoxBlock
  | RuleBlock

/** The running header and footer: artifacts a screen reader skips. */
export interface Letterhead {
  /** left and right of the header, above a rule */
  header: { left: Run; right: Run; ruleColor: string }
  /** left of the footer; the right says "Page n of N" */
  footer: Run
}

export interface PdfDocument {
  info: { title: string; author: string; subject: string; creator: string }
  letterhead?: Letterhead
  content: Block[]
  /** the default of every text */
  style: Required<Pick<TextStyle, 'size' | 'color'>> & TextStyle
}

export const text = (runs: Inline | Inline[], options: Omit<TextBlock, 'kind' | 'runs'> = {}): TextBlock => ({
  kind: 'text',
  runs: Array.isArray(runs) ? runs : [runs],
  ...options,
})

export const heading = (
  role: HeadingRole,
  runs: Inline | Inline[],
  options: Omit<TextBlock, 'kind' | 'runs' | 'role'> = {},
): TextBlock => text(runs, { role, ...options })

export const cell = (blocks: Block | Block[], options: Omit<Cell, 'blocks'> = {}): Cell => ({
  blocks: Array.isArray(blocks) ? blocks : [blocks],
  ...options,
})
