import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { blogPosts, postRevisions } from '#db/schema/index.ts'
import { AUTOSAVE_WINDOW_MS, REVISIONS_KEPT } from '#app/features/blog/revisions.server.ts'
import { postInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
let token: string

/** The services' clock runs with the wall clock; a test moves it ahead instead of waiting. */
let clockOffsetMs = 0
beforeAll(async () => {
  server = await startTestServer({}, { clock: () => new Date(Date.now() + clockOffsetMs) })
  token = await signInAdmin(server)
})
afterAll(() => server.close())
beforeEach(async () => {
  clockOffsetMs = 0
  await server.services.db.delete(blogPosts)
  server.pageCache.clear()
})

const create = async (overrides = {}) =>
  (await (await server.request('/api/blog', { method: 'POST', token, json: postInput(overrides) })).json()).post
const put = (id: number, json: object, query = '') =>
  server.request(`/api/blog/${id}${query}`, { method: 'PUT', token, json })
const history = async (id: number) =>
  (await (await server.request(`/api/blog/${id}/revisions`, { token })).json()).revisions as {
    id: number
    version: number
    kind: string
    savedBy: string
    title: string
    restoredFrom: number | null
  }[]

describe('revision history (decision 28)', () => {
  it('keeps a revision of every save, who and when, newest first', async () => {
    const post = await create({ slug: 'history', title: 'First title' })
    await put(post.id, postInput({ slug: 'history', title: 'Second title', version: 1 }))
    await put(post.id, postInput({ slug: 'history', title: 'Third title', version: 2 }))

    const res = await server.request(`/api/blog/${post.id}/revisions`, { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const revisions = await history(post.id)
    expect(revisions.map((r) => [r.title, r.kind, r.version])).toEqual([
      ['Third title', 'saved', 3],
      ['Second title', 'saved', 2],
      ['First title', 'created', 1],
    ])
    expect(revisions.every((r) => r.savedBy === 'editor')).toBe(true)
    expect(revisions[0]).not.toHaveProperty('snapshot') // the list carries no text
  })

  it('shows how a revision differs from the post now, word by word, field by field', async () => {
    const post = await create({
      slug: 'words',
      title: 'Backups that a district can restore',
      content: '<p>Test restores every quarter.</p><ul><li>Keep one copy offline.</li></ul>',
    })
    await put(
      post.id,
      postInput({
        slug: 'words',
        title: 'Backups that a district can restore',
        content: '<p>Test restores every month.</p><ul><li>Keep one copy offline.</li></ul>',
        featured: 'true',
        version: 1,
      }),
    )
    const [, first] = await history(post.id)
    const res = await server.request(`/api/blog/${post.id}/revisions/${first!.id}`, { token })
    expect(res.status).toBe(200)
    const { revision, changes } = await res.json()
    expect(revision).toMatchObject({ id: first!.id, kind: 'created' })
    // Unchanged fields are left out; the publishing settings are marked as not restored.
    expect(changes.map((c: { field: string; restored: boolean }) => [c.field, c.restored])).toEqual([
      ['content', true],
      ['featured', false],
    ])
    expect(changes[0].parts).toEqual([
      { op: 'same', text: 'Test restores every ' },
      { op: 'removed', text: 'quarter' },
      { op: 'added', text: 'month' },
      { op: 'same', text: '.\n• Keep one copy offline.' },
    ])
  })

  it('restores a revision as a new version and revision, leaving status, slug and date as they are', async () => {
    const post = await create({ slug: 'restore-me', title: 'The words we want back', status: 'draft' })
    await put(post.id, postInput({ slug: 'restore-me', title: 'Words we regret', status: 'published', version: 1 }))
    const [, original] = await history(post.id)

    const stale = await server.request(`/api/blog/${post.id}/revisions/${original!.id}/restore`, {
      method: 'POST',
      token,
      json: { version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toEqual({
      message: 'This post changed since you opened it.',
      code: 'conflict',
      reason: 'version_conflict',
    })

    const res = await server.request(`/api/blog/${post.id}/revisions/${original!.id}/restore`, {
      method: 'POST',
      token,
      json: { version: 2 },
    })
    expect(res.status).toBe(200)
    const restored = (await res.json()).post
    expect(restored).toMatchObject({ title: 'The words we want back', status: 'published', version: 3 })
    const [newest] = await history(post.id)
    expect(newest).toMatchObject({ kind: 'restored', restoredFrom: original!.id, version: 3 })
    // What restoring replaced is still in the history.
    expect((await history(post.id)).map((r) => r.title)).toContain('Words we regret')
    // The public API shows the restored words at once.
    expect((await (await server.request('/api/blog/restore-me')).json()).post.title).toBe('The words we want back')
  })

  it('compares a 195,000-character post whose every paragraph changed without holding up the instance', async () => {
    const paragraphs = (seed: string) =>
      Array.from({ length: 1300 }, (_, i) => `<p>${seed} ${i} ${'Test a restore every term. '.repeat(5)}</p>`).join('')
    const before = paragraphs('alpha')
    const post = await create({ slug: 'long-diff', content: before })
    expect(before.length).toBeGreaterThan(190_000)
    await put(post.id, postInput({ slug: 'long-diff', content: paragraphs('omega'), version: 1 }))
    const [first] = (await history(post.id)).slice(-1)

    let slowest = 0
    let comparing = true
    const health = (async () => {
      while (comparing) {
        const started = performance.now()
        expect((await server.request('/api/health')).status).toBe(200)
        slowest = Math.max(slowest, performance.now() - started)
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    const res = await server.request(`/api/blog/${post.id}/revisions/${first!.id}`, { token })
    comparing = false
    await health
    expect(res.status).toBe(200)
    const { changes } = (await res.json()) as { changes: { field: string; parts: { op: string }[] }[] }
    const content = changes.find((c) => c.field === 'content')!
    expect(content.parts.some((p) => p.op === 'removed') && content.parts.some((p) => p.op === 'added')).toBe(true)
    // The comparison runs in a thread of its own: the health check kept answering meanwhile.
    expect(slowest).toBeLessThan(1000)
  })

  it('keeps the newest 50 and deletes the older ones', async () => {
    const post = await create({ slug: 'many-saves' })
    for (let i = 2; i <= REVISIONS_KEPT + 5; i++) {
      const res = await put(post.id, postInput({ slug: 'many-saves', title: `Save ${i}`, version: i - 1 }))
      expect(res.status).toBe(200)
    }
    const revisions = await history(post.id)
    expect(revisions).toHaveLength(REVISIONS_KEPT)
    expect(revisions[0]!.title).toBe(`Save ${REVISIONS_KEPT + 5}`)
    expect(revisions.at(-1)!.title).toBe('Save 6')
  })

  it("shares one revision among a person's autosaves for ten minutes; a button save starts a new one", async () => {
    const post = await create({ slug: 'autosaves', title: 'Started', status: 'draft' })
    for (const [version, title] of [
      [1, 'Typing one'],
      [2, 'Typing two'],
      [3, 'Typing three'],
    ] as const) {
      expect((await put(post.id, postInput({ slug: 'autosaves', title, version }), '?autosave=1')).status).toBe(200)
    }
    expect((await history(post.id)).map((r) => [r.kind, r.title])).toEqual([
      ['autosaved', 'Typing three'],
      ['created', 'Started'],
    ])
    clockOffsetMs = AUTOSAVE_WINDOW_MS + 1000
    await put(post.id, postInput({ slug: 'autosaves', title: 'Typing later', version: 4 }), '?autosave=1')
    await put(post.id, postInput({ slug: 'autosaves', title: 'Saved with the button', version: 5 }))
    expect((await history(post.id)).map((r) => [r.kind, r.title])).toEqual([
      ['saved', 'Saved with the button'],
      ['autosaved', 'Typing later'],
      ['autosaved', 'Typing three'],
      ['created', 'Started'],
    ])
  })

  it('keeps what a conflicted editor typed without changing the post', async () => {
    const post = await create({ slug: 'two-tabs' })
    await put(post.id, postInput({ slug: 'two-tabs', title: 'Saved in the other tab', version: 1 }))
    const res = await server.request(`/api/blog/${post.id}/revisions`, {
      method: 'POST',
      token,
      json: postInput({ slug: 'two-tabs', title: 'Typed in this tab', version: 1 }),
    })
    expect(res.status).toBe(201)
    expect((await res.json()).revision).toMatchObject({ kind: 'kept', version: 1, title: 'Typed in this tab' })
    const [row] = await server.services.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))
    expect(row).toMatchObject({ title: 'Saved in the other tab', version: 2 })

    const noVersion = await server.request(`/api/blog/${post.id}/revisions`, {
      method: 'POST',
      token,
      json: postInput({ slug: 'two-tabs' }),
    })
    expect(noVersion.status).toBe(400)
    expect(await noVersion.json()).toEqual({ message: 'Send the version your changes started from.', code: 'invalid' })
  })

  it('a post from before revision history keeps its old text as the first revision on its first edit', async () => {
    const post = await create({ slug: 'older-post', title: 'Written before history' })
    await server.services.db.delete(postRevisions)
    await put(post.id, postInput({ slug: 'older-post', title: 'Edited after history began' }))
    expect((await history(post.id)).map((r) => [r.kind, r.title])).toEqual([
      ['saved', 'Edited after history began'],
      ['created', 'Written before history'],
    ])
  })

  it('refuses anonymous access, unknown posts and revisions, and another post’s revisions; deleting a post deletes its history', async () => {
    const post = await create({ slug: 'guarded' })
    const other = await create({ slug: 'other-post' })
    const [revision] = await history(post.id)
    const paths = [
      ['GET', `/api/blog/${post.id}/revisions`],
      ['GET', `/api/blog/${post.id}/revisions/${revision!.id}`],
      ['POST', `/api/blog/${post.id}/revisions/${revision!.id}/restore`],
      ['POST', `/api/blog/${post.id}/revisions`],
    ] as const
    for (const [method, path] of paths) {
      const res = await server.request(path, { method, json: method === 'POST' ? {} : undefined })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
    expect((await server.request('/api/blog/999999/revisions', { token })).status).toBe(404)
    expect((await server.request(`/api/blog/${post.id}/revisions/999999`, { token })).status).toBe(404)
    expect((await server.request(`/api/blog/${post.id}/revisions/abc`, { token })).status).toBe(404)
    const crossed = await server.request(`/api/blog/${other.id}/revisions/${revision!.id}`, { token })
    expect(crossed.status).toBe(404)
    expect(await crossed.json()).toEqual({ message: 'Revision not found', code: 'not_found' })
    const crossRestore = await server.request(`/api/blog/${other.id}/revisions/${revision!.id}/restore`, {
      method: 'POST',
      token,
      json: { version: 1 },
    })
    expect(crossRestore.status).toBe(404)
    const badVersion = await server.request(`/api/blog/${post.id}/revisions/${revision!.id}/restore`, {
      method: 'POST',
      token,
      json: { version: 'latest' },
    })
    expect(badVersion.status).toBe(400)
    const noVersion = await server.request(`/api/blog/${post.id}/revisions/${revision!.id}/restore`, {
      method: 'POST',
      token,
      json: {},
    })
    expect(noVersion.status).toBe(400)

    await server.request(`/api/blog/${post.id}`, { method: 'DELETE', token })
    expect(await server.services.db.select().from(postRevisions).where(eq(postRevisions.postId, post.id))).toHaveLength(
      0,
    )
  })
})
