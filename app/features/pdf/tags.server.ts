import { createRequire } from 'node:module'

/**
 * Tagged PDFs from pdfmake. pdfmake 0.3 lays out and draws text but tags none of it: its `tagged`
 * option writes an empty structure tree. This adapter gives every line it draws a place in a real
 * one, through pdfkit's structure API (which pdfmake's document extends):
 *
 * - while pdfmake lays a document out, each line it builds records the nodes it sits in: a heading
 *   (style `title`, `h2`, `h3`, or html-to-pdfmake's `nodeName` H1–H6) becomes H1–H6, other text
 *   P; a list L > LI > LBody; a table of more than one cell Table > TR > TH (the header rows) or TD;
 *   a block quote BlockQuote; a one-cell table is a box, not a table, and adds no level;
 * - when it draws, each such line is marked content of its element, created in drawing order under
 *   one Document element; the running header and footer, list bullets, rules and boxes, and a table
 *   header repeated on a later page are artifacts, which a screen reader skips; an image with `alt`
 *   is a Figure with that text, any other an artifact. A numbered list's numbers are drawn as
 *   artifacts too, and a table cell with no text has no element (decision 50).
 *
 * It reaches into pdfmake's LayoutBuilder and Renderer, so it is pinned to the version in
 * package.json: `tags.server.test.ts` checks the structure of real documents and fails first when
 * an upgrade changes what it relies on. Documents opt in with `tagged: true`.
 */

/** The pdfmake version whose LayoutBuilder and Renderer this was written against (tags.server.test.ts). */
export const CHECKED_WITH_PDFMAKE = '0.3.11'

type PdfNode = Record<string, unknown> & {
  style?: string | string[]
  nodeName?: string
  ul?: unknown[]
  ol?: unknown[]
  table?: { body: unknown[][]; headerRows?: number }
  alt?: string
  pdfArtifact?: boolean
}

/** One level of a line's place in the structure: a role, and the node (or row) it stands for. */
interface Level {
  role: string
  key: object
}
type Place = { artifact: 'Pagination' | 'Layout' } | { levels: Level[] }

