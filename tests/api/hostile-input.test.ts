import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogPosts, contacts, newsletters, resourceDownloads, sessions } from '#db/schema/index.ts'
import { contactInput, downloadInput, postInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Every endpoint driven with wrong types, missing and extra fields, huge and empty strings, control
 * characters, SQL metacharacters, XSS payloads, path traversal and bad tokens. Every answer must be
 * a 4xx JSON message (never a 500, a stack trace or SQL) and a refused request stores nothing.
 */
let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server, 'hostile')
})
afterAll(() => server.close())

const counts = async () => ({
  contacts: await server.services.db.$count(contacts),
  newsletters: await server.services.db.$count(newsletters),
  downloads: await server.services.db.$count(resourceDownloads),
  posts: await server.services.db.$count(blogPosts),
})

async function expectClean4xx(res: Response) {
  expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(400)
  expect(res.status).toBeLessThan(500)
  expect(res.headers.get('content-type')).toMatch(/application\/json/)
  const text = await res.text()
  const body = JSON.parse(text) as { message: string }
  expect(typeof body.message).toBe('string')
  expect(body.message.length).toBeGreaterThan(3)
  expect(text).not.toMatch(/at .+\.(ts|js):\d+|node_modules|\/work\/|stack trace|Error: /i)
  expect(text).not.toMatch(/SELECT |INSERT |UPDATE |syntax error|violates|relation "/)
}

const wrongTypes: unknown[] = [null, 42, true, 'a string', [], [1, 2], { nested: { deep: true } }]
const hugeString = 'A'.repeat(60_000)
const control = 'Ann\u0000\u0007\u001b[31m'

describe('public endpoints refuse malformed bodies and store nothing', () => {
  const endpoints = [
    { path: '/api/contacts', valid: () => contactInput() },
    { path: '/api/newsletter', valid: () => ({ email: 'ok@example.org' }) },
    { path: '/api/resource-download', valid: () => downloadInput() },
    { path: '/api/auth/login', valid: () => ({ username: 'hostile', password: 'hostile test passphrase' }) },
  ]
  for (const { path, valid } of endpoints) {
    it(`${path}: wrong body types`, async () => {
      const before = await counts()
      for (const body of wrongTypes) await expectClean4xx(await server.request(path, { method: 'POST', json: body }))
      expect(await counts()).toEqual(before)
    })

    it(`${path}: every field with a wrong type, missing, empty, huge or with control characters`, async () => {
      const before = await counts()
      const base = valid() as Record<string, unknown>
      for (const field of Object.keys(base)) {
        for (const bad of [undefined, null, 12345, ['x'], { $gt: '' }, '', '   ', hugeString, control]) {
          if (field === 'message' && (bad === undefined || bad === null || bad === '' || bad === '   ')) continue
          if ((field === 'studentCount' || field === 'services') && (bad === undefined || bad === null || bad === ''))
            continue
          const body = { ...base, [field]: bad }
          if (bad === undefined) delete body[field]
          const res = await server.request(path, { method: 'POST', json: body })
          if (path === '/api/auth/login' && res.status === 401) continue
          await expectClean4xx(res)
        }
      }
      expect(await counts()).toEqual(before)
    })
  }

  it('extra fields are ignored, never stored or trusted', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: {
        ...contactInput({ email: 'extra@fields.example' }),
        id: 999_999,
        createdAt: '1999-01-01T00:00:00Z',
        isAdmin: true,
      },
    })
    expect(res.status).toBe(201)
    const row = (await server.services.db.select().from(contacts)).find((c) => c.email === 'extra@fields.example')!
    expect(row.id).not.toBe(999_999)
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2020)
  })

  it('SQL metacharacters and XSS payloads in text are stored as plain text, and the tables survive', async () => {
    const nasty = `Robert'); DROP TABLE contacts;-- <script>alert(1)</script> " OR 1=1`
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ lastName: nasty.slice(0, 100), district: nasty, email: 'bobby@tables.example' }),
    })
    expect(res.status).toBe(201)
    const row = (await server.services.db.select().from(contacts)).find((c) => c.email === 'bobby@tables.example')!
    expect(row.district).toBe(nasty)
    expect(await server.services.db.$count(contacts)).toBeGreaterThan(0)
  })

  it('unicode names are accepted intact', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ firstName: 'Zoë', lastName: 'Nguyễn-Ó Briain 王', email: 'unicode@names.example' }),
    })
    expect(res.status).toBe(201)
    const row = (await server.services.db.select().from(contacts)).find((c) => c.email === 'unicode@names.example')!
    expect(row.lastName).toBe('Nguyễn-Ó Briain 王')
  })

  it('path traversal never reaches the file system', async () => {
    for (const path of [
      '/api/resource-pdf/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/resource-pdf/%2e%2e',
      '/objects/uploads/..%2F..%2Fpostgres-password',
      '/objects/uploads/%2e%2e%2fsecret',
      '/api/blog/..%2F..%2Fpackage.json',
      '/api/blog/%00/pdf',
    ]) {
      const res = await server.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text()).not.toMatch(/root:|password|"name":/)
    }
  })
})

