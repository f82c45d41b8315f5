import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** One element of a page's structure tree, with the text of its own marked content and its children's, in order. */
export interface StructElement {
  role: string
  alt?: string
  text: string
  children: StructElement[]
}

export interface PdfPageStructure {
  /** The page's part of the structure tree (pdf.js reads it per page), or null when there is none. */
  tree: StructElement | null
  /** Text drawn outside any marked content: a tagged PDF has none. */
  untagged: string[]
  /** Text marked as an artifact (running header and footer, a repeated table header), one entry a line. */
  artifacts: string[]
  /** Text marked as content of an element that the structure tree never names: lost to a reader. */
  unreferenced: string[]
}

interface RawNode {
  role?: string
  alt?: string
  id?: string
  type?: string
  children?: RawNode[]
}
interface MarkedItem {
  type: string
  id?: string
  tag?: string
}

/** The structure of every page of a PDF as pdf.js, the reader in Firefox, reads it. */
export async function readPdfStructure(bytes: Uint8Array): Promise<PdfPageStructure[]> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise
  try {
    const pages: PdfPageStructure[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent({ includeMarkedContent: true })
      const byId = new Map<string, string>()
      const untagged: string[] = []
      const artifacts: string[] = []
      const open: MarkedItem[] = []
      let artifact: string | null = null // the text of the artifact being read, one line or shape
      for (const item of content.items) {
        if (!('str' in item)) {
          const marked = item as MarkedItem
          if (marked.type === 'endMarkedContent') {
            if (open.pop()?.tag === 'Artifact' && artifact !== null) {
              if (artifact.trim()) artifacts.push(artifact.trim())
              artifact = null
            }
          } else {
            open.push(marked)
            if (marked.tag === 'Artifact') artifact = ''
          }
          continue
        }
        const withId = open.findLast((m) => m.id)
        // Spaces join a tag's text, and count nowhere else.
        if (open.some((m) => m.tag === 'Artifact')) artifact = (artifact ?? '') + item.str
        else if (withId?.id) byId.set(withId.id, (byId.get(withId.id) ?? '') + item.str)
        else if (item.str.trim()) untagged.push(item.str)
      }
      const referenced = new Set<string>()
      const convert = (node: RawNode): StructElement => {
        const children: StructElement[] = []
        const parts: string[] = [] // its own text and its children's, in reading order
        for (const child of node.children ?? []) {
          if (child.role) {
            const element = convert(child)
            children.push(element)
            parts.push(element.text)
          } else if (child.type === 'content' && child.id) {
            referenced.add(child.id)
            parts.push((byId.get(child.id) ?? '').trim())
          }
        }
        return {
          role: node.role!,
          ...(node.alt ? { alt: node.alt } : {}),
          text: parts.filter(Boolean).join(' '),
          children,
        }
      }
      const raw = (await page.getStructTree()) as RawNode | null
      const tree = raw ? convert(raw) : null
      const unreferenced = [...byId].filter(([id, text]) => !referenced.has(id) && text.trim()).map(([, text]) => text)
      pages.push({ tree, untagged, artifacts, unreferenced })
    }
    return pages
  } finally {
    await doc.destroy()
  }
}

/** Every element under `root`, depth first, in reading order. */
export function elementsOf(root: StructElement | null): StructElement[] {
  if (!root) return []
  return [root, ...root.children.flatMap(elementsOf)]
}

/** The path of roles from the root to each element with `role`, e.g. "Root>Document>L>LI>LBody>P". */
export function pathsTo(root: StructElement | null, role: string, above: string[] = []): string[] {
  if (!root) return []
  const here = [...above, root.role]
  return [...(root.role === role ? [here.join('>')] : []), ...root.children.flatMap((c) => pathsTo(c, role, here))]
}