interface StructElement {
  add(child: unknown): StructElement
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

const STYLE_ROLE: Record<string, string> = { title: 'H1', h2: 'H2', h3: 'H3' }
const isList = (n: PdfNode) => Array.isArray(n.ul) || Array.isArray(n.ol)
const isTable = (n: PdfNode) => Boolean(n.table && (n.table.body.length > 1 || (n.table.body[0]?.length ?? 0) > 1))

function leafRole(node: PdfNode): string {
  const named = typeof node.nodeName === 'string' ? /^H([1-6])$/.exec(node.nodeName) : null
  if (named) return `H${named[1]}`
  const styles = Array.isArray(node.style) ? node.style : node.style ? [node.style] : []
  for (const style of styles) if (STYLE_ROLE[style]) return STYLE_ROLE[style]
  return 'P'
}

/** A list item's LBody needs a key of its own, the same for every line of the item. */
const bodyKeys = new WeakMap<object, object>()
const bodyKey = (item: object) => {
  let key = bodyKeys.get(item)
  if (!key) bodyKeys.set(item, (key = {}))
  return key
}

/** Where a line of `stack`'s innermost node goes in the structure tree. */
function placeOf(stack: PdfNode[]): Place {
  if (stack.some((n) => n.pdfArtifact)) return { artifact: 'Pagination' }
  const levels: Level[] = []
  stack.forEach((node, i) => {
    const parent = stack[i - 1]
    if (parent && isTable(parent)) {
      const body = parent.table!.body
      const row = body.findIndex((cells) => cells.includes(node))
      if (row >= 0) {
        levels.push({ role: 'TR', key: body[row]! })
        const header = row < (parent.table!.headerRows ?? 0) || node.nodeName === 'TH'
        levels.push({ role: header ? 'TH' : 'TD', key: node })
      }
    } else if (parent && isList(parent)) {
      levels.push({ role: 'LI', key: node }, { role: 'LBody', key: bodyKey(node) })
    }
    if (isTable(node)) levels.push({ role: 'Table', key: node })
    else if (isList(node)) levels.push({ role: 'L', key: node })
    else if (node.nodeName === 'BLOCKQUOTE') levels.push({ role: 'BlockQuote', key: node })
  })
  levels.push({ role: leafRole(stack.at(-1) ?? {}), key: stack.at(-1) ?? {} })
  return { levels }
}

/** Marks pdfmake's own prototype, so a module reloaded by the dev server never wraps it twice. */
const INSTALLED = Symbol.for('k12-cyber-site.pdf-tagging')
const PATCHED = {
  layout: ['processNode', 'buildNextLine', 'addHeadersAndFooters'],
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
  type Method = (this: Record<string, unknown>, ...args: unknown[]) => unknown
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
    { root: StructElement; elements: Map<object, Map<string, StructElement>>; firstPage: Map<StructElement, object> }
  >()
  const docOf = (renderer: Record<string, unknown>) => renderer.pdfDocument as TaggedDocument
  const tagging = (renderer: Record<string, unknown>) => state.get(docOf(renderer))

  const renderPages = original(Renderer, 'renderPages')
  Renderer.renderPages = function (this: Record<string, unknown>, ...args: unknown[]) {
    const doc = docOf(this)
    if (doc.hasMarkInfoDictionary()) {
      const root = doc.struct('Document')
      doc.addStructure(root)
      state.set(doc, { root, elements: new Map(), firstPage: new Map() })
    }
    return renderPages.call(this, ...args)
  }

  const asArtifact = (name: string, type: 'Layout' | 'Pagination') => {
    const draw = original(Renderer, name)
    Renderer[name] = function (this: Record<string, unknown>, ...args: unknown[]) {
      if (!tagging(this)) return draw.call(this, ...args)
      const doc = docOf(this)
      doc.markContent('Artifact', { type })
      try {
        return draw.call(this, ...args)
      } finally {
        doc.endMarkedContent()
      }
    }
    return draw
  }
  asArtifact('renderVector', 'Layout')
  asArtifact('renderSVG', 'Layout')

  const elementFor = (tags: NonNullable<ReturnType<typeof tagging>>, doc: TaggedDocument, levels: Level[]) => {
    let parent = tags.root
    for (const { role, key } of levels) {
      let byRole = tags.elements.get(key)
      if (!byRole) tags.elements.set(key, (byRole = new Map()))
      let element = byRole.get(role)
      if (!element) {
        element = doc.struct(role)
        byRole.set(role, element)
        parent.add(element)
      }
      parent = element
    }
    return parent
  }

  const renderLine = original(Renderer, 'renderLine')
  Renderer.renderLine = function (this: Record<string, unknown>, line: Record<string, unknown>, ...rest: unknown[]) {
    const tags = tagging(this)
    if (!tags) return renderLine.call(this, line, ...rest)
    const doc = docOf(this)
    const place = line._place as Place | undefined
    let element: StructElement | null = null
    if (place && 'levels' in place) {
      element = elementFor(tags, doc, place.levels)
      // A table's header rows drawn again at the top of a later page are a repeat, not content.
      const th = place.levels.find((l) => l.role === 'TH')
      if (th) {
        const first = tags.firstPage.get(element)
        if (first && first !== doc.page) element = null
        else tags.firstPage.set(element, doc.page)
      }
    }
    if (!element) {
      // A list's bullet or number, a repeated header, the running header and footer.
      doc.markContent('Artifact', { type: place && 'artifact' in place ? place.artifact : 'Layout' })
      try {
        return renderLine.call(this, line, ...rest)
      } finally {
        doc.endMarkedContent()
      }
    }
    const role = place && 'levels' in place ? place.levels.at(-1)!.role : 'P'
    const content = doc.markStructureContent(role)
    try {
      return renderLine.call(this, line, ...rest)
    } finally {
      doc.endMarkedContent()
      element.add(content)
    }
  }

  const renderImage = original(Renderer, 'renderImage')
  Renderer.renderImage = function (this: Record<string, unknown>, image: PdfNode) {
    const tags = tagging(this)
    if (!tags) return renderImage.call(this, image)
    const doc = docOf(this)
    if (typeof image.alt !== 'string' || !image.alt.trim()) {
      doc.markContent('Artifact', { type: 'Layout' })
      try {
        return renderImage.call(this, image)
      } finally {
        doc.endMarkedContent()
      }
    }
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
