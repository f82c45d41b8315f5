import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFParse } from 'pdf-parse'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { draftingMarker } from '#content/drafting-markers.ts'
import { resourceDocuments } from '#content/resource-docs/index.ts'
import { resources } from '#content/resources.ts'
import { postInput } from '../factories/index.ts'
import { elementsOf, readPdfStructure } from '../setup/pdf-structure.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: 'https://consultancy.example' })
  await createAdmin(server.services.db, { username: 'pdf', password: 'pdf admin passphrase', email: 'pdf@x.example' })
  token = (
    await (
      await server.request('/api/auth/login', {
        method: 'POST',
        json: { username: 'pdf', password: 'pdf admin passphrase' },
      })
    ).json()
  ).token
})
afterAll(() => server.close())

async function readPdf(res: Response) {
  const bytes = new Uint8Array(await res.arrayBuffer())
  const parser = new PDFParse({ data: bytes.slice() })
  const text = await parser.getText()
  const info = await parser.getInfo()
  await parser.destroy()
  return { bytes, text: text.text.replace(/\s+/g, ' '), pages: text.total, info }
}

/**
 * What a screen reader and a viewer read: the language (WCAG 3.1.1), the title shown instead of the
 * file name (2.4.2), and tags for every piece of text (app/features/pdf/layout.server.ts, decision 54): none left
 * outside the structure or marked for an element the tree never names, the title the first
 * heading, and nothing hidden as an artifact but the running header and footer and a table header
 * repeated on a later page.
 */
async function expectReadableStructure(bytes: Uint8Array, title: string) {
  const squash = (text: string) => text.replace(/\s+/g, '')
  const raw = Buffer.from(bytes).toString('latin1')
  expect(raw).toContain('/Lang (en-US)')
  expect(raw).toMatch(/\/DisplayDocTitle true/)
  expect(raw).toMatch(/\/Marked true/)
  const pages = await readPdfStructure(bytes)
  const { site } = server.services.env
  // The column headers: the header cells of each table's first row.
  const tableHeaders = new Set(
    pages
      .flatMap((p) => elementsOf(p.tree).filter((e) => e.role === 'Table'))
      .flatMap((table) => (table.children[0]?.children ?? []).filter((e) => e.role === 'TH'))
      .map((e) => squash(e.text)),
  )
  for (const [i, page] of pages.entries()) {
    expect(page.untagged, `page ${i + 1}`).toEqual([])
    expect(page.unreferenced, `page ${i + 1}`).toEqual([])
    const running = [
      site.businessName,
      site.tagline,
      `${site.phone} · ${site.email}`,
      `Page ${i + 1} of ${pages.length}`,
    ]
    for (const artifact of page.artifacts) {
      // A repeated header is drawn line by line: a long one ("Phone or / email") in pieces.
      const known =
        running.map(squash).includes(squash(artifact)) || [...tableHeaders].some((h) => h.includes(squash(artifact)))
      expect(known, `page ${i + 1}: "${artifact}" is hidden from a screen reader`).toBe(true)
    }
  }
  const h1 = elementsOf(pages[0]!.tree).find((e) => e.role === 'H1')
  expect(squash(h1?.text ?? '')).toBe(squash(title))
}

/** Saved for a look by a person (tests/e2e cannot see PDFs); the folder is git-ignored. */
async function keep(name: string, bytes: Uint8Array) {
  const dir = path.resolve('.pdf-previews')
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, name), bytes)
}

