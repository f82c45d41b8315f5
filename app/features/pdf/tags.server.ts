import { createRequire } from 'node:module'

/**
 * Tagged PDFs from pdfmake. pdfmake 0.3 lays out and draws text but tags none of it: its `tagged`
 * option writes an empty structure tree. This adapter gives every line it draws a place in a real
 * one, through pdfkit's structure API (which pdfmake's document extends):
 *
 * - while pdfmake lays a document out, each line it builds records the nodes it sits in: a heading
 *   (style `title`, `h2`, `h3`, or html-to-pdfmake's `nodeName` H1–H6) becomes H1–H6, other text
 *   P; a list L > LI > LBody, with a numbered item's number as its Lbl; a table of more than one
 *   row Table > TR > TH (the header rows, Scope Column; HTML's `th` in a body row, Scope Row) or TD,
 *   one for every cell, an empty one too, with its ColSpan and RowSpan; a block quote BlockQuote; a
 *   table of one row (a box, a score beside its band) adds no level;
 * - when it draws, each such line is marked content of its element, created in drawing order under
 *   one Document element; the running header and footer, list bullets, rules and boxes, and a table
 *   header repeated on a later page are artifacts, which a screen reader skips; a link is a Link
 *   element in its paragraph, with its annotations; an image with `alt` is a Figure with that text,
 *   any other an artifact (decision 50).
 *
 * It reaches into pdfmake's LayoutBuilder and Renderer, and into pdfkit (a structure element's
 * dictionary, the element pdfkit ties a link's annotation to), so it is pinned to the versions in
 * the lockfile: `tags.server.test.ts` checks them and the structure of real documents, and fails
 * first when an upgrade changes what it relies on. Documents opt in with `tagged: true`.
 */

/** Marks a table cell as its row's header (TH, Scope Row), as HTML's `th` in a body row is. */
export const rowHeader = <Cell extends object>(cell: Cell): Cell => ({ ...cell, nodeName: 'TH' })

/** The pdfmake version whose LayoutBuilder and Renderer this was written against (tags.server.test.ts). */
export const CHECKED_WITH_PDFMAKE = '0.3.11'
/** The pdfkit version (pdfmake's, not ours) whose structure elements and links this relies on. */
export const CHECKED_WITH_PDFKIT = '0.19.1'

type PdfNode = Record<string, unknown> & {
  style?: string | string[]
  nodeName?: string
  ul?: unknown[]
  ol?: unknown[]
  table?: { body: Cell[][]; headerRows?: number }
  alt?: string
  pdfArtifact?: boolean
}

/** One level of a line's place in the structure: a role, and the node (or row) it stands for. */
interface Level {
  role: string
  key: object
  /**
   * A table cell's attributes: a header's Scope (Column or Row), a cell's ColSpan and RowSpan; and
   * whether pdfmake draws its row again at the top of each later page (`headerRows`).
   */
  cell?: { scope?: 'Column' | 'Row'; colSpan?: number; rowSpan?: number; repeated?: true }
  /**
   * Elements made, in this order, as soon as this one is: a row's every cell (an empty one too, so
   * columns line up), a numbered item's label before its body. Asked only when it is made.
   */
  first?: () => Level[]
}
type Place = { artifact: 'Pagination' | 'Layout' } | { levels: Level[] }

interface StructElement {
  add(child: unknown): StructElement
  end(): void
  dictionary: { data: Record<string, unknown> }
}
interface TaggedDocument {
  page: object
  struct(role: string, options?: Record<string, unknown>): StructElement
  addStructure(element: StructElement): void
  markContent(tag: string, options?: Record<string, unknown>): void
  markStructureContent(tag: string): unknown
  endMarkedContent(): void
  hasMarkInfoDictionary(): boolean
}

type Cell = PdfNode & { colSpan?: number; rowSpan?: number }
type TableNode = PdfNode & { table: { body: Cell[][]; headerRows?: number } }

