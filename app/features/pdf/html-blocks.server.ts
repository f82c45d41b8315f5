import { createRequire } from 'node:module'
import type { Block, Cell, HeadingRole, Inline, Margin, Run, TextStyle } from './blocks.server.ts'
import { colors } from './theme.server.ts'

/** Each element keeps its role; images in the body are left out, the hero image is the post's Figure. */

const HEADINGS: Record<string, { style: TextStyle; margin: Margin }> = {
  h1: { style: { size: 17, bold: true, color: colors.brandDark }, margin: [0, 16, 0, 6] },
  h2: { style: { size: 15, bold: true, color: colors.brandDark }, margin: [0, 14, 0, 6] },
  h3: { style: { size: 12.5, bold: true, color: colors.brandDark }, margin: [0, 10, 0, 4] },
  h4: { style: { size: 11, bold: true, color: colors.brandDark }, margin: [0, 8, 0, 4] },
  h5: { style: { size: 10.5, bold: true, color: colors.brandDark }, margin: [0, 8, 0, 4] },
  h6: { style: { size: 10, bold: true, color: colors.brandDark }, margin: [0, 8, 0, 4] },
}
const PARAGRAPH = { style: { lineHeight: 1.35 }, margin: [0, 4, 0, 6] as Margin }
const INLINE: Record<string, TextStyle> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italic: true },
  i: { italic: true },
  u: { underline: true },
  code: { background: '#f1f5f9', size: 9.5 },
  a: { color: colors.brand, underline: true },
}
const SKIPPED = new Set(['img', 'script', 'style', 'template', 'figure', 'picture', 'svg'])

/** linkedom's nodes, typed as the DOM's. */
type DomNode = Node & Partial<Pick<Element, 'getAttribute'>>
const tag = (node: DomNode) => node.nodeName.toLowerCase()
const children = (node: DomNode): DomNode[] => Array.from(node.childNodes)
const isInline = (node: DomNode) =>
  node.nodeType === 3 || tag(node) in INLINE || ['br', 'span', 's', 'sub', 'sup', 'mark'].includes(tag(node))

function runsOf(node: DomNode, style: Run | null): Run[] {
  if (node.nodeType === 3) {
    const value = (node.textContent ?? '').replace(/\s+/g, ' ')
    return value ? [{ ...style, text: value }] : []
  }
  if (node.nodeType !== 1 || SKIPPED.has(tag(node))) return []
  if (tag(node) === 'br') return [{ text: '\n' }]
  const href = tag(node) === 'a' ? node.getAttribute?.('href') : null
  const own: Run = {
    ...style,
    ...INLINE[tag(node)],
    text: '',
    ...(href && /^(https?:|mailto:)/i.test(href) ? { link: href } : {}),
  }
  if (tag(node) === 'a' && !own.link) Object.assign(own, { color: undefined, underline: undefined })
  return children(node).flatMap((child) => runsOf(child, own))
}

function tidy(runs: Run[]): Inline[] {
  const out = runs.map((r) => ({ ...r }))
  for (let i = 0; i < out.length; i++) {
    const previous = i === 0 ? '\n' : out[i - 1]!.text
    if (previous.endsWith('\n') || previous.endsWith(' ')) out[i]!.text = out[i]!.text.replace(/^ +/, '')
  }
  if (out.length) out[out.length - 1]!.text = out[out.length - 1]!.text.replace(/ +$/, '')
  return out.filter((r) => r.text)
}

function paragraph(runs: Run[], extra: Partial<Block> = {}): Block[] {
  const inlines = tidy(runs)
  return inlines.length ? [{ kind: 'text', runs: inlines, ...PARAGRAPH, ...extra } as Block] : []
}

