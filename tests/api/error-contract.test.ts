import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANSWERED_REASONS, type ErrorAnswer } from '#app/lib/errors.ts'
import { defaultLimits } from '#app/lib/rate-limit.server.ts'
import { contactInput, postInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Every error answer of the JSON API is one shape (docs/architecture.md, "Errors"; decision 47):
 * `{message, code}`, with `errors` for a form's fields and `reason` where a client acts on it,
 * never a stack trace or SQL. The clients branch on `code` and `reason`, so these are the contract.
 */
let server: TestServer
let token: string
const logs: string[] = []
beforeAll(async () => {
  // TRUST_PROXY=1: X-Forwarded-For names the client, so the rate limit's test speaks from its own address.
  server = await startTestServer({ TRUST_PROXY: '1' }, { limits: defaultLimits, logs })
  token = await signInAdmin(server)
})
afterAll(() => server.close())

const answerOf = async (res: Response) => {
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await res.json()) as ErrorAnswer
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+ \(|node_modules|select |insert |update |from "/i)
  return body
}

const createPost = async (slug: string) => {
  const res = await server.request('/api/blog', { method: 'POST', token, json: postInput({ slug }) })
  expect(res.status).toBe(201)
  return ((await res.json()) as { post: { id: number; version: number } }).post
}

describe('error answers', () => {
  it.each([
    ['an unknown API path', '/api/no-such-thing', 'Not found'],
    ['a post that does not exist', '/api/blog/no-such-post', 'Blog post not found'],
    ['an object that does not exist', '/objects/uploads/no-such-file.png', 'Not found'],
  ])('404 for %s: code not_found', async (_, path, message) => {
    const res = await server.request(path)
    expect(res.status).toBe(404)
    expect(await answerOf(res)).toEqual({ message, code: 'not_found' })
  })

  it('404 from a service (a newsletter issue) is the same answer as one from a handler', async () => {
    const res = await server.request('/api/newsletter-issues/999999', { token })
    expect(res.status).toBe(404)
    expect(await answerOf(res)).toMatchObject({ code: 'not_found' })
  })

  it('400 with every field the form shows: code invalid, the schema messages word for word', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: { ...contactInput(), firstName: '', email: 'not-an-email' },
      headers: { 'x-forwarded-for': '192.0.2.10' },
    })
    expect(res.status).toBe(400)
    const body = await answerOf(res)
    expect(body).toMatchObject({ code: 'invalid', message: 'First name is required' })
    expect(body.errors).toMatchObject({
      firstName: ['First name is required'],
      email: ['Please enter a valid email address'],
    })
    expect(body.reason).toBeUndefined()
  })

  it('400 for a body that is not JSON: code invalid', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.11' },
      body: '{"firstName":',
    })
    expect(res.status).toBe(400)
    expect(await answerOf(res)).toEqual({ message: 'The request body is not valid JSON.', code: 'invalid' })
  })

  it('401 without a session: code unauthorized', async () => {
    const res = await server.request('/api/admin/contacts')
    expect(res.status).toBe(401)
    expect(await answerOf(res)).toEqual({ message: 'Authentication required. Please sign in.', code: 'unauthorized' })
  })

  it('403 for a cross-site write: code forbidden', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput(),
      headers: { origin: 'https://elsewhere.example', 'x-forwarded-for': '192.0.2.12' },
    })
    expect(res.status).toBe(403)
    expect(await answerOf(res)).toEqual({
      message: `This form was sent from another address than this site's own, so it was not accepted. Open the site at ${new URL(server.url).origin} and send it again.`,
      code: 'forbidden',
    })
  })

  it('409 for an edit from an older version: code conflict, reason version_conflict', async () => {
    const post = await createPost('contract-conflict')
    const save = (title: string) =>
      server.request(`/api/blog/${post.id}`, {
        method: 'PUT',
        token,
        json: postInput({ slug: 'contract-conflict', title, version: post.version }),
      })
    expect((await save('Saved in one tab')).status).toBe(200)
    const stale = await save('Typed in another tab')
    expect(stale.status).toBe(409)
    expect(await answerOf(stale)).toEqual({
      message: 'This post changed since you opened it.',
      code: 'conflict',
      reason: 'version_conflict',
    })
  })

  it('409 for a slug taken: code conflict with the field, and no reason (the form shows it by the field)', async () => {
    await createPost('contract-slug')
    const res = await server.request('/api/blog', { method: 'POST', token, json: postInput({ slug: 'contract-slug' }) })
    expect(res.status).toBe(409)
    const body = await answerOf(res)
    expect(body).toMatchObject({ code: 'conflict', errors: { slug: [expect.stringContaining('already exists')] } })
    expect(body.reason).toBeUndefined()
  })

  it('413 for a body over the limit: code too_large', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ message: 'x'.repeat(200_000) }),
      headers: { 'x-forwarded-for': '192.0.2.13' },
    })
    expect(res.status).toBe(413)
    expect(await answerOf(res)).toEqual({ message: 'The request body is too large.', code: 'too_large' })
  })

  it('415 for a body that is not JSON by its type: code unsupported_media', async () => {
    const res = await server.request('/api/contacts', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': '192.0.2.14' },
      body: 'hello',
    })
    expect(res.status).toBe(415)
    expect(await answerOf(res)).toMatchObject({ code: 'unsupported_media' })
  })

  it('429 past a limit: code too_many with Retry-After, and the limiter that refused stays unsaid', async () => {
    const from = { 'x-forwarded-for': '198.51.100.40' }
    for (let i = 0; i < defaultLimits.contact.max; i++) {
      await server.request('/api/contacts', { method: 'POST', json: {}, headers: from })
    }
    const res = await server.request('/api/contacts', { method: 'POST', json: contactInput(), headers: from })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await answerOf(res)).toEqual({
      message: 'Too many requests. Please wait a few minutes and try again.',
      code: 'too_many',
    })
  })

  it('500 for a failure of ours: code internal, no stack or SQL, the Error logged once', async () => {
    await server.services.db.execute(sql`alter table contacts rename column district to district_gone`)
    try {
      const res = await server.request('/api/contacts', {
        method: 'POST',
        json: contactInput(),
        headers: { 'x-forwarded-for': '192.0.2.15' },
      })
      expect(res.status).toBe(500)
      expect(await answerOf(res)).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'internal',
      })
    } finally {
      await server.services.db.execute(sql`alter table contacts rename column district_gone to district`)
    }
    expect(logs.filter((line) => line.includes('"unhandled error"'))).toHaveLength(1)
  })

  it('answers a reason only where a client acts on it: a sign-in never says whether the account exists', async () => {
    const res = await server.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'nobody-here', password: 'not the password at all' },
      headers: { 'x-forwarded-for': '192.0.2.16' },
    })
    expect(res.status).toBe(401)
    const body = await answerOf(res)
    expect(body.code).toBe('unauthorized')
    expect(body.reason).toBeUndefined()
    expect(JSON.stringify(body)).not.toMatch(/unknown_account|wrong_password/)
    expect(ANSWERED_REASONS).not.toContain('unknown_account')
  })
})