const STYLE_ROLE: Record<string, string> = { title: 'H1', h2: 'H2', h3: 'H3' }
const isList = (n: PdfNode) => Array.isArray(n.ul) || Array.isArray(n.ol)
/** A table of one row is a layout box (a score beside its band, a note), not data: it adds no level. */
const isTable = (n: PdfNode): n is TableNode => Boolean(n.table && n.table.body.length > 1)

function leafRole(node: PdfNode): string {
  const named = typeof node.nodeName === 'string' ? /^H([1-6])$/.exec(node.nodeName) : null
  if (named) return `H${named[1]}`
  const styles = Array.isArray(node.style) ? node.style : node.style ? [node.style] : []
  for (const style of styles) if (STYLE_ROLE[style]) return STYLE_ROLE[style]
  return 'P'
}

/** Keys of their own for the parts of a list item (its label, its body), the same for every line. */
const partKeys = new WeakMap<object, Record<string, object>>()
const partKey = (item: object, part: 'Lbl' | 'LBody') => {
  let parts = partKeys.get(item)
  if (!parts) partKeys.set(item, (parts = {}))
  return (parts[part] ??= {})
}
/** A numbered item's number is text (a bullet is a drawn shape, an artifact). */
const hasLabel = (item: PdfNode) => Boolean((item.listMarker as { _inlines?: unknown[] } | undefined)?._inlines?.length)

/** The cells pdfmake keeps as placeholders under another cell's colSpan or rowSpan, as "row:column". */
const spannedCache = new WeakMap<object, Set<string>>()
function spannedPositions(table: TableNode['table']): Set<string> {
  let spanned = spannedCache.get(table)
  if (spanned) return spanned
  spanned = new Set()
  table.body.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      if (spanned!.has(`${r}:${c}`)) return
      for (let dr = 0; dr < (cell.rowSpan ?? 1); dr++)
        for (let dc = 0; dc < (cell.colSpan ?? 1); dc++) if (dr || dc) spanned!.add(`${r + dr}:${c + dc}`)
    }),
  )
  spannedCache.set(table, spanned)
  return spanned
}

/**
 * How many rows at the top are column headers: pdfmake's `headerRows` (ours), or the leading rows
 * whose every cell is HTML's `th` (html-to-pdfmake keeps `<thead>` as such rows, without headerRows).
 */
const headerRowsCache = new WeakMap<object, number>()
function headerRowCount(table: TableNode['table']): number {
  let count = headerRowsCache.get(table)
  if (count !== undefined) return count
  const spanned = spannedPositions(table)
  const allTh = (row: number) =>
    table.body[row]!.every((cell, c) => spanned.has(`${row}:${c}`) || cell.nodeName === 'TH')
  count = 0
  while (count < table.body.length && allTh(count)) count++
  count = Math.max(count, table.headerRows ?? 0)
  headerRowsCache.set(table, count)
  return count
}

/** A cell's level: TH in a header row (Scope Column) or HTML's `th` in a body row (Scope Row), else TD. */
function cellLevel(table: TableNode['table'], row: number, cell: Cell): Level {
  const header = row < headerRowCount(table) ? 'Column' : cell.nodeName === 'TH' ? 'Row' : null
  return {
    role: header ? 'TH' : 'TD',
    key: cell,
    cell: {
      ...(header ? { scope: header } : {}),
      ...(row < (table.headerRows ?? 0) ? { repeated: true } : {}),
      ...((cell.colSpan ?? 1) > 1 ? { colSpan: cell.colSpan } : {}),
      ...((cell.rowSpan ?? 1) > 1 ? { rowSpan: cell.rowSpan } : {}),
    },
  }
}

