import { readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { resourceDocuments } from '#content/resource-docs/index.ts'
import { siteDefaults as site } from '#content/site.ts'
import { blogPost } from '../../../tests/factories/index.ts'
import { elementsOf, pathsTo, readPdfStructure, type PdfPageStructure } from '../../../tests/setup/pdf-structure.ts'
import { cell, text, type Block, type Cell, type PdfDocument } from './blocks.server.ts'
import { createPdf, fontName } from './pdfkit.server.ts'
import { postDocDefinition } from './post-document.server.ts'
import { renderPdf } from './render.server.ts'
import { resourceDocDefinition } from './resource-document.server.ts'
import { ROBOTO } from './text-lines.server.ts'
import { letterhead } from './theme.server.ts'

const squash = (text: string) => text.replace(/\s+/g, '')
const render = async (doc: PdfDocument) => readPdfStructure(new Uint8Array(await renderPdf(doc)))
const everyElement = (pages: PdfPageStructure[]) => pages.flatMap((p) => elementsOf(p.tree))
const everyPath = (pages: PdfPageStructure[], role: string) => pages.flatMap((p) => pathsTo(p.tree, role))
const onLetterhead = (content: Block[]) =>
  letterhead(site, { title: 'Test', author: site.businessName, subject: 'Test' }, content)
const td = (value: string, options: Omit<Cell, 'blocks'> = {}) => cell(text(value), options)
const table = (rows: Cell[][], headerRows = 1): Block => ({
  kind: 'table',
  widths: rows[0]!.map(() => '*' as const),
  headerRows,
  rows,
})
const list = (ordered: boolean, items: (string | Block[])[]): Block => ({
  kind: 'list',
  ordered,
  items: items.map((item) => (typeof item === 'string' ? [text(item)] : item)),
})
/** How often the file names a thing, e.g. `/S /TD` (a TD element): pdf.js lists only elements with text. */
const count = (bytes: Uint8Array, pattern: RegExp) =>
  Buffer.from(bytes).toString('latin1').match(new RegExp(pattern, 'g'))?.length ?? 0

/** A 1 × 1 PNG, as the PDF route passes a hero image (its bytes). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

describe('tagged PDFs (pdfkit structure API, decision 54)', () => {
  it('uses pdfkit as a direct dependency, pinned, and no other PDF layout library', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }
    const installed = (JSON.parse(readFileSync('node_modules/pdfkit/package.json', 'utf8')) as { version: string })
      .version
    expect(manifest.dependencies.pdfkit).toBe(installed)
    expect(Object.keys(manifest.dependencies).filter((name) => /pdfmake/.test(name))).toEqual([])
  })

  it("lays text out with Roboto's own line height, in each of its four faces", () => {
    const doc = createPdf({
      size: 'LETTER',
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      pdfVersion: '1.7',
      tagged: true,
      lang: 'en-US',
      displayTitle: true,
      bufferPages: true,
      info: { Title: '', Author: '', Subject: '', Creator: '' },
    })
    for (const bold of [false, true])
      for (const italic of [false, true])
        expect(doc.font(fontName(bold, italic)).fontSize(1000).currentLineHeight()).toBeCloseTo(
          ROBOTO.lineHeight * 1000,
        )
  })

  it('is PDF 1.7, marked, with a Document root, its language, its title shown, and pages read in structure order', async () => {
    const bytes = await renderPdf(onLetterhead([text('One paragraph.')]))
    const raw = bytes.toString('latin1')
    expect(raw.startsWith('%PDF-1.7')).toBe(true)
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/)
    expect(raw).toMatch(/\/Marked true/)
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/)
    expect(raw).toContain('/Lang (en-US)')
    expect(raw).toMatch(/\/DisplayDocTitle true/)
    const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise
    expect(((await pdf.getMetadata()).info as { Title?: string }).Title).toBe('Test')
    await pdf.destroy()
    // Each page says where its content is in the tree, and asks for tab order in structure order.
    expect(raw).toMatch(/\/StructParents 0/)
    expect(raw).toMatch(/\/Tabs \/S/)
    const [page] = await readPdfStructure(new Uint8Array(bytes))
    expect(page!.tree?.children.map((e) => e.role)).toEqual(['Document'])
    expect(page!.untagged).toEqual([])
    expect(elementsOf(page!.tree).find((e) => e.role === 'P')?.text).toBe('One paragraph.')
  })

  it('a resource: its title, headings, lists and tables are tagged in reading order; the letterhead is skipped', async () => {
    const doc = resourceDocuments['ferpa-compliance-checklist']!
    const pages = await render(resourceDocDefinition(doc, site, 'https://consultancy.example'))
    expect(pages.length).toBeGreaterThan(1)
    for (const [i, page] of pages.entries()) {
      expect(page.untagged, `page ${i + 1}: text outside any tag`).toEqual([])
      expect(page.tree?.children[0]?.role, `page ${i + 1}`).toBe('Document')
      // The running header and footer are artifacts, never read as content.
      expect(page.artifacts.join(' ')).toContain(`Page ${i + 1} of ${pages.length}`)
      expect(squash(page.artifacts.join(''))).toContain(squash(site.businessName))
      expect(page.tree!.text).not.toContain('Page ')
    }
    const first = elementsOf(pages[0]!.tree).filter((e) => !['Root', 'Document'].includes(e.role))
    expect(first[0]).toMatchObject({ role: 'P' }) // the eyebrow, "FREE RESOURCE FOR K-12 LEADERS"
    expect(first[1]).toMatchObject({ role: 'H1' })
    expect(squash(first[1]!.text)).toBe(squash(doc.title))
    const headings = everyElement(pages)
      .filter((e) => e.role === 'H2')
      .map((e) => squash(e.text))
    for (const section of doc.sections) expect(headings).toContain(squash(section.heading))
    expect(everyPath(pages, 'P')).toContain('Root>Document>L>LI>LBody>P')
    expect(everyPath(pages, 'P')).toContain('Root>Document>Table>TR>TH>P')
    expect(everyPath(pages, 'P')).toContain('Root>Document>Table>TR>TD>P')
  })

  it('a table that runs onto a second page repeats its header there as an artifact, not as a second header row', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [`System ${i + 1}`, `Owner ${i + 1}`])
    const pages = await render(
      letterhead(site, { title: 'Inventory', author: site.businessName, subject: 'Test' }, [
        table([['System', 'Owner'], ...rows].map((row) => row.map((value) => td(value)))),
      ]),
    )
    expect(pages.length).toBeGreaterThan(1)
    const headerCells = (page: PdfPageStructure) => elementsOf(page.tree).filter((e) => e.role === 'TH')
    expect(headerCells(pages[0]!).map((e) => e.text)).toEqual(['System', 'Owner'])
    for (const page of pages.slice(1)) {
      expect(headerCells(page)).toEqual([])
      expect(page.artifacts).toEqual(expect.arrayContaining(['System', 'Owner']))
      expect(page.untagged).toEqual([])
    }
    expect(elementsOf(pages.at(-1)!.tree).some((e) => e.role === 'TD' && squash(e.text) === 'Owner90')).toBe(true)
  })

  it('a table has a cell for every column in every row, empty ones too; headers say their scope; spans are kept', async () => {
    const bytes = new Uint8Array(
      await renderPdf(
        onLetterhead([
          table([
            [td('Task'), td('Owner'), td('Done')],
            [td('Back up the student information system'), cell({ kind: 'tick-box', size: 8, color: 'black' }), td('')],
            [td('Restore both systems from backup', { colSpan: 2 }), td('Yes')],
            [td('Sign-off', { rowHeader: true }), td('Superintendent'), td('')],
          ]),
        ]),
      ),
    )
    // 3 column headers and 1 row header; 3 + 2 (one spans two columns) + 2 data cells, 3 of them empty
    // and one a drawn tick box, which has no text at all and still has its TD.
    expect(count(bytes, /\/S \/TH\b/)).toBe(4)
    expect(count(bytes, /\/S \/TD\b/)).toBe(7)
    expect(count(bytes, /\/Scope \/Column/)).toBe(3)
    expect(count(bytes, /\/Scope \/Row/)).toBe(1)
    expect(count(bytes, /\/ColSpan 2/)).toBe(1)
    const pages = await readPdfStructure(bytes)
    const rows = everyElement(pages).filter((e) => e.role === 'TR')
    expect(rows.map((row) => row.children.map((cell) => `${cell.role} ${squash(cell.text)}`))).toEqual([
      ['TH Task', 'TH Owner', 'TH Done'],
      ['TD Backupthestudentinformationsystem', 'TD '], // pdf.js lists no element without marked content
      ['TD Restorebothsystemsfrombackup', 'TD Yes'],
      ['TH Sign-off', 'TD Superintendent', 'TD '],
    ])
  })

  it('a numbered item reads its number (Lbl) before its text (LBody); a list inside an item is in its body', async () => {
    const pages = await render(
      onLetterhead([
        list(true, [
          'Disconnect the device',
          [text('Call the incident lead'), list(true, ['By phone', 'Then in writing'])],
        ]),
      ]),
    )
    expect(pages.flatMap((p) => p.untagged)).toEqual([])
    expect(pages.flatMap((p) => p.unreferenced)).toEqual([])
    const items = everyElement(pages).filter((e) => e.role === 'LI')
    expect(items.map((item) => item.children.map((c) => `${c.role} ${squash(c.text)}`))).toEqual([
      ['Lbl 1.', 'LBody Disconnectthedevice'],
      ['Lbl 2.', 'LBody Calltheincidentlead1.Byphone2.Theninwriting'],
      ['Lbl 1.', 'LBody Byphone'],
      ['Lbl 2.', 'LBody Theninwriting'],
    ])
    expect(pages.flatMap((p) => p.artifacts).filter((a) => /^\d+\.$/.test(a))).toEqual([])
  })

  it('a numbered item kept whole starts on the page its number is on', async () => {
    const long = 'A source title that runs over more than one line of the page, as a long citation does. '
    const pages = await render(
      onLetterhead([
        {
          kind: 'list',
          ordered: true,
          items: Array.from({ length: 30 }, (_, i) => [
            { kind: 'group', keepTogether: true, blocks: [text(long.repeat(1 + (i % 4)))] },
          ]),
        },
      ]),
    )
    expect(pages.length).toBeGreaterThan(1)
    for (const [i, page] of pages.entries()) {
      const items = elementsOf(page.tree).filter((e) => e.role === 'LI')
      for (const item of items)
        expect(
          item.children.map((c) => c.role),
          `page ${i + 1}`,
        ).toEqual(['Lbl', 'LBody'])
    }
  })

  it('a link is a Link element in its paragraph, tied to one annotation a line, one element however many words and lines', async () => {
    const url =
      'https://www.cisa.gov/protecting-our-future-partnering-safeguard-k-12-organizations-cybersecurity-threats'
    const long =
      'the report on protecting K-12 organizations from cybersecurity threats that CISA published in January 2023'
    const bytes = new Uint8Array(
      await renderPdf(
        onLetterhead([
          text(['Start with ', { text: long, link: url }, ', then the checklist.'], { margin: [0, 0, 380, 0] }),
        ]),
      ),
    )
    const pages = await readPdfStructure(bytes)
    expect(pages.flatMap((p) => p.unreferenced)).toEqual([])
    const links = everyElement(pages).filter((e) => e.role === 'Link')
    expect(links.map((e) => squash(e.text))).toEqual([squash(long)])
    expect(everyPath(pages, 'Link')).toEqual(['Root>Document>P>Link'])
    const paragraph = everyElement(pages).find((e) => e.role === 'P' && e.text.includes('Start with'))!
    expect(squash(paragraph.text)).toBe(squash(`Start with ${long} , then the checklist.`))
    // One annotation for each line the link is on (not one a word), each referenced from the Link element.
    const annotations = count(bytes, /\/Subtype \/Link/)
    expect(annotations).toBeGreaterThan(1)
    expect(annotations).toBeLessThan(long.split(' ').length / 2) // 16 words on 6 lines
    expect(count(bytes, /\/Type \/OBJR/)).toBe(annotations)
    expect(count(bytes, /\/StructParent \d/)).toBe(annotations)
    expect(count(bytes, new RegExp(`/Contents \\(Link to ${url.replace(/[./]/g, '\\$&')}\\)`))).toBe(annotations)
  })

  it('one annotation covers every word of a link on its line, whatever their size', async () => {
    const url = 'https://www.cisa.gov/k12'
    const bytes = new Uint8Array(
      await renderPdf(
        onLetterhead([
          text([
            'Read ',
            { text: 'Quillfeather guidance ', link: url },
            { text: 'Marchbank 2023', link: url, size: 16 },
            ' first.',
          ]),
        ]),
      ),
    )
    const doc = await getDocument({ data: bytes, verbosity: 0 }).promise
    try {
      const page = await doc.getPage(1)
      const links = (await page.getAnnotations()).filter((a: { subtype: string }) => a.subtype === 'Link')
      expect(links).toHaveLength(1)
      const [left, bottom, right, top] = links[0].rect as number[]
      const words = (await page.getTextContent()).items
        .filter((item) => 'str' in item)
        .filter((item) => /Quillfeather|guidance|Marchbank|2023/.test(item.str))
      // The words of each run are drawn as one piece: the two runs, both inside the one annotation.
      expect(words.map((item) => item.str.trim())).toEqual(['Quillfeather guidance', 'Marchbank 2023'])
      for (const word of words) {
        const [, , , , x, y] = word.transform as [number, number, number, number, number, number]
        expect(x).toBeGreaterThanOrEqual(left! - 0.5)
        expect(x + word.width).toBeLessThanOrEqual(right! + 0.5)
        expect(y).toBeGreaterThanOrEqual(bottom! - 0.5)
        expect(y + word.height * 0.7).toBeLessThanOrEqual(top! + 0.5)
      }
    } finally {
      await doc.destroy()
    }
  })

  it('each link annotation is referenced with the page it is on', async () => {
    const bytes = new Uint8Array(
      await renderPdf(
        onLetterhead([
          text(['Read ', { text: 'the K-12 report', link: 'https://www.cisa.gov/k12' }, ' first.']),
          { kind: 'page-break' },
          text(['Then ', { text: 'the framework', link: 'https://www.nist.gov/cyberframework' }]),
          { kind: 'page-break' },
          text(['And ', { text: 'the controls', link: 'https://www.cisecurity.org/controls' }]),
        ]),
      ),
    )
    const raw = Buffer.from(bytes).toString('latin1')
    const pageOfAnnotation = new Map<string, string>()
    for (const [, id, body] of raw.matchAll(/(\d+) 0 obj((?:(?!endobj)[\s\S])*)endobj/g)) {
      if (!/\/Type \/Page\b/.test(body!)) continue
      for (const [, annotation] of body!.match(/\/Annots \[([^\]]*)\]/)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])
        pageOfAnnotation.set(annotation!, id!)
    }
    const references = [...raw.matchAll(/\/Type \/OBJR\s*\/Obj (\d+) 0 R\s*\/Pg (\d+) 0 R/g)]
    expect(references).toHaveLength(3) // one for each link, each on one line
    expect(new Set(references.map(([, , page]) => page)).size).toBe(3)
    for (const [, annotation, page] of references) expect(page).toBe(pageOfAnnotation.get(annotation!))
  })

  it('a box (a score beside its band) is not a table: its text is read in order', async () => {
    const pages = await render(
      onLetterhead([{ kind: 'box', widths: [110, '*'], cells: [td('12/15'), td('Score band: strong')] }]),
    )
    const elements = everyElement(pages)
    expect(elements.filter((e) => ['Table', 'TR', 'TD', 'TH'].includes(e.role))).toEqual([])
    expect(elements.filter((e) => e.role === 'P').map((e) => squash(e.text))).toEqual(['12/15', 'Scoreband:strong'])
  })

  it('a post keeps its HTML roles (headings, list, quote, table); its hero image is a Figure with its alt text', async () => {
    const post = blogPost({
      title: 'Tabletop exercises for a small district cabinet',
      heroImageAlt: 'A superintendent and principals around a table with printed scenarios',
      content:
        '<h2>Before the exercise</h2><p>Pick a scenario.</p><h3>Who attends</h3><ul><li>Superintendent</li><li>IT director</li></ul>' +
        '<blockquote>Practice the plan.</blockquote>' +
        '<table><thead><tr><th>Role</th><th>Decision</th></tr></thead><tbody><tr><td>Superintendent</td><td>Closes school</td></tr></tbody></table>',
    })
    const bytes = new Uint8Array(await renderPdf(postDocDefinition(post, site, { heroImage: PIXEL })))
    // <thead>'s th cells are column headers.
    expect(count(bytes, /\/Scope \/Column/)).toBe(2)
    expect(count(bytes, /\/Scope \/Row/)).toBe(0)
    const pages = await readPdfStructure(bytes)
    expect(pages.flatMap((p) => p.untagged)).toEqual([])
    const elements = everyElement(pages)
    const role = (r: string) => elements.filter((e) => e.role === r).map((e) => squash(e.text))
    expect(role('H1')).toEqual([squash(post.title)])
    expect(role('H2')).toEqual(['Beforetheexercise'])
    expect(role('H3')).toEqual(['Whoattends'])
    expect(role('LI')).toEqual(['Superintendent', 'ITdirector'])
    expect(role('BlockQuote')).toEqual(['Practicetheplan.'])
    expect(role('TH')).toEqual(['Role', 'Decision'])
    expect(role('TD')).toEqual(['Superintendent', 'Closesschool'])
    expect(elements.find((e) => e.role === 'Figure')?.alt).toBe(post.heroImageAlt)

    const decorative = await render(postDocDefinition({ ...post, heroImageAlt: null }, site, { heroImage: PIXEL }))
    expect(everyElement(decorative).some((e) => e.role === 'Figure')).toBe(false)
  })

  it('draws bullets, rules, fills and an undescribed image as artifacts: no text or image outside the tree', async () => {
    const bytes = await renderPdf(
      onLetterhead([
        list(false, ['Email', 'Student information system']),
        { kind: 'rule', color: 'black' },
        { kind: 'box', widths: ['*'], cells: [td('A note', { fill: '#fff7e6' })] },
        { kind: 'image', data: PIXEL, fit: [20, 20] },
      ]),
    )
    const raw = bytes.toString('latin1')
    expect(raw).not.toContain('/Figure')
    const pages = await readPdfStructure(new Uint8Array(bytes))
    expect(pages.flatMap((p) => p.untagged)).toEqual([])
    expect(pages.flatMap((p) => p.unreferenced)).toEqual([])
    const items = everyElement(pages).filter((e) => e.role === 'LI')
    expect(items.map((item) => item.children.map((c) => c.role))).toEqual([['LBody'], ['LBody']])
  })
})