/** Loose inline content between blocks becomes a paragraph. */
function blocksOf(node: DomNode): Block[] {
  const blocks: Block[] = []
  let loose: Run[] = []
  const flush = () => {
    blocks.push(...paragraph(loose))
    loose = []
  }
  for (const child of children(node)) {
    if (isInline(child)) loose.push(...runsOf(child, null))
    else {
      flush()
      blocks.push(...blockOf(child))
    }
  }
  flush()
  return blocks
}

function cellsOf(row: DomNode, header: boolean): Cell[] {
  return children(row)
    .filter((c) => ['td', 'th'].includes(tag(c)))
    .map((c) => {
      const span = (name: string) => Math.max(1, Number(c.getAttribute?.(name)) || 1)
      const bold = tag(c) === 'th' ? { style: { bold: true } } : {}
      const blocks = blocksOf(c).map((b) => (b.kind === 'text' ? { ...b, ...bold, margin: [0, 0, 0, 0] as Margin } : b))
      return {
        blocks: blocks.length ? blocks : [{ kind: 'text', runs: [''] }],
        padding: [6, 4, 6, 4],
        colSpan: span('colspan'),
        rowSpan: span('rowspan'),
        ...(header ? { fill: colors.brandLight } : tag(c) === 'th' ? { rowHeader: true } : {}),
      }
    })
}

function table(node: DomNode): Block {
  const sections = children(node).filter((c) => ['thead', 'tbody', 'tfoot'].includes(tag(c)))
  const rows = (sections.length ? sections : [node]).flatMap((section) =>
    children(section)
      .filter((r) => tag(r) === 'tr')
      .map((r) => ({ row: r, head: tag(section) === 'thead' })),
  )
  const headerRows = rows.findIndex((r) => !r.head)
  const body = rows.map(({ row, head }) => cellsOf(row, head))
  const columns = Math.max(1, ...body.map((cells) => cells.reduce((n, c) => n + (c.colSpan ?? 1), 0)))
  return {
    kind: 'table',
    widths: Array.from({ length: columns }, () => '*' as const),
    headerRows: headerRows < 0 ? rows.length : headerRows,
    rows: body.map((cells) => cells.map((c) => (c.colSpan === 1 ? { ...c, colSpan: undefined } : c))),
    rules: { width: 0.6, color: colors.line },
    margin: [0, 4, 0, 8],
    style: { size: 9.5 },
  }
}

function blockOf(node: DomNode): Block[] {
  const name = tag(node)
  if (node.nodeType !== 1 || SKIPPED.has(name)) return []
  const heading = HEADINGS[name]
  if (heading)
    return paragraph(runsOf(node, null), { role: name.toUpperCase() as HeadingRole, ...heading, keepWithNext: 48 })
  switch (name) {
    case 'p':
      return paragraph(runsOf(node, null))
    case 'ul':
    case 'ol':
      return [
        {
          kind: 'list',
          ordered: name === 'ol',
          margin: [0, 2, 0, 8],
          items: children(node)
            .filter((li) => tag(li) === 'li')
            .map((li) => blocksOf(li).map((b) => (b.kind === 'text' ? { ...b, margin: [0, 1, 0, 1] as Margin } : b))),
        },
      ]
    case 'blockquote':
      return [
        { kind: 'quote', blocks: blocksOf(node), style: { italic: true, color: colors.muted }, margin: [14, 4, 0, 8] },
      ]
    case 'pre':
      return [
        {
          kind: 'text',
          runs: [{ text: (node.textContent ?? '').replace(/\n$/, ''), background: '#f1f5f9', size: 9.5 }],
          margin: [0, 4, 0, 6],
        },
      ]
    case 'hr':
      return [{ kind: 'rule', color: colors.line, margin: [0, 6, 0, 6] }]
    case 'table':
      return [table(node)]
    default:
      return blocksOf(node)
  }
}

export function htmlBlocks(html: string): Block[] {
  const { parseHTML } = createRequire(import.meta.url)('linkedom') as typeof import('linkedom')
  // linkedom parses a bare fragment into an empty body.
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`)
  return blocksOf(document.body as unknown as DomNode)
}