/** The levels `stack`'s innermost node sits in: tables, rows, cells, lists, items, quotes. */
function containerLevels(stack: PdfNode[]): Level[] {
  const levels: Level[] = []
  stack.forEach((node, i) => {
    const parent = stack[i - 1]
    if (parent && isTable(parent)) {
      const { table } = parent
      const row = table.body.findIndex((cells) => cells.includes(node))
      if (row >= 0) {
        const cells = () => {
          const spanned = spannedPositions(table)
          return table.body[row]!.filter((_, c) => !spanned.has(`${row}:${c}`)).map((cell) =>
            cellLevel(table, row, cell),
          )
        }
        levels.push({ role: 'TR', key: table.body[row]!, first: cells })
        levels.push(cellLevel(table, row, node))
      }
    } else if (parent && isList(parent)) {
      const label = () => (hasLabel(node) ? [{ role: 'Lbl', key: partKey(node, 'Lbl') }] : [])
      levels.push({ role: 'LI', key: node, first: label }, { role: 'LBody', key: partKey(node, 'LBody') })
    }
    if (isTable(node)) levels.push({ role: 'Table', key: node })
    else if (isList(node)) levels.push({ role: 'L', key: node })
    else if (node.nodeName === 'BLOCKQUOTE') levels.push({ role: 'BlockQuote', key: node })
  })
  return levels
}

/** Where a line of `stack`'s innermost node goes in the structure tree. */
function placeOf(stack: PdfNode[]): Place {
  if (stack.some((n) => n.pdfArtifact)) return { artifact: 'Pagination' }
  const leaf = stack.at(-1) ?? {}
  return { levels: [...containerLevels(stack), { role: leafRole(leaf), key: leaf }] }
}

/** Where a numbered item's number goes: the item's Lbl, before its LBody. */
function labelPlace(stack: PdfNode[], list: PdfNode, item: PdfNode): Place {
  if (stack.some((n) => n.pdfArtifact)) return { artifact: 'Pagination' }
  const upToList = stack.slice(0, stack.indexOf(list) + 1)
  const levels = containerLevels([...upToList, item]).slice(0, -1) // without the item's LBody
  return { levels: [...levels, { role: 'Lbl', key: partKey(item, 'Lbl') }] }
}

type Method = (this: Record<string, unknown>, ...args: unknown[]) => unknown

/**
 * Runs `body` with `target[name]` replaced (pdfmake's writer, pdfkit's document: for the span of one
 * list, page run, line or word), then puts back what was there, an own property or none.
 */
function replacing<T>(target: object, name: string, replacement: Method, body: () => T): T {
  const own = Object.getOwnPropertyDescriptor(target, name)
  Object.defineProperty(target, name, { value: replacement, configurable: true, writable: true })
  try {
    return body()
  } finally {
    if (own) Object.defineProperty(target, name, own)
    else delete (target as Record<string, unknown>)[name]
  }
}

/** Marks pdfmake's own prototype, so a module reloaded by the dev server never wraps it twice. */
const INSTALLED = Symbol.for('k12-cyber-site.pdf-tagging')
const PATCHED = {
  layout: ['processNode', 'buildNextLine', 'processList', 'addHeadersAndFooters'],
  renderer: ['renderPages', 'renderLine', 'renderVector', 'renderSVG', 'renderImage'],
}

