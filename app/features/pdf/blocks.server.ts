/** Each kind of block has one structure role, so a document cannot be drawn untagged (decision 54). */

export interface TextStyle {
  size?: number
  bold?: boolean
  italic?: boolean
  color?: string
  /** a multiple of the font's line height */
  lineHeight?: number
  characterSpacing?: number
  underline?: boolean
  background?: string
}

/** `link` makes it a Link element with an annotation a line. */
export interface Run extends TextStyle {
  text: string
  link?: string
}
export type Inline = string | Run

/** Points: left, top, right, bottom (not CSS's order). */
export type Margin = [number, number, number, number]

export type HeadingRole = 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6'

export interface TextBlock {
  kind: 'text'
  role?: 'P' | HeadingRole
  runs: Inline[]
  style?: TextStyle
  margin?: Margin
  align?: 'left' | 'center' | 'right'
  /** A heading within this many points of the page's end starts the next one. */
  keepWithNext?: number
}

export interface ListBlock {
  kind: 'list'
  ordered?: boolean
  /** a numbered item's number is its label (Lbl) */
  items: Block[][]
  style?: TextStyle
  margin?: Margin
}

export interface Cell {
  blocks: Block[]
  fill?: string
  rowHeader?: boolean
  colSpan?: number
  rowSpan?: number
  padding?: Margin
}

export interface Rules {
  width: number
  color: string
}

/** Its first `headerRows` rows are drawn again on each later page. */
export interface TableBlock {
  kind: 'table'
  /** '*' for an equal share of the rest */
  widths: (number | '*')[]
  headerRows?: number
  rows: Cell[][]
  rules?: Rules
  style?: TextStyle
  margin?: Margin
}

/** Not data, so no table level (a score beside its band, a closing box). */
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

export interface GroupBlock {
  kind: 'group'
  blocks: Block[]
  keepTogether?: boolean
  style?: TextStyle
  margin?: Margin
}

/** Without alt text, decoration (an artifact). */
export interface ImageBlock {
  kind: 'image'
  data: Buffer
  alt?: string
  fit: [number, number]
  margin?: Margin
}

export interface TickBoxBlock {
  kind: 'tick-box'
  size: number
  color: string
  margin?: Margin
}

export interface RuleBlock {
  kind: 'rule'
  color: string
  margin?: Margin
}

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

/** Artifacts a screen reader skips. */
export interface Letterhead {
  header: { left: Run; right: Run; ruleColor: string }
  footer: Run
}

export interface PdfDocument {
  info: { title: string; author: string; subject: string; creator: string }
  letterhead?: Letterhead
  content: Block[]
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
