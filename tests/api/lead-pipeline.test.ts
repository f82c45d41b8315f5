import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contacts, leadActivity } from '#db/schema/index.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/** The pipeline: statuses, notes, the timeline and the person view, on a clock the test moves. */
let server: TestServer
let token: string
let now = new Date()
const later = (ms: number) => (now = new Date(now.getTime() + ms))
const MINUTE = 60_000

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now })
  token = await signInAdmin(server, 'morgan')
})
afterAll(() => server.close())

let n = 0
async function newRequest(overrides: Parameters<typeof contactInput>[0] = {}) {
  now = new Date()
  const email = overrides.email ?? `request${++n}@pipeline.example`
  const res = await server.request('/api/contacts', { method: 'POST', json: contactInput({ ...overrides, email }) })
  expect(res.status).toBe(201)
  const [row] = await server.services.db.select().from(contacts).where(eq(contacts.email, email))
  return row!
}

const setStatus = (id: number | string, status: unknown, init: { token?: string; headers?: HeadersInit } = { token }) =>
  server.request(`/api/admin/contacts/${id}/status`, { method: 'PUT', json: { status }, ...init })
const addNote = (id: number | string, body: unknown, init: { token?: string } = { token }) =>
  server.request(`/api/admin/contacts/${id}/notes`, { method: 'POST', json: { body }, ...init })
const person = async (email: string) => {
  const res = await server.request(`/api/admin/person?email=${encodeURIComponent(email)}`, { token })
  expect(res.status).toBe(200)
  return (await res.json()).person
}

describe('status', () => {
  it('is New on arrival; Contacted records the first-response time on the service clock, once', async () => {
    const request = await newRequest({ email: 'first@response.example' })
    expect(request.status).toBe('new')
    later(95 * MINUTE)
    const res = await setStatus(request.id, 'contacted')
    expect(res.status).toBe(200)
    const { contact } = await res.json()
    expect(contact).toMatchObject({ id: request.id, status: 'contacted', firstResponseAt: now.toISOString() })
    const first = now.toISOString()

    later(60 * MINUTE)
    const qualified = (await (await setStatus(request.id, 'qualified')).json()).contact
    expect(qualified).toMatchObject({ status: 'qualified', firstResponseAt: first })
    const activity = await server.services.db.select().from(leadActivity).where(eq(leadActivity.contactId, request.id))
    expect(activity.map((a) => [a.kind, a.fromStatus, a.toStatus, a.author])).toEqual([
      ['status', 'new', 'contacted', 'morgan'],
      ['status', 'contacted', 'qualified', 'morgan'],
    ])
  })

  it('Lost is not a response; back to New clears it, so the next response is measured again', async () => {
    const request = await newRequest({ email: 'spam@response.example' })
    const lost = (await (await setStatus(request.id, 'lost')).json()).contact
    expect(lost).toMatchObject({ status: 'lost', firstResponseAt: null })
    await setStatus(request.id, 'won')
    const again = (await (await setStatus(request.id, 'new')).json()).contact
    expect(again).toMatchObject({ status: 'new', firstResponseAt: null })
    const same = await setStatus(request.id, 'new')
    expect(same.status).toBe(200)
    const activity = await server.services.db.select().from(leadActivity).where(eq(leadActivity.contactId, request.id))
    expect(activity).toHaveLength(3)
  })

  it('refuses unknown statuses with the spec error shape, unknown requests with 404, bad ids with 400', async () => {
    const request = await newRequest()
    for (const status of ['archived', '', null, 3, 'NEW']) {
      const res = await setStatus(request.id, status)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        message: 'Please choose a status: New, Contacted, Qualified, Won or Lost',
        code: 'invalid',
        errors: { status: ['Please choose a status: New, Contacted, Qualified, Won or Lost'] },
      })
    }
    const missing = await setStatus(999_999, 'won')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'This consultation request does not exist.', code: 'not_found' })
    for (const id of ['abc', '1.5', '-1', '99999999999']) {
      const res = await setStatus(id, 'won')
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toHaveProperty('id')
    }
    const [row] = await server.services.db.select().from(contacts).where(eq(contacts.id, request.id))
    expect(row!.status).toBe('new')
  })
})