/** Patches pdfmake once; documents without `tagged: true` are drawn as before. */
export function installPdfTagging(): void {
  const require = createRequire(import.meta.url)
  const LayoutBuilder = (require('pdfmake/js/LayoutBuilder.js') as { default: { prototype: Record<string, unknown> } })
    .default.prototype
  const Renderer = (require('pdfmake/js/Renderer.js') as { default: { prototype: Record<string, unknown> } }).default
    .prototype
  if ((LayoutBuilder as Record<symbol, unknown>)[INSTALLED]) return
  // Every method checked before any is wrapped: an upgrade that drops one leaves pdfmake untouched.
  for (const [proto, names] of [
    [LayoutBuilder, PATCHED.layout],
    [Renderer, PATCHED.renderer],
  ] as const) {
    for (const name of names) {
      if (typeof proto[name] !== 'function')
        throw new Error(`pdfmake has no ${name}: the PDF tagging adapter needs updating`)
    }
  }
  ;(LayoutBuilder as Record<symbol, unknown>)[INSTALLED] = true
  const original = (proto: Record<string, unknown>, name: string) => proto[name] as Method

  // Layout: the nodes being laid out, outermost first, and each built line's place among them.
  const processNode = original(LayoutBuilder, 'processNode')
  LayoutBuilder.processNode = function (this: Record<string, unknown>, node: PdfNode, ...rest: unknown[]) {
    const stack = ((this._tagStack as PdfNode[] | undefined) ??= [])
    stack.push(node)
    try {
      return processNode.call(this, node, ...rest)
    } finally {
      stack.pop()
    }
  }
  const buildNextLine = original(LayoutBuilder, 'buildNextLine')
  LayoutBuilder.buildNextLine = function (this: Record<string, unknown>, node: PdfNode) {
    const line = buildNextLine.call(this, node) as Record<string, unknown> | null
    if (line) line._place = placeOf((this._tagStack as PdfNode[] | undefined) ?? [node])
    return line
  }
  // A numbered item's number is a line of its own, added beside the item's first line: its Lbl.
  const processList = original(LayoutBuilder, 'processList')
  LayoutBuilder.processList = function (this: Record<string, unknown>, ordered: boolean, list: PdfNode) {
    const writer = this.writer as Record<string, unknown>
    const addLine = writer.addLine as Method
    const items = ((ordered ? list.ol : list.ul) ?? []) as PdfNode[]
    const stack = (this._tagStack as PdfNode[] | undefined) ?? [list]
    const labelling = function (this: Record<string, unknown>, line: Record<string, unknown>, ...rest: unknown[]) {
      if (!line._place) {
        const inlines = (line.inlines as unknown[] | undefined) ?? []
        const item = items.find((i) => {
          const marker = (i.listMarker as { _inlines?: unknown[] } | undefined)?._inlines?.[0]
          return marker !== undefined && inlines.includes(marker)
        })
        if (item) line._place = labelPlace(stack, list, item)
      }
      return addLine.call(this, line, ...rest)
    } as Method
    return replacing(writer, 'addLine', labelling, () => processList.call(this, ordered, list))
  }
  // The running header and footer are laid out from what their functions return: artifacts.
  const addHeadersAndFooters = original(LayoutBuilder, 'addHeadersAndFooters')
  LayoutBuilder.addHeadersAndFooters = function (this: Record<string, unknown>, ...getters: unknown[]) {
    const asArtifact = (getter: unknown) =>
      typeof getter === 'function'
        ? (...args: unknown[]) => {
            const node = (getter as (...a: unknown[]) => unknown)(...args)
            return node ? { stack: [node], pdfArtifact: true } : node
          }
        : getter
    return addHeadersAndFooters.call(this, ...getters.map(asArtifact))
  }

  // Drawing: each line as marked content of its element; everything else as an artifact.
  const state = new WeakMap<
    object,
    {
      doc: TaggedDocument
      /** pdfkit's own `link`, which draws an annotation (the lines being drawn replace it for a while). */
      drawLink: Method
      root: StructElement
      elements: Map<object, Map<string, StructElement>>
      firstPage: Map<StructElement, object>
      /** The link drawn last, so the words of one link, on one line or two, make one Link element. */
      lastLink?: { parent: StructElement; url: unknown; element: StructElement }
      /** Where the words of the link drawn last are on the line being drawn: its annotation, to come. */
      linkArea?: { left: number; top: number; right: number; bottom: number }
    }
  >()
  const docOf = (renderer: Record<string, unknown>) => renderer.pdfDocument as TaggedDocument
  const tagging = (renderer: Record<string, unknown>) => state.get(docOf(renderer))
  /**
   * Ends the link drawn last: no more words join it, and pdfkit writes it out now, giving each of
   * its annotations (an OBJR) the current page, which is then the page they are on.
   */
  const endLink = (tags: NonNullable<ReturnType<typeof tagging>>) => {
    annotate(tags)
    tags.lastLink?.element.end()
    tags.lastLink = undefined
  }
  /**
   * The annotation of the link drawn last, over its words on the line: a child of its Link element
   * (pdfkit adds the object reference) that describes itself, as PDF/UA asks, where pdfkit would
   * leave its Contents empty.
   */
  function annotate(tags: NonNullable<ReturnType<typeof tagging>>) {
    const area = tags.linkArea
    const link = tags.lastLink
    tags.linkArea = undefined
    if (!area || !link) return
    tags.drawLink.call(
      tags.doc as unknown as Record<string, unknown>,
      area.left,
      area.top,
      area.right - area.left,
      area.bottom - area.top,
      link.url,
      {
        structParent: link.element,
        Contents: new String(`Link to ${String(link.url)}`),
      },
    )
  }

  const renderPages = original(Renderer, 'renderPages')
  Renderer.renderPages = function (this: Record<string, unknown>, ...args: unknown[]) {
    const doc = docOf(this)
    if (!doc.hasMarkInfoDictionary()) return renderPages.call(this, ...args)
    const root = doc.struct('Document')
    doc.addStructure(root)
    const document = doc as TaggedDocument & Record<string, unknown>
    const drawLink = document.link as Method
    const tags: NonNullable<ReturnType<typeof tagging>> = {
      doc,
      drawLink,
      root,
      elements: new Map(),
      firstPage: new Map(),
    }
    state.set(doc, tags)
    // pdfkit records a link's page when its element is written out: so it is ended on its page.
    const addPage = document.addPage as Method
    const endingLinks = function (this: Record<string, unknown>, ...pageArgs: unknown[]) {
      endLink(tags)
      return addPage.call(this, ...pageArgs)
    }
    try {
      return replacing(document, 'addPage', endingLinks, () => renderPages.call(this, ...args))
    } finally {
      endLink(tags)
    }
  }

  /** Draws as an artifact: content a screen reader skips. */
  const drawArtifact = <T>(doc: TaggedDocument, type: 'Layout' | 'Pagination', draw: () => T): T => {
    doc.markContent('Artifact', { type })
    try {
      return draw()
    } finally {
      doc.endMarkedContent()
    }
  }
  const asArtifact = (name: string, type: 'Layout' | 'Pagination') => {
    const draw = original(Renderer, name)
    Renderer[name] = function (this: Record<string, unknown>, ...args: unknown[]) {
      if (!tagging(this)) return draw.call(this, ...args)
      return drawArtifact(docOf(this), type, () => draw.call(this, ...args))
    }
    return draw
  }
  asArtifact('renderVector', 'Layout')
  asArtifact('renderSVG', 'Layout')

  const make = (
    tags: NonNullable<ReturnType<typeof tagging>>,
    doc: TaggedDocument,
    parent: StructElement,
    level: Level,
  ) => {
    let byRole = tags.elements.get(level.key)
    if (!byRole) tags.elements.set(level.key, (byRole = new Map()))
    let element = byRole.get(level.role)
    if (!element) {
      element = doc.struct(level.role, level.cell?.scope ? { scope: level.cell.scope } : {})
      const { colSpan, rowSpan } = level.cell ?? {}
      if (colSpan || rowSpan) {
        const data = element.dictionary.data
        data.A = {
          ...(data.A as object),
          O: 'Table',
          ...(colSpan ? { ColSpan: colSpan } : {}),
          ...(rowSpan ? { RowSpan: rowSpan } : {}),
        }
      }
      byRole.set(level.role, element)
      parent.add(element)
      for (const first of level.first?.() ?? []) make(tags, doc, element, first)
    }
    return element
  }
  const elementFor = (tags: NonNullable<ReturnType<typeof tagging>>, doc: TaggedDocument, levels: Level[]) =>
    levels.reduce((parent, level) => make(tags, doc, parent, level), tags.root)

  const renderLine = original(Renderer, 'renderLine')
  Renderer.renderLine = function (this: Record<string, unknown>, line: Record<string, unknown>, ...rest: unknown[]) {
    const tags = tagging(this)
    if (!tags) return renderLine.call(this, line, ...rest)
    const doc = docOf(this)
    const place = line._place as Place | undefined
    let element: StructElement | null = null
    if (place && 'levels' in place) {
      element = elementFor(tags, doc, place.levels)
      // A table's header rows (pdfmake's headerRows) drawn again at the top of a later page are a
      // repeat, not content. Other header cells are not repeated: their lines on a later page are
      // their own continuation.
      const th = place.levels.find((l) => l.cell?.repeated)
      if (th) {
        const first = tags.firstPage.get(element)
        if (first && first !== doc.page) element = null
        else tags.firstPage.set(element, doc.page)
      }
    }
    if (!element) {
      // A repeated table header, the running header and footer.
      const type = place && 'artifact' in place ? place.artifact : 'Layout'
      return drawArtifact(doc, type, () => renderLine.call(this, line, ...rest))
    }
    const role = (place as { levels: Level[] }).levels.at(-1)!.role
    const parent = element
    let content = doc.markStructureContent(role)
    const endContent = () => {
      doc.endMarkedContent()
      parent.add(content)
    }
    // A linked word is drawn as a Link element inside the line's element. pdfkit would give each
    // word an annotation of its own; the words of one link on one line share one instead.
    const document = doc as TaggedDocument & Record<string, unknown>
    const text = document.text as Method
    // The words of the link on this line, as one rectangle (a word in another size or raised as a
    // superscript widens it); the line's end draws it.
    const gatherLinkArea = function (x: number, y: number, w: number, h: number) {
      const area = tags.linkArea
      tags.linkArea = area
        ? {
            left: Math.min(area.left, x),
            top: Math.min(area.top, y),
            right: Math.max(area.right, x + w),
            bottom: Math.max(area.bottom, y + h),
          }
        : { left: x, top: y, right: x + w, bottom: y + h }
      return document
    } as unknown as Method
    const drawWord = function (this: Record<string, unknown>, ...args: unknown[]) {
      const url = (args[3] as { link?: unknown } | undefined)?.link
      if (url == null) {
        if (typeof args[0] === 'string' && args[0].trim()) endLink(tags)
        return text.call(this, ...args)
      }
      endContent()
      const last = tags.lastLink
      let link = last && last.parent === parent && last.url === url ? last.element : null
      if (!link) {
        endLink(tags)
        link = doc.struct('Link')
        parent.add(link)
        tags.lastLink = { parent, url, element: link }
      }
      const linked = doc.markStructureContent('Link')
      try {
        return replacing(document, 'link', gatherLinkArea, () => text.call(this, ...args))
      } finally {
        doc.endMarkedContent()
        link.add(linked)
        content = doc.markStructureContent(role)
      }
    } as Method
    try {
      return replacing(document, 'text', drawWord, () => renderLine.call(this, line, ...rest))
    } finally {
      try {
        annotate(tags)
      } finally {
        endContent()
      }
    }
  }

  const renderImage = original(Renderer, 'renderImage')
  Renderer.renderImage = function (this: Record<string, unknown>, image: PdfNode) {
    const tags = tagging(this)
    if (!tags) return renderImage.call(this, image)
    const doc = docOf(this)
    if (typeof image.alt !== 'string' || !image.alt.trim())
      return drawArtifact(doc, 'Layout', () => renderImage.call(this, image))
    const figure = doc.struct('Figure', { alt: image.alt })
    tags.root.add(figure)
    const content = doc.markStructureContent('Figure')
    try {
      return renderImage.call(this, image)
    } finally {
      doc.endMarkedContent()
      figure.add(content)
    }
  }
}
