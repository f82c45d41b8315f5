import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadListQuerySchema } from '#app/features/leads/lead.schema.ts'
import { listPage } from '#app/features/leads/lead-lists.server.ts'
import { contacts as contactTable, newsletters as newsletterTable, resourceDownloads } from '#db/schema/index.ts'
import { createTestDatabase } from '../../../tests/setup/test-database.ts'
import type { ContactRow, DownloadRow, NewsletterRow } from './api.ts'
import { contactKind, csvFields, downloadKind, newsletterKind, tableColumns } from './lead-columns.ts'

let testDb: Awaited<ReturnType<typeof createTestDatabase>>
let contacts: ContactRow[]
let newsletters: NewsletterRow[]
let downloads: DownloadRow[]
/** What the dashboard receives: the rows the lead service lists, through JSON, as /api/admin/* sends them. */
const asJson = <T>(rows: unknown): T => JSON.parse(JSON.stringify(rows)) as T

beforeAll(async () => {
  testDb = await createTestDatabase()
  const { db } = testDb.database
  const attribution = { utmSource: 'newsletter', utmMedium: 'email', referrer: 'https://search.example/?q=k12' }
  const person = { lastName: 'Whitfield', email: 'dana@maplewood.k12.example', position: 'superintendent' }
  await db.insert(contactTable).values([
    {
      ...person,
      firstName: '=HYPERLINK("http://evil.example")',
      district: 'Smith, "North" USD',
      ...attribution,
      studentCount: '1000-5000',
      services: ['vciso', 'assessment'],
      message: 'Before our budget cycle, please.',
    },
    { ...person, firstName: 'Dana', district: 'Maplewood Unified School District' },
  ])
  await db.insert(newsletterTable).values({ email: 'reader@oakridge.k12.example', ...attribution })
  await db.insert(resourceDownloads).values({
    ...person,
    firstName: 'Luis',
    position: 'principal',
    district: 'Riverbend School District',
    resourceTitle: 'FERPA Compliance Checklist',
  })
  const all = leadListQuerySchema.parse({})
  contacts = asJson((await listPage(db, 'contacts', all)).rows)
  newsletters = asJson((await listPage(db, 'newsletters', all)).rows)
  downloads = asJson((await listPage(db, 'downloads', all)).rows)
})
afterAll(() => testDb.drop())

describe('lead column definitions', () => {
  it('export every field of the server rows, in order, but the pipeline fields: the same bytes as the first-row keys gave', () => {
    // The spec's columns (§3, with attribution): the pipeline's status and first response are on screen only.
    const specColumns = contacts.map(({ status: _s, firstResponseAt: _f, ...rest }) => rest)
    expect(csvFields(contactKind)).toEqual(Object.keys(specColumns[0]!))
    const withoutPipeline = <Row extends { leadStatus: string }>({ leadStatus: _l, ...rest }: Row) => rest
    expect(csvFields(newsletterKind)).toEqual(Object.keys(withoutPipeline(newsletters[0]!)))
    expect(csvFields(downloadKind)).toEqual(Object.keys(withoutPipeline(downloads[0]!)))
  })

  it('show the table headers of spec §2, with Source', () => {
    expect(tableColumns(contactKind).map((c) => c.header)).toEqual([
      'Name',
      'Status',
      'Email',
      'Position',
      'District',
      'Student Count',
      'Services',
      'Source',
      'Date',
    ])
    expect(tableColumns(newsletterKind).map((c) => c.header)).toEqual([
      'Email',
      'Status',
      'Lead Status',
      'Source',
      'Subscription Date',
    ])
    expect(tableColumns(downloadKind).map((c) => c.header)).toEqual([
      'Name',
      'Email',
      'Position',
      'District',
      'Resource',
      'Lead Status',
      'Source',
      'Download Date',
    ])
  })

  it('render text cells: labels, N/A and the first-touch source', () => {
    const plain = contacts.find((c) => c.firstName === 'Dana')
    const hostile = contacts.find((c) => c.firstName.startsWith('='))
    const text = (row: ContactRow) => tableColumns(contactKind).map((c) => c.text(row, 'America/New_York'))
    expect(text(plain!)[1]).toBe('New')
    expect(text(plain!).slice(3, 7)).toEqual(['Superintendent', 'Maplewood Unified School District', 'N/A', 'N/A'])
    expect(text(hostile!)[7]).toBe('newsletter / email')
    expect(tableColumns(newsletterKind)[1]!.text(newsletters[0]!, 'UTC')).toMatch(/^(Pending|Confirmed)$/)
    expect(tableColumns(newsletterKind)[2]!.text(newsletters[0]!, 'UTC')).toBe('New')
    expect(tableColumns(newsletterKind)[3]!.text(newsletters[0]!, 'UTC')).toBe('newsletter / email')
    // With its time of day, on the admin's clocks.
    expect(
      tableColumns(newsletterKind)[4]!.text(
        { ...newsletters[0]!, createdAt: '2026-11-20T15:05:00Z' },
        'America/Chicago',
      ),
    ).toBe('Nov 20, 2026, 9:05 AM')
  })

  it('search (now in PostgreSQL) matches name, email, district, position (value and label) and resource, and nothing else', async () => {
    const { db } = testDb.database
    const ids = async (list: 'contacts' | 'newsletters' | 'downloads', q: string) =>
      (await listPage(db, list, leadListQuerySchema.parse({ q }))).rows.map((r) => r.id)
    const contact = contacts.find((c) => c.firstName === 'Dana')!
    const other = contacts.find((c) => c.firstName !== 'Dana')!
    for (const query of ['dana whitfield', contact.email.toUpperCase(), 'maplewood', 'superintendent', '  SUPERINT ']) {
      expect(await ids('contacts', query)).toContain(contact.id)
    }
    for (const query of ['budget cycle', 'vciso', 'Virtual CISO', 'newsletter', '%', '_', 'whitfield dana']) {
      expect(await ids('contacts', query)).not.toContain(other.id)
    }
    expect(await ids('downloads', 'ferpa compliance')).toEqual([downloads[0]!.id])
    expect(await ids('downloads', 'principal')).toEqual([downloads[0]!.id])
    expect(await ids('newsletters', 'reader@')).toEqual([newsletters[0]!.id])
    expect(await ids('newsletters', 'newsletter')).toEqual([])
    expect(await ids('newsletters', '   ')).toEqual([newsletters[0]!.id])
  })

  it('search by a position label that its value does not contain', async () => {
    const { db } = testDb.database
    await db.insert(contactTable).values({
      firstName: 'Ira',
      lastName: 'Coordinator',
      email: 'ira@x.example',
      position: 'tech-coordinator',
      district: 'Elm Grove',
    })
    const found = await listPage(db, 'contacts', leadListQuerySchema.parse({ q: 'technology coord' }))
    expect(found.rows.map((r) => r.email)).toEqual(['ira@x.example'])
  })
})
