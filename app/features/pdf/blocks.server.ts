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
}

/** Not data, so no table level (a score beside its band, a closing box). */
export interface BoxBlock {
  kind: 'box'
  widths: (number | '*')[]
  cells: Cell[]
  rules?: Rules
  style?: TextStyle
}

/** Without alt text, decoration (an artifact). */
export interface ImageBlock {
  kind: 'image'
  data: Buffer
  alt?: string
  fit: [number, number]
}

export type Block = { margin?: Margin } & (
  | TextBlock
  | ListBlock
  | TableBlock
  | BoxBlock
  | ImageBlock
  | { kind: 'page-break' }
  | { kind: 'quote'; blocks: Block[]; style?: TextStyle }
  | { kind: 'group'; blocks: Block[]; keepTogether?: boolean; style?: TextStyle }
  | { kind: 'tick-box'; size: number; color: string }
  | { kind: 'rule'; color: string }
)

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

type TextOptions = Omit<TextBlock, 'kind' | 'runs'> & { margin?: Margin }

export const text = (runs: Inline | Inline[], options: TextOptions = {}): Block => ({
  kind: 'text',
  runs: Array.isArray(runs) ? runs : [runs],
  ...options,
})

/** Kept on one page: a score beside its band, a decision table, a source line with its URL. */
export const kept = (margin: Margin, ...blocks: Block[]): Block => ({
  kind: 'group',
  keepTogether: true,
  margin,
  blocks,
})

export const cell = (blocks: Block | Block[], options: Omit<Cell, 'blocks'> = {}): Cell => ({
  blocks: Array.isArray(blocks) ? blocks : [blocks],
  ...options,
})