describe('notes', () => {
  it('are stored as typed, plain text, with author and time', async () => {
    const request = await newRequest({ email: 'notes@district.example' })
    const body = '<script>alert(1)</script>\nCalled back: board meets on the 14th & wants a quote.'
    const res = await addNote(request.id, `  ${body}  `)
    expect(res.status).toBe(201)
    expect((await res.json()).note).toMatchObject({ body, author: 'morgan', at: now.toISOString() })
  })

  it('refuses empty, oversized and control-character notes, and unknown requests', async () => {
    const request = await newRequest()
    for (const [body, message] of [
      ['   ', 'Please write a note'],
      [undefined, 'Please write a note'],
      ['x'.repeat(5001), 'A note can be at most 5000 characters'],
      ['bell\u0007', 'The note contains characters that are not allowed'],
    ] as const) {
      const res = await addNote(request.id, body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ message, code: 'invalid', errors: { body: [message] } })
    }
    expect((await addNote(424_242, 'hello')).status).toBe(404)
  })
})

describe('the person view', () => {
  it('gathers requests with their timelines, downloads and the newsletter for one address, any case', async () => {
    const email = 'Dana.Person@Maplewood.example'
    now = new Date()
    await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ email, attribution: { utmSource: 'newsletter', utmMedium: 'email' } }),
    })
    await server.request('/api/resource-download', { method: 'POST', json: downloadInput({ email }) })
    await server.request('/api/newsletter', { method: 'POST', json: { email } })
    await server.request('/api/contacts', { method: 'POST', json: contactInput({ email: 'someone@else.example' }) })
    await server.services.outbox.runOnce()
    const [request] = await server.services.db.select().from(contacts).where(eq(contacts.email, email))
    later(30 * MINUTE)
    await setStatus(request!.id, 'contacted')
    later(MINUTE)
    await addNote(request!.id, 'Sent the assessment outline.')

    const view = await person('dana.person@maplewood.EXAMPLE')
    expect(view.email).toBe('dana.person@maplewood.example')
    expect(view.totals).toEqual({ requests: 1, downloads: 1 })
    expect(view.requests).toHaveLength(1)
    expect(view.downloads).toEqual([expect.objectContaining({ resourceTitle: 'FERPA Compliance Checklist' })])
    expect(view.newsletter).toMatchObject({ state: 'Pending' })
    expect(view.now).toBe(now.toISOString())
    const timeline = view.requests[0].timeline
    expect(timeline.map((e: { kind: string }) => e.kind)).toEqual(['arrived', 'email', 'email', 'status', 'note'])
    expect(timeline[0]).toMatchObject({ utmSource: 'newsletter', utmMedium: 'email' })
    expect(timeline.filter((e: { kind: string }) => e.kind === 'email')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'notify', state: 'sent' }),
        expect.objectContaining({ email: 'ack', state: 'sent' }),
      ]),
    )
    expect(timeline[3]).toMatchObject({ from: 'new', to: 'contacted', author: 'morgan' })
    expect(timeline[4]).toMatchObject({ body: 'Sent the assessment outline.', author: 'morgan' })

    const nobody = await person('nobody@nowhere.example')
    expect(nobody).toMatchObject({
      requests: [],
      downloads: [],
      newsletter: null,
      totals: { requests: 0, downloads: 0 },
    })
  })

  it('refuses an address that is not one', async () => {
    for (const query of ['', '?email=', '?email=not-an-address', '?email[]=a@b.example']) {
      const res = await server.request(`/api/admin/person${query}`, { token })
      expect(res.status).toBe(400)
      expect((await res.json()).errors).toHaveProperty('email')
    }
  })
})

describe('safety', () => {
  it('answers nothing to anonymous callers, and refuses cross-site writes even from the admin', async () => {
    const request = await newRequest()
    const anonymous = [
      await setStatus(request.id, 'won', {}),
      await addNote(request.id, 'hi', {}),
      await server.request('/api/admin/person?email=a%40b.example'),
    ]
    for (const res of anonymous) {
      expect(res.status).toBe(401)
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
    const crossSite = await setStatus(request.id, 'won', {
      token,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    const [row] = await server.services.db.select().from(contacts).where(eq(contacts.id, request.id))
    expect(row!.status).toBe('new')
    expect(await server.services.db.select().from(leadActivity).where(eq(leadActivity.contactId, request.id))).toEqual(
      [],
    )
  })
})
