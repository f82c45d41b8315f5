import { existsSync, readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TDocumentDefinitions } from 'pdfmake/interfaces'
import { describe, expect, it } from 'vitest'
import { resourceDocuments } from '#content/resource-docs/index.ts'
import { siteDefaults as site } from '#content/site.ts'
import { blogPost } from '../../../tests/factories/index.ts'
import { elementsOf, pathsTo, readPdfStructure, type PdfPageStructure } from '../../../tests/setup/pdf-structure.ts'
import { postDocDefinition } from './post-document.server.ts'
import { renderPdf } from './render.server.ts'
import { resourceDocDefinition } from './resource-document.server.ts'
import { CHECKED_WITH_PDFKIT, CHECKED_WITH_PDFMAKE, rowHeader } from './tags.server.ts'
import { letterhead } from './theme.server.ts'

/** The version installed at `dir` (pdfkit: pdfmake's own copy when it has one, else the shared one). */
const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { version: string }).version
const installed = versionOf('node_modules/pdfmake')
const squash = (text: string) => text.replace(/\s+/g, '')
const render = async (doc: TDocumentDefinitions) => readPdfStructure(new Uint8Array(await renderPdf(doc)))
const everyElement = (pages: PdfPageStructure[]) => pages.flatMap((p) => elementsOf(p.tree))
const everyPath = (pages: PdfPageStructure[], role: string) => pages.flatMap((p) => pathsTo(p.tree, role))
const onLetterhead = (content: TDocumentDefinitions['content']) =>
  letterhead(site, { title: 'Test', author: site.businessName, subject: 'Test' }, content as never[])
/** How often the file names a thing, e.g. `/S /TD` (a TD element): pdf.js lists only elements with text. */
const count = (bytes: Uint8Array, pattern: RegExp) =>
  Buffer.from(bytes).toString('latin1').match(new RegExp(pattern, 'g'))?.length ?? 0

/** A 1 × 1 PNG, as the PDF route passes a hero image (a data URL). */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

describe('tagged PDFs (tags.server.ts)', () => {
  it(`is the pdfmake version the adapter was checked with (${CHECKED_WITH_PDFMAKE})`, () => {
    expect(
      installed,
      `pdfmake is now ${installed}; tags.server.ts was written against ${CHECKED_WITH_PDFMAKE}'s LayoutBuilder ` +
        '(processNode, buildNextLine, processList, addHeadersAndFooters) and Renderer (renderPages, renderLine, renderVector, ' +
        'renderSVG, renderImage). Check they still do what the adapter expects, run this file, then update CHECKED_WITH_PDFMAKE.',
    ).toBe(CHECKED_WITH_PDFMAKE)
  })

  it(`uses the pdfkit version the adapter was checked with (${CHECKED_WITH_PDFKIT})`, () => {
    expect(
      versionOf(
        existsSync('node_modules/pdfmake/node_modules/pdfkit')
          ? 'node_modules/pdfmake/node_modules/pdfkit'
          : 'node_modules/pdfkit',
      ),
      'pdfmake now brings another pdfkit; tags.server.ts sets the /A attributes of its structure elements ' +
        "and relies on it tying a link's annotation to the current Link element. Check both, then update CHECKED_WITH_PDFKIT.",
    ).toBe(CHECKED_WITH_PDFKIT)
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
    const pages = await render({
      ...letterhead(site, { title: 'Inventory', author: site.businessName, subject: 'Test' }, [
        { table: { headerRows: 1, body: [['System', 'Owner'], ...rows] } },
      ]),
    })
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
          {
            table: {
              headerRows: 1,
              body: [
                ['Task', 'Owner', 'Done'],
                ['Back up the student information system', { canvas: [{ type: 'rect', x: 0, y: 0, w: 8, h: 8 }] }, ''],
                [{ text: 'Restore both systems from backup', colSpan: 2 }, {}, 'Yes'],
                [rowHeader({ text: 'Sign-off' }), 'Superintendent', ''],
              ],
            },
          },
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
        {
          ol: ['Disconnect the device', { stack: ['Call the incident lead', { ol: ['By phone', 'Then in writing'] }] }],
        },
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

  it('a link is a Link element in its paragraph, tied to one annotation a line, one element however many words and lines', async () => {
    const url =
      'https://www.cisa.gov/protecting-our-future-partnering-safeguard-k-12-organizations-cybersecurity-threats'
    const long =
      'the report on protecting K-12 organizations from cybersecurity threats that CISA published in January 2023'
    const bytes = new Uint8Array(
      await renderPdf(
        onLetterhead([
          { text: ['Start with ', { text: long, link: url }, ', then the checklist.'], margin: [0, 0, 380, 0] },
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
          {
            text: [
              'Read ',
              { text: 'Quillfeather guidance ', link: url },
              { text: 'Marchbank 2023', link: url, fontSize: 16 },
              ' first.',
            ],
          },
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
        .filter((item) => ['Quillfeather', 'guidance', 'Marchbank', '2023'].includes(item.str.trim()))
      expect(words).toHaveLength(4)
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
          { text: ['Read ', { text: 'the K-12 report', link: 'https://www.cisa.gov/k12' }, ' first.'] },
          {
            text: ['Then ', { text: 'the framework', link: 'https://www.nist.gov/cyberframework' }],
            pageBreak: 'before',
          },
          {
            text: ['And ', { text: 'the controls', link: 'https://www.cisecurity.org/controls' }],
            pageBreak: 'before',
          },
        ]),
      ),
    )
    const raw = Buffer.from(bytes).toString('latin1')
    const pageOfAnnotation = new Map<string, string>()
    for (const [, id, body] of raw.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*endobj/g)) {
      if (!/\/Type \/Page\b/.test(body!)) continue
      for (const [, annotation] of body!.match(/\/Annots \[([^\]]*)\]/)?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])
        pageOfAnnotation.set(annotation!, id!)
    }
    const references = [...raw.matchAll(/\/Type \/OBJR\s*\/Obj (\d+) 0 R\s*\/Pg (\d+) 0 R/g)]
    expect(references).toHaveLength(3) // one for each link, each on one line
    expect(new Set(references.map(([, , page]) => page)).size).toBe(3)
    for (const [, annotation, page] of references) expect(page).toBe(pageOfAnnotation.get(annotation!))
  })

  it('a table of one row is a box: its text is read in order, not as a table', async () => {
    const pages = await render(
      onLetterhead([{ table: { widths: [110, '*'], body: [['12/15', 'Score band: strong']] } }]),
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
    // html-to-pdfmake keeps <thead> as a row of th cells: column headers.
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

  it('leaves a document that does not ask for tags as pdfmake draws it', async () => {
    const { tagged: _tagged, ...untagged } = letterhead(
      site,
      { title: 'Plain', author: site.businessName, subject: 'Test' },
      [{ text: 'One paragraph.' }],
    )
    const [page] = await render(untagged)
    expect(page!.tree).toBeNull()
    expect(page!.untagged.join(' ')).toContain('One paragraph.')
  })
})