describe('GET /api/resource-pdf/{title}', () => {
  it.each(resources.map((r) => [r.title, r.slug]))(
    '%s: a 2-6 page PDF with its title, headings, review date, sources and call to action',
    async (title, slug) => {
      const res = await server.request(`/api/resource-pdf/${encodeURIComponent(title)}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${title}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`,
      )
      const { bytes, text, pages } = await readPdf(res)
      await keep(`${slug}.pdf`, bytes)
      await expectReadableStructure(bytes, title)
      const doc = resourceDocuments[slug]!
      expect(pages).toBeGreaterThanOrEqual(2)
      expect(pages).toBeLessThanOrEqual(6)
      expect(text).toContain(title)
      for (const section of doc.sections) expect(text).toContain(section.heading.replace(/\s+/g, ' '))
      expect(text).toContain('Sources')
      // The review date and every source are printed, and no note meant for the author is.
      expect(text).toContain(`Last reviewed: ${calendarDate(doc.reviewedAt)}`)
      const compact = text.replace(/\s/g, '') // long URLs wrap across lines
      for (const source of doc.sources) expect(compact).toContain(source.url)
      expect(text).not.toMatch(draftingMarker)
      expect(text).toContain('Want help putting this into practice?')
      expect(text).toContain('https://consultancy.example/#contact')
      expect(text).toMatch(new RegExp(`Page 1 of ${pages}`))
    },
  )

  it.each([
    'Unknown Title',
    '../../etc/passwd',
    '..%2F..%2Fpackage.json',
    'FERPA%00Compliance',
    'ferpa compliance checklist',
  ])('404s %s without reading any file', async (title) => {
    const res = await server.request(`/api/resource-pdf/${title.includes('%') ? title : encodeURIComponent(title)}`)
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
  })
})

describe('GET /api/blog/{slug}/pdf', () => {
  it('renders a branded document named by the spec rule, with clickable links, and re-renders after an edit', async () => {
    const content =
      '<h2>Start with the basics</h2><p>Turn on <strong>multi-factor authentication</strong> for <em>every</em> staff account. See <a href="https://www.cisa.gov/k12">CISA K-12 guidance</a>.</p><ul><li>Email</li><li>Student information system</li></ul><blockquote>Practice the plan.</blockquote><p>Use <code>gpupdate</code> after changes.</p>'
    const created = await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ title: "MFA: Your District's First Step (2025)", slug: 'mfa-first-step', content }),
    })
    const { post } = await created.json()
    const res = await server.request('/api/blog/mfa-first-step/pdf')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mfa--your-district-s-first-step--2025-\.pdf"/,
    )
    const { bytes, text } = await readPdf(res)
    await keep('blog-post.pdf', bytes)
    await expectReadableStructure(bytes, "MFA: Your District's First Step (2025)")
    for (const expected of [
      "MFA: Your District's First Step (2025)",
      'Start with the basics',
      'multi-factor authentication',
      'Practice the plan.',
      'Student information system',
      'gpupdate',
      'Page 1 of 1',
      'SchoolShield Cyber Advisory',
    ]) {
      expect(text).toContain(expected)
    }
    expect(Buffer.from(bytes).toString('latin1')).toContain('(https://www.cisa.gov/k12)')

    const edited = await server.request(`/api/blog/${post.id}`, {
      method: 'PUT',
      token,
      json: postInput({ title: 'A new title for the MFA post', slug: 'mfa-first-step', content }),
    })
    expect(edited.status).toBe(200)
    const again = await readPdf(await server.request('/api/blog/mfa-first-step/pdf'))
    expect(again.text).toContain('A new title for the MFA post')
  })

  it('prints the review date and the sources when the post has them, and neither when it does not', async () => {
    const sources = [
      {
        title: 'A tabletop exercise guide for schools',
        publisher: 'Example Agency',
        url: 'https://www.example.gov/publications/k12-tabletop-exercise-guide-for-school-districts',
        date: '2024-09-11',
      },
      {
        title: 'Backups for small districts',
        publisher: 'Example Council',
        url: 'https://example.org/backups',
        date: '2022-10',
      },
    ]
    await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ slug: 'with-sources', reviewedAt: '2026-11-20', sources }),
    })
    const { bytes, text } = await readPdf(await server.request('/api/blog/with-sources/pdf'))
    await keep('blog-post-with-sources.pdf', bytes)
    expect(text).toContain('Last reviewed: November 20, 2026')
    expect(text).toContain('Sources')
    expect(text).toContain('Example Agency, September 11, 2024.')
    expect(text).toContain('Example Council, October 2022.')
    const compact = text.replace(/\s/g, '')
    for (const source of sources) expect(compact).toContain(source.url)

    await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ slug: 'without-sources', reviewedAt: '' }),
    })
    const plain = await readPdf(await server.request('/api/blog/without-sources/pdf'))
    expect(plain.text).not.toContain('Last reviewed')
    expect(plain.text).not.toContain('Sources')
  })

  it('404s an unknown or scheduled post', async () => {
    expect((await server.request('/api/blog/no-such-post/pdf')).status).toBe(404)
    await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ slug: 'later-post', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    })
    expect((await server.request('/api/blog/later-post/pdf')).status).toBe(404)
  })
})