describe('admin endpoints refuse missing, forged, expired and revoked tokens', () => {
  const adminCalls = (id: number) =>
    [
      ['GET', '/api/admin/contacts'],
      ['GET', '/api/admin/newsletters'],
      ['GET', '/api/admin/resource-downloads'],
      ['POST', '/api/blog'],
      ['PUT', `/api/blog/${id}`],
      ['DELETE', `/api/blog/${id}`],
      ['PUT', `/api/blog/${id}/hero-image`],
      ['POST', '/api/objects/upload'],
    ] as const

  it('answers 401 for every variant and changes nothing', async () => {
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: postInput() })).json()
    const expiredLogin = await (
      await server.request('/api/auth/login', {
        method: 'POST',
        json: { username: 'hostile', password: 'hostile test passphrase' },
      })
    ).json()
    await server.services.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) })
    const revoked = (
      await (
        await server.request('/api/auth/login', {
          method: 'POST',
          json: { username: 'hostile', password: 'hostile test passphrase' },
        })
      ).json()
    ).token
    await server.request('/api/auth/logout', { method: 'POST', token: revoked })
    const before = await counts()
    const variants: Record<string, string | undefined> = {
      missing: undefined,
      forged: 'dGhpcyBpcyBub3QgYSByZWFsIHRva2VuIGF0IGFsbCAhISE',
      expired: expiredLogin.token,
      revoked,
      huge: 'x'.repeat(5000),
      sql: "' OR '1'='1",
    }
    for (const [name, bad] of Object.entries(variants)) {
      for (const [method, path] of adminCalls(post.id)) {
        const res = await server.request(path, {
          method,
          token: bad,
          json: method === 'GET' || method === 'DELETE' ? undefined : postInput(),
        })
        expect(res.status, `${name} ${method} ${path}`).toBe(401)
        await expectClean4xx(res)
      }
    }
    expect(await counts()).toEqual(before)
  })
})

describe('blog bodies: hostile HTML is sanitised on write', () => {
  it('drops scripts, handlers, styles, iframes and javascript:/data: links; outbound links get rel', async () => {
    const content = `<h2 onclick="steal()">Heading</h2><p style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="data:text/html,x">data</a> <a href="https://cisa.gov">good</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe><img src="https://evil.example/x.png" onerror="x()"><p>Enough text to pass the minimum length check.</p>`
    const fresh = (
      await (
        await server.request('/api/auth/login', {
          method: 'POST',
          json: { username: 'hostile', password: 'hostile test passphrase' },
        })
      ).json()
    ).token
    const res = await server.request('/api/blog', {
      method: 'POST',
      token: fresh,
      json: postInput({ slug: 'sanitised-post', content }),
    })
    expect(res.status).toBe(201)
    const stored = (await res.json()).post.content as string
    for (const bad of [
      '<script',
      'onclick',
      'style=',
      'javascript:',
      'data:text',
      '<iframe',
      'onerror',
      'evil.example',
    ])
      expect(stored).not.toContain(bad)
    expect(stored).toContain('<a href="https://cisa.gov" rel="noopener noreferrer" target="_blank">good</a>')
    expect(stored).toContain('<h2>Heading</h2>')
  })
})
