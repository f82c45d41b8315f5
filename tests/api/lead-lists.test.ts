import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvFields, contactKind, downloadKind, newsletterKind } from '#app/features/leads-admin/lead-columns.ts'
import { contacts } from '#db/schema/index.ts'
import { contactInput } from '../factories/index.ts'
import { seedLeads } from '../../scripts/seed-leads.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * The dashboard at scale (docs/decisions/0012): the lists paged, searched, filtered and sorted by
 * the server, and the streamed CSV.
 */
let server: TestServer
let token: string
const HOSTILE = '=HYPERLINK("http://evil.example","x")'

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server, 'lists')
  // More than one export batch (1,000) and more than the unparameterised bound (1,000).
  await seedLeads(server.services.db, { contacts: 1_205, downloads: 300, subscribers: 200, days: 60 })
  await server.services.db.insert(contacts).values({
    firstName: HOSTILE,
    lastName: 'Zúñiga',
    email: 'hostile@oakridge.example',
    position: 'board-member',
    district: 'Oakridge, "North" USD',
    services: ['vciso', 'assessment'],
  })
})
afterAll(() => server.close())

const get = async (path: string) => {
  const res = await server.request(path, { token })
  return { status: res.status, body: await res.json() }
}

describe('GET /api/admin/contacts, /newsletters, /resource-downloads', () => {
  it('without parameters, answer the spec shape: the newest 1,000 rows, and how many there are', async () => {
    const { status, body } = await get('/api/admin/contacts')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 1_206, page: 1, pageSize: 1000, sort: 'date', dir: 'desc' })
    expect(body.contacts).toHaveLength(1000)
    const dates = body.contacts.map((c: { createdAt: string }) => c.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(body.contacts[0].firstName).toBe(HOSTILE)
    expect((await get('/api/admin/newsletters')).body).toMatchObject({ total: 200 })
    expect((await get('/api/admin/resource-downloads')).body.downloads).toHaveLength(300)
  })

  it('page, sort, search and filter on the server', async () => {
    const first = (await get('/api/admin/contacts?pageSize=25&sort=name&dir=asc')).body
    const second = (await get('/api/admin/contacts?pageSize=25&page=2&sort=name&dir=asc')).body
    expect(first.contacts).toHaveLength(25)
    const names = [...first.contacts, ...second.contacts].map((c: { lastName: string; firstName: string }) =>
      [c.lastName, c.firstName].join(' '),
    )
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(new Set([...first.contacts, ...second.contacts].map((c: { id: number }) => c.id)).size).toBe(50)

    const found = (await get('/api/admin/contacts?q=OAKRIDGE%2C%20%22north')).body
    expect(found.contacts.map((c: { email: string }) => c.email)).toEqual(['hostile@oakridge.example'])
    const bySource = (await get('/api/admin/contacts?q=board%20member&pageSize=1000')).body
    expect(bySource.contacts.every((c: { position: string }) => c.position === 'board-member')).toBe(true)

    const onlyNew = (await get('/api/admin/contacts?status=new&pageSize=1000')).body
    expect(onlyNew.total).toBeGreaterThan(0)
    expect(onlyNew.contacts.every((c: { status: string }) => c.status === 'new')).toBe(true)
    const byStatus = (await get('/api/admin/contacts?sort=status&pageSize=1000')).body.contacts.map(
      (c: { status: string }) => c.status,
    )
    const rank = ['new', 'contacted', 'qualified', 'won', 'lost']
    expect(byStatus).toEqual([...byStatus].sort((a: string, b: string) => rank.indexOf(a) - rank.indexOf(b)))

    const resources = (await get('/api/admin/resource-downloads?sort=resource&dir=desc&pageSize=300')).body.downloads
    const titles: string[] = resources.map((d: { resourceTitle: string }) => d.resourceTitle)
    expect(titles).toEqual([...titles].sort().reverse())
    const literal = (await get('/api/admin/contacts?q=%25')).body
    expect(literal.total).toBe(0)
  })

  it('refuse parameters they do not know how to read, in the spec error shape', async () => {
    for (const [query, field] of [
      ['status=archived', 'status'],
      ['pageSize=5000', 'pageSize'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['sort=salary', 'sort'],
      ['dir=up', 'dir'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['q=%07bell', 'q'],
    ]) {
      const { status, body } = await get(`/api/admin/contacts?${query}`)
      expect(status, query).toBe(400)
      expect(body.message).toEqual(expect.any(String))
      expect(Object.keys(body.errors), query).toEqual([field])
    }
  })
})

describe('GET /api/admin/leads/summary', () => {
  it('counts each tab for the search, every list in all, and the requests waiting for a reply', async () => {
    const { body } = await get('/api/admin/leads/summary?q=oakridge')
    expect(body.totals).toEqual({ contacts: 1_206, newsletters: 200, downloads: 300, quizReports: 0, meetings: 0 })
    const contactsMatching = (await get('/api/admin/contacts?q=oakridge&pageSize=1')).body.total
    expect(body.matching.contacts).toBe(contactsMatching)
    expect(body.waiting.total).toBe((await get('/api/admin/contacts?status=new&pageSize=1')).body.total)
    expect(body.waiting.overdue).toBeLessThanOrEqual(body.waiting.total)
    expect(Date.parse(body.now)).not.toBeNaN()
    const filtered = (await get('/api/admin/leads/summary?status=won')).body
    expect(filtered.matching.contacts).toBe((await get('/api/admin/contacts?status=won&pageSize=1')).body.total)
    // Every kind has the pipeline now (decision 62): no download has been moved to Won.
    expect(filtered.matching.downloads).toBe(0)
    expect((await get('/api/admin/leads/summary?status=new')).body.matching.downloads).toBe(300)
  })
})

describe('CSV export, streamed by the server', () => {
  const csv = async (path: string) => {
    const res = await server.request(path, { token })
    expect(res.status).toBe(200)
    // The bytes as saved to disk: fetch's text() would drop the byte order mark.
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8')
    return { res, text, rows: parse(text.slice(1), { columns: true }) as Record<string, string>[] }
  }

  it('has the file name, columns, BOM and formula safety of the client-side export, for every matching row', async () => {
    const { res, text, rows } = await csv('/api/admin/contacts/export')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contacts.csv"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(text.charCodeAt(0)).toBe(0xfeff)
    expect(Object.keys(rows[0]!)).toEqual(csvFields(contactKind))
    expect(rows).toHaveLength(1_206)
    expect(new Set(rows.map((r) => r.id)).size).toBe(1_206)
    expect(rows[0]).toMatchObject({
      firstName: `'${HOSTILE}`,
      lastName: 'Zúñiga',
      district: 'Oakridge, "North" USD',
      services: 'vciso;assessment',
      studentCount: '',
    })

    const news = await csv('/api/admin/newsletters/export')
    expect(news.res.headers.get('content-disposition')).toBe('attachment; filename="newsletters.csv"')
    expect(Object.keys(news.rows[0]!)).toEqual(csvFields(newsletterKind))
    expect(news.rows).toHaveLength(200)
    const downloads = await csv('/api/admin/resource-downloads/export?sort=resource')
    expect(downloads.res.headers.get('content-disposition')).toBe('attachment; filename="resource-downloads.csv"')
    expect(Object.keys(downloads.rows[0]!)).toEqual(csvFields(downloadKind))
    const titles = downloads.rows.map((r) => r.resourceTitle)
    expect(titles).toEqual([...titles].sort())
  })

  it('exports the filtered set in the list order, across batches, without repeating a row', async () => {
    const list = (await get('/api/admin/contacts?status=contacted&sort=name&pageSize=1000')).body
    const { rows } = await csv('/api/admin/contacts/export?status=contacted&sort=name')
    expect(rows.map((r) => Number(r.id))).toEqual(list.contacts.map((c: { id: number }) => c.id))
    const searched = await csv('/api/admin/contacts/export?q=HOSTILE%40oak')
    expect(searched.rows.map((r) => r.email)).toEqual(['hostile@oakridge.example'])
    const none = await csv('/api/admin/contacts/export?q=nobody-has-this')
    expect(none.text).toBe(
      `\uFEFF${csvFields(contactKind)
        .map((f) => `"${f}"`)
        .join(',')}\r\n`,
    )
  })

  it('stays inert in a semicolon-list locale: every cell quoted, no cell of the semicolon split starts like a formula', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({
        email: 'semicolon@springfield.example',
        firstName: '@Dana',
        district: 'Springfield;=1+2;x',
        message: 'Budget; -5 staff, +2 laptops\n=HYPERLINK("http://evil.example")',
      }),
    })
    expect(res.status).toBe(201)
    const { text, rows } = await csv('/api/admin/contacts/export?q=semicolon%40springfield')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      firstName: "'@Dana",
      district: "Springfield;'=1+2;x",
      message: "Budget;' -5 staff,' +2 laptops\n'=HYPERLINK(\"http://evil.example\")",
    })
    const body = text.slice(1)
    expect(body.startsWith('"id","firstName"')).toBe(true)
    const cells = [
      ...(parse(body, { delimiter: ';', relax_quotes: true, relax_column_count: true }) as string[][]).flat(),
      ...body.split(/\r\n|\r|\n/).flatMap((line) => line.split(';')),
    ]
    expect(cells.filter((cell) => /^[\s"]*[=+\-@]/.test(cell) || /^[\t\r]/.test(cell))).toEqual([])
  })
})

describe('safety', () => {
  it('answers nothing to anonymous callers', async () => {
    for (const path of [
      '/api/admin/contacts?page=2',
      '/api/admin/leads/summary',
      '/api/admin/contacts/export',
      '/api/admin/newsletters/export',
      '/api/admin/resource-downloads/export',
    ]) {
      const res = await server.request(path)
      expect(res.status, path).toBe(401)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    }
  })
})