describe('rendered pages', () => {
  /** Each page drawn by pdfjs (JavaScript, from npm) at 1 px per point, as raw RGBA. */
  async function renderPages(bytes: Uint8Array) {
    const parser = new PDFParse({ data: bytes.slice() })
    const shots = await parser.getScreenshot({ scale: 1, imageBuffer: true, imageDataUrl: false })
    await parser.destroy()
    return Promise.all(
      shots.pages.map(async (page) => {
        const { data, info } = await sharp(Buffer.from(page.data)).raw().toBuffer({ resolveWithObject: true })
        return { data, width: info.width, height: info.height, channels: info.channels }
      }),
    )
  }
  const isInk = (d: Buffer, i: number) => d[i]! < 200 || d[i + 1]! < 200 || d[i + 2]! < 200

  it('every page of a resource PDF renders on US Letter with ink inside the margins and none outside', async () => {
    const res = await server.request(`/api/resource-pdf/${encodeURIComponent(resources[0]!.title)}`)
    const pages = await renderPages(new Uint8Array(await res.arrayBuffer()))
    expect(pages.length).toBeGreaterThanOrEqual(2)
    for (const { data, width, height, channels } of pages) {
      expect([width, height]).toEqual([612, 792])
      let ink = 0
      let outside = 0
      for (let y = 0; y < height; y += 1)
        for (let x = 0; x < width; x += 1) {
          if (!isInk(data, (y * width + x) * channels)) continue
          ink += 1
          if (x < 12 || x >= width - 12 || y < 12 || y >= height - 12) outside += 1
        }
      expect(ink / (width * height)).toBeGreaterThan(0.01) // text was drawn (fonts embedded and readable)
      expect(ink / (width * height)).toBeLessThan(0.6)
      expect(outside).toBe(0) // nothing runs off the page
    }
  })

  it('a post PDF shows its hero image', async () => {
    const photo = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#0d9488' } })
      .jpeg()
      .toBuffer()
    const { uploadURL } = await (await server.request('/api/objects/upload', { method: 'POST', token })).json()
    // The URL names the site's origin (SITE_URL); this test server is behind no proxy of that name.
    const { pathname, search } = new URL(uploadURL as string)
    expect((await fetch(`${server.url}${pathname}${search}`, { method: 'PUT', body: photo })).status).toBe(200)
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    await server.request(`/api/blog/${post.id}/hero-image`, { method: 'PUT', token, json: { heroImageURL: uploadURL } })
    const res = await server.request(`/api/blog/${post.slug}/pdf`)
    expect(res.status).toBe(200)
    const [first] = await renderPages(new Uint8Array(await res.arrayBuffer()))
    const { data, width, height, channels } = first!
    let teal = 0
    for (let i = 0; i < width * height * channels; i += channels)
      if (Math.abs(data[i]! - 0x0d) < 24 && Math.abs(data[i + 1]! - 0x94) < 24 && Math.abs(data[i + 2]! - 0x88) < 24)
        teal += 1
    expect(teal / (width * height)).toBeGreaterThan(0.05)
  })
})
