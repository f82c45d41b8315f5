import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { blogPosts, postPreviews } from '#db/schema/index.ts'
import { siteDefaults as site } from '#content/site.ts'
import { calendarDay } from '#app/lib/dates.ts'
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
  await server.services.db.delete(blogPosts)
  server.pageCache.clear() // rows removed behind the API's back
})

const create = (overrides = {}) => server.request('/api/blog', { method: 'POST', token, json: postInput(overrides) })

const source = {
  title: 'Protecting Our Future: Partnering to Safeguard K-12 Organizations from Cybersecurity Threats',
  publisher: 'CISA',
  url: 'https://www.cisa.gov/protecting-our-future-partnering-safeguard-k-12-organizations-cybersecurity-threats',
  date: '2023-01-24',
}

describe('GET /api/blog', () => {
  it('pages newest first with the spec fields', async () => {
    for (let i = 0; i < 11; i++) {
      await create({ publishedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() })
    }
    const res = await server.request('/api/blog?page=1&limit=9')
    expect(res.status).toBe(200)
    const page1 = await res.json()
    expect(page1).toMatchObject({ currentPage: 1, totalPages: 2, hasNextPage: true, hasPreviousPage: false })
    expect(page1.posts).toHaveLength(9)
    const dates = page1.posts.map((p: { publishedAt: string }) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(Object.keys(page1.posts[0]).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'excerpt',
        'content',
        'category',
        'tags',
        'author',
        'heroImageUrl',
        'heroImageAlt',
        'featured',
        'publishedAt',
        'updatedAt',
        // beyond the spec: when the facts were last checked, and what they rest on
        'reviewedAt',
        'sources',
        // and its status: a draft or published (decision 25), and its version (decision 27)
        'status',
        'version',
        // and the day its words last changed after publishing (decision 35)
        'updatedOn',
      ].sort(),
    )
    const page2 = await (await server.request('/api/blog?page=2&limit=9')).json()
    expect(page2).toMatchObject({ currentPage: 2, totalPages: 2, hasNextPage: false, hasPreviousPage: true })
    expect(page2.posts).toHaveLength(2)
  })

  it('caps limit at 50 and refuses nonsense page numbers', async () => {
    for (let i = 0; i < 3; i++) await create()
    const capped = await (await server.request('/api/blog?limit=500')).json()
    expect(capped.totalPages).toBe(1)
    for (const q of ['page=0', 'page=-1', 'page=abc', 'limit=0', 'page=1.5']) {
      const res = await server.request(`/api/blog?${q}`)
      expect(res.status, q).toBe(400)
      expect((await res.json()).message).toMatch(/positive whole number/)
    }
  })

  it('hides scheduled posts from the public and shows them to the admin', async () => {
    const future = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString()
    const { post } = await (await create({ slug: 'coming-soon', publishedAt: future })).json()
    expect(post.publishedAt).toBe(future)
    const publicList = await (await server.request('/api/blog')).json()
    expect(publicList.posts).toHaveLength(0)
    expect((await server.request('/api/blog/coming-soon')).status).toBe(404)
    const adminList = await (await server.request('/api/blog?limit=50', { token })).json()
    expect(adminList.posts.map((p: { slug: string }) => p.slug)).toEqual(['coming-soon'])
    expect((await server.request('/api/blog/coming-soon', { token })).status).toBe(200)
  })
})

describe('drafts (decision 25)', () => {
  const publicSlugs = async () =>
    ((await (await server.request('/api/blog?limit=50')).json()).posts as { slug: string }[]).map((p) => p.slug)

  it('a draft is never public: not listed, featured, in the feeds, nor at its URL or PDF; the admin sees it', async () => {
    const res = await create({ slug: 'board-briefing-draft', status: 'draft', featured: 'true' })
    expect(res.status).toBe(201)
    expect((await res.json()).post).toMatchObject({ status: 'draft', featured: 'true' })
    await create({ slug: 'published-one' })

    expect(await publicSlugs()).toEqual(['published-one'])
    expect((await server.request('/api/blog/board-briefing-draft')).status).toBe(404)
    expect((await server.request('/api/blog/board-briefing-draft/pdf')).status).toBe(404)
    expect(await server.services.blog.featured()).toBeNull()
    expect((await server.services.blog.listForFeeds()).map((p) => p.slug)).toEqual(['published-one'])

    const admin = await (await server.request('/api/blog?limit=50', { token })).json()
    expect(admin.posts.map((p: { slug: string; status: string }) => [p.slug, p.status])).toEqual([
      ['published-one', 'published'],
      ['board-briefing-draft', 'draft'],
    ])
    expect((await server.request('/api/blog/board-briefing-draft', { token })).status).toBe(200)
  })

  it('without a status the spec API publishes, an update keeps the status, and publish and unpublish show at once', async () => {
    const { post } = await (await create({ slug: 'spec-client' })).json()
    expect(post.status).toBe('published')
    const { post: draft } = await (await create({ slug: 'drafted', status: 'draft' })).json()
    expect(await publicSlugs()).toEqual(['spec-client'])

    // An edit that does not name a status leaves the draft a draft.
    const edit = await server.request(`/api/blog/${draft.id}`, {
      method: 'PUT',
      token,
      json: postInput({ slug: 'drafted', title: 'Drafted, edited' }),
    })
    expect((await edit.json()).post.status).toBe('draft')
    expect(await publicSlugs()).toEqual(['spec-client'])

    const publish = await server.request(`/api/blog/${draft.id}`, {
      method: 'PUT',
      token,
      json: postInput({ slug: 'drafted', status: 'published', publishedAt: null }),
    })
    expect((await publish.json()).post.status).toBe('published')
    expect(await publicSlugs()).toEqual(['drafted', 'spec-client'])

    await server.request(`/api/blog/${post.id}`, {
      method: 'PUT',
      token,
      json: postInput({ slug: 'spec-client', status: 'draft' }),
    })
    expect(await publicSlugs()).toEqual(['drafted'])
    expect((await server.request('/api/blog/spec-client')).status).toBe(404)
  })

  it('refuses an unknown status with 400 and stores nothing', async () => {
    const res = await create({ slug: 'odd-status', status: 'hidden' as 'draft' })
    expect(res.status).toBe(400)
    expect((await res.json()).message).toBe('Status must be draft or published')
    expect(await server.services.db.select().from(blogPosts)).toHaveLength(0)
  })
})

describe('preview links (decision 26)', () => {
  const tokenOf = (url: string) => url.split('/preview/')[1]!

  it('only an admin makes or turns off links; a link shows a draft until it expires', async () => {
    const { post } = await (await create({ slug: 'preview-me', status: 'draft' })).json()
    expect((await server.request(`/api/blog/${post.id}/previews`, { method: 'POST' })).status).toBe(401)
    expect((await server.request(`/api/blog/${post.id}/previews`, { method: 'DELETE' })).status).toBe(401)
    expect((await server.request('/api/blog/999999/previews', { method: 'POST', token })).status).toBe(404)

    const res = await server.request(`/api/blog/${post.id}/previews`, { method: 'POST', token })
    expect(res.status).toBe(201)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const link = await res.json()
    expect(link.url).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/)
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThan(7.01)

    // The database keeps only the token's hash.
    const [stored] = await server.services.db.select().from(postPreviews)
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored!.tokenHash).not.toContain(tokenOf(link.url))

    expect((await server.services.blog.preview(tokenOf(link.url)))?.post.slug).toBe('preview-me')
    // One character changed (never to itself: a token may end in "A" already).
    const secret = tokenOf(link.url)
    expect(await server.services.blog.preview(`${secret.slice(0, 42)}${secret.endsWith('A') ? 'B' : 'A'}`)).toBeNull()
    expect(await server.services.blog.preview('../../etc/passwd')).toBeNull()
    clockOffsetMs = 7 * 86_400_000 + 60_000
    try {
      expect(await server.services.blog.preview(tokenOf(link.url))).toBeNull()
    } finally {
      clockOffsetMs = 0
    }
  })

  it('turning links off ends them at once; deleting the post deletes them', async () => {
    const { post } = await (await create({ slug: 'revoke-me', status: 'draft' })).json()
    const make = async () =>
      tokenOf((await (await server.request(`/api/blog/${post.id}/previews`, { method: 'POST', token })).json()).url)
    const [first, second] = [await make(), await make()]
    const off = await server.request(`/api/blog/${post.id}/previews`, { method: 'DELETE', token })
    expect(await off.json()).toEqual({ revoked: 2 })
    expect(await server.services.blog.preview(first)).toBeNull()
    expect(await server.services.blog.preview(second)).toBeNull()

    const third = await make()
    expect(await server.services.blog.preview(third)).not.toBeNull()
    await server.request(`/api/blog/${post.id}`, { method: 'DELETE', token })
    expect(await server.services.blog.preview(third)).toBeNull()
    expect(await server.services.db.select().from(postPreviews)).toHaveLength(0)
  })

  it('the rows of ended links are deleted by the hourly prune; live ones stay', async () => {
    const { post } = await (await create({ slug: 'prune-me', status: 'draft' })).json()
    const make = async () =>
      tokenOf((await (await server.request(`/api/blog/${post.id}/previews`, { method: 'POST', token })).json()).url)
    await make()
    await server.request(`/api/blog/${post.id}/previews`, { method: 'DELETE', token }) // revoked
    const live = await make()
    expect(await server.services.blog.pruneEndedPreviews()).toBe(1)
    expect(await server.services.db.select().from(postPreviews)).toHaveLength(1)
    expect(await server.services.blog.preview(live)).not.toBeNull()
    clockOffsetMs = 7 * 86_400_000 + 60_000 // expired
    try {
      expect(await server.services.blog.pruneEndedPreviews()).toBe(1)
    } finally {
      clockOffsetMs = 0
    }
    expect(await server.services.db.select().from(postPreviews)).toHaveLength(0)
  })
})

describe('"Updated" (decision 35)', () => {
  const put = (id: number, json: object) => server.request(`/api/blog/${id}`, { method: 'PUT', token, json })
  const today = () => calendarDay(new Date(), site.timeZone)

  it('a published post whose words change is updated today; its settings, or a draft’s words, are not an update', async () => {
    const input = postInput({
      slug: 'updated-words',
      publishedAt: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    })
    const { post } = await (await server.request('/api/blog', { method: 'POST', token, json: input })).json()
    expect(post.updatedOn).toBeNull()
    // A setting (the category) is not an update of its words.
    const moved = (await (await put(post.id, { ...input, category: 'Training' })).json()).post
    expect(moved.updatedOn).toBeNull()
    // Its text is.
    const edited = (
      await (await put(post.id, { ...input, content: `${input.content}<p>Figures from the 2025 report.</p>` })).json()
    ).post
    expect(edited.updatedOn).toBe(today())
    expect((await (await server.request(`/api/blog/updated-words`)).json()).post.updatedOn).toBe(today())

    const draftInput = postInput({ slug: 'draft-words', status: 'draft' })
    const { post: draft } = await (
      await server.request('/api/blog', { method: 'POST', token, json: draftInput })
    ).json()
    const drafted = (await (await put(draft.id, { ...draftInput, content: `${draftInput.content}<p>New.</p>` })).json())
      .post
    expect(drafted.updatedOn).toBeNull()
  })
})

describe('concurrent edits (decision 27)', () => {
  const put = (id: number, json: object) => server.request(`/api/blog/${id}`, { method: 'PUT', token, json })

  it('an edit from an older version is refused with 409 and changes nothing; the spec API, sending none, still writes', async () => {
    const { post } = await (await create({ slug: 'two-editors' })).json()
    expect(post.version).toBe(1)
    const first = await put(post.id, postInput({ slug: 'two-editors', title: 'Saved first, in one tab', version: 1 }))
    expect((await first.json()).post.version).toBe(2)

    const late = await put(
      post.id,
      postInput({ slug: 'two-editors', title: 'Saved later, from version 1', version: 1 }),
    )
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({
      message: 'This post changed since you opened it.',
      code: 'conflict',
      reason: 'version_conflict',
    })
    const [row] = await server.services.db.select().from(blogPosts)
    expect(row).toMatchObject({ title: 'Saved first, in one tab', version: 2 })

    const spec = await put(post.id, postInput({ slug: 'two-editors', title: 'A client of the spec API' }))
    expect((await spec.json()).post).toMatchObject({ title: 'A client of the spec API', version: 3 })
    expect((await put(post.id, { ...postInput({ slug: 'two-editors' }), version: 'two' })).status).toBe(400)
    expect((await put(999999, postInput({ version: 1 }))).status).toBe(404)
  })
})

describe('GET /api/blog/{slug}', () => {
  it('returns {post} or 404', async () => {
    await create({ slug: 'mfa-first' })
    const res = await server.request('/api/blog/mfa-first')
    expect(res.status).toBe(200)
    expect((await res.json()).post).toMatchObject({ slug: 'mfa-first', featured: 'false' })
    const missing = await server.request('/api/blog/no-such-post')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ message: 'Blog post not found', code: 'not_found' })
    expect((await server.request('/api/blog/%2E%2E%2Fetc')).status).toBe(404)
  })
})

describe('writing posts', () => {
  it('creates with 201, defaults publishedAt to now and featured to false', async () => {
    const { featured: _f, ...input } = postInput({ slug: 'fresh-post' })
    const before = Date.now()
    const res = await server.request('/api/blog', { method: 'POST', token, json: input })
    expect(res.status).toBe(201)
    const { post } = await res.json()
    expect(post).toMatchObject({ slug: 'fresh-post', featured: 'false', tags: ['incident response', 'tabletop'] })
    expect(new Date(post.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('answers 409 for a duplicate slug and keeps one row', async () => {
    await create({ slug: 'same-slug' })
    const res = await create({ slug: 'same-slug' })
    expect(res.status).toBe(409)
    const body = await res.json()
    expect(body.message).toMatch(/slug already exists/)
    expect(body.errors.slug).toHaveLength(1)
    expect(await server.services.db.$count(blogPosts, eq(blogPosts.slug, 'same-slug'))).toBe(1)
  })

  it.each([
    [{ title: 'Hi' }, 'title', 'Title must be at least 5 characters'],
    [{ slug: 'ab' }, 'slug', 'Slug must be at least 3 characters'],
    [{ slug: 'Not Valid!' }, 'slug', 'Slug can only contain lowercase letters, numbers, and hyphens'],
    [{ excerpt: 'Too short' }, 'excerpt', 'Excerpt must be at least 20 characters'],
    [{ content: '<p>short</p>' }, 'content', 'Content must be at least 50 characters'],
    [{ category: 'Gossip' }, 'category', 'Please select a category'],
    [{ author: 'X' }, 'author', 'Author name is required'],
    [{ heroImageUrl: 'javascript:alert(1)' }, 'heroImageUrl', 'Hero image must be an uploaded image or an https URL'],
    [{ publishedAt: 'next tuesday' }, 'publishedAt', 'Publish date must be a valid date and time'],
    [{ reviewedAt: '2026-02-30' }, 'reviewedAt', 'Last reviewed must be a date'],
    [{ reviewedAt: '2999-01-01' }, 'reviewedAt', 'Last reviewed cannot be in the future'],
    [
      { sources: [{ ...source, url: 'http://www.cisa.gov/k12' }] },
      'sources.0.url',
      'Link must start with https://, like https://www.cisa.gov/...',
    ],
    [
      { sources: [{ ...source, url: 'javascript:alert(1)' }] },
      'sources.0.url',
      'Link must start with https://, like https://www.cisa.gov/...',
    ],
    [{ sources: [{ ...source, title: ' ' }] }, 'sources.0.title', 'Source title is required'],
    [
      { sources: [{ ...source, title: 'x'.repeat(301) }] },
      'sources.0.title',
      'Source title must be at most 300 characters',
    ],
    [{ sources: [{ ...source, publisher: '' }] }, 'sources.0.publisher', 'Publisher is required'],
    [
      { sources: [{ ...source, date: 'last spring' }] },
      'sources.0.date',
      'Date published must be a year, a month (2025-04) or a day (2025-04-22)',
    ],
    [
      { sources: Array.from({ length: 31 }, (_, i) => ({ ...source, url: `https://www.cisa.gov/${i}` })) },
      'sources',
      'At most 30 sources',
    ],
  ])('refuses %j with the spec message and stores nothing', async (override, field, message) => {
    const res = await create(override)
    expect(res.status).toBe(400)
    expect((await res.json()).errors[field]).toContain(message)
    expect(await server.services.db.$count(blogPosts)).toBe(0)
  })

  it('keeps one featured post: featuring another un-features the first', async () => {
    const a = (await (await create({ slug: 'first-featured', featured: 'true' })).json()).post
    const b = (await (await create({ slug: 'second-featured', featured: 'true' })).json()).post
    const rows = await server.services.db.select().from(blogPosts)
    expect(rows.filter((r) => r.featured === 'true').map((r) => r.id)).toEqual([b.id])
    const res = await server.request(`/api/blog/${a.id}`, {
      method: 'PUT',
      token,
      json: postInput({ slug: 'first-featured', featured: 'true' }),
    })
    expect(res.status).toBe(200)
    const after = await server.services.db.select().from(blogPosts)
    expect(after.filter((r) => r.featured === 'true').map((r) => r.id)).toEqual([a.id])
  })

  it('a draft saved as featured leaves the live featured post in its slot; publishing it moves the slot (decision 25)', async () => {
    const live = (await (await create({ slug: 'live-featured', featured: 'true' })).json()).post
    const drafted = await create({ slug: 'featured-draft', status: 'draft', featured: 'true' })
    expect(drafted.status).toBe(201)
    const draft = (await drafted.json()).post
    expect(draft).toMatchObject({ status: 'draft', featured: 'true' })
    expect((await server.services.blog.featured())?.slug).toBe('live-featured')
    const edit = (fields: object) =>
      server.request(`/api/blog/${draft.id}`, {
        method: 'PUT',
        token,
        json: postInput({ slug: 'featured-draft', featured: 'true', ...fields }),
      })
    expect((await edit({ status: 'draft' })).status).toBe(200)
    expect((await server.services.blog.featured())?.slug).toBe('live-featured')

    expect((await edit({ status: 'published' })).status).toBe(200)
    expect((await server.services.blog.featured())?.slug).toBe('featured-draft')
    const rows = await server.services.db.select().from(blogPosts)
    expect(rows.filter((r) => r.featured === 'true').map((r) => r.slug)).toEqual(['featured-draft'])
    // Still a database fact for published posts, whatever writes the row.
    await expect(
      server.services.db.update(blogPosts).set({ featured: 'true' }).where(eq(blogPosts.id, live.id)),
    ).rejects.toThrow()

    // A scheduled post is published: featuring it takes the slot when it is saved, shown from its date.
    await create({
      slug: 'scheduled-featured',
      featured: 'true',
      publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(await server.services.blog.featured()).toBeNull()
    clockOffsetMs = 2 * 3_600_000
    try {
      expect((await server.services.blog.featured())?.slug).toBe('scheduled-featured')
    } finally {
      clockOffsetMs = 0
    }
  })

  it('featuring posts at the same moment leaves one featured; a save that lost the race is told so (409), never a 500', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => create({ slug: `race-${n}`, featured: 'true' })))
    for (const res of answers) expect([201, 409]).toContain(res.status)
    const lost = answers.filter((res) => res.status === 409)
    for (const res of lost) expect((await res.json()).message).toMatch(/Another post was featured at the same moment/)
    const rows = await server.services.db.select().from(blogPosts)
    expect(rows.filter((r) => r.featured === 'true')).toHaveLength(1)
  })

  it('updates, 404s an unknown id, and deletes', async () => {
    const { post } = await (await create({ slug: 'to-edit' })).json()
    const updated = await server.request(`/api/blog/${post.id}`, {
      method: 'PUT',
      token,
      json: postInput({ slug: 'edited-slug', title: 'An edited title' }),
    })
    expect(updated.status).toBe(200)
    const body = (await updated.json()).post
    expect(body).toMatchObject({ slug: 'edited-slug', title: 'An edited title' })
    expect(body.publishedAt).toBe(post.publishedAt)
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime())
    expect((await server.request('/api/blog/999999', { method: 'PUT', token, json: postInput() })).status).toBe(404)
    expect((await server.request('/api/blog/abc', { method: 'DELETE', token })).status).toBe(404)
    const del = await server.request(`/api/blog/${post.id}`, { method: 'DELETE', token })
    expect(del.status).toBe(200)
    expect(await server.services.db.$count(blogPosts)).toBe(0)
    expect((await server.request(`/api/blog/${post.id}`, { method: 'DELETE', token })).status).toBe(404)
  })

  it('stores the review date and sources, keeps them when an update leaves them out, and clears them on request', async () => {
    const res = await create({ slug: 'with-sources', reviewedAt: '2026-11-20', sources: [source] })
    expect(res.status).toBe(201)
    const { post } = await res.json()
    expect(post).toMatchObject({ reviewedAt: '2026-11-20', sources: [source] })
    expect((await (await server.request('/api/blog/with-sources')).json()).post.sources).toEqual([source])

    // A client of the spec's API sends neither field: nothing is lost.
    const put = (json: object) => server.request(`/api/blog/${post.id}`, { method: 'PUT', token, json })
    const kept = await put(postInput({ slug: 'with-sources', title: 'Edited without the new fields' }))
    expect((await kept.json()).post).toMatchObject({ reviewedAt: '2026-11-20', sources: [source] })

    const cleared = await put(postInput({ slug: 'with-sources', reviewedAt: '', sources: [] }))
    expect((await cleared.json()).post).toMatchObject({ reviewedAt: null, sources: [] })
    const [row] = await server.services.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))
    expect(row).toMatchObject({ reviewedAt: null, sources: [] })
  })

  it('a post created without them was reviewed the day it was written, in the site time zone, and has no sources', async () => {
    const { post } = await (await create({ slug: 'plain-post' })).json()
    const today = new Date().toLocaleDateString('en-CA', { timeZone: site.timeZone })
    expect(post).toMatchObject({ reviewedAt: today, sources: [] })
  })

  it('refuses every write without a valid session', async () => {
    const { post } = await (await create({ slug: 'protected' })).json()
    const attempts = [
      () => server.request('/api/blog', { method: 'POST', json: postInput() }),
      () => server.request(`/api/blog/${post.id}`, { method: 'PUT', json: postInput() }),
      () => server.request(`/api/blog/${post.id}`, { method: 'DELETE' }),
      () =>
        server.request(`/api/blog/${post.id}/hero-image`, {
          method: 'PUT',
          json: { heroImageURL: '/objects/uploads/x' },
        }),
      () => server.request('/api/objects/upload', { method: 'POST' }),
      () => server.request('/api/blog', { method: 'POST', json: postInput(), token: 'forged-token' }),
    ]
    for (const attempt of attempts) {
      const res = await attempt()
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Authentication required. Please sign in.', code: 'unauthorized' })
    }
    expect(await server.services.db.$count(blogPosts)).toBe(1)
  })
})

describe('large posts', () => {
  const paragraphs = (chars: number) =>
    `<p>${'Ransomware drills keep districts ready. '.repeat(chars / 40).slice(0, chars - 7)}</p>`

  it('accepts content up to the schema limit of 200,000 characters, beyond the 100 KB API body limit', async () => {
    const content = paragraphs(199_000)
    const res = await create({ content })
    expect(res.status).toBe(201)
    expect((await res.json()).post.content.length).toBeGreaterThan(190_000)
  })

  it('answers 400 with the schema message just past it, and 413 with a JSON message far past it', async () => {
    const over = await create({ content: paragraphs(200_100) })
    expect(over.status).toBe(400)
    expect((await over.json()).errors.content).toEqual(['Content must be at most 200000 characters'])
    const huge = await create({ content: 'x'.repeat(1_200_000) })
    expect(huge.status).toBe(413)
    expect((await huge.json()).message).toMatch(/too large to save.*200,000 characters/)
  })
})

describe('the public list is cached', () => {
  const titles = async () =>
    ((await (await server.request('/api/blog?page=1&limit=9')).json()).posts as { title: string }[]).map((p) => p.title)

  it('is served from the cache, and a new, edited or deleted post shows at once', async () => {
    const created = await server.request('/api/blog', { method: 'POST', token, json: postInput({ title: 'First' }) })
    const { post } = await created.json()
    expect(await titles()).toEqual(['First'])
    const hitsBefore = server.pageCache.hits
    expect(await titles()).toEqual(['First'])
    expect(server.pageCache.hits).toBe(hitsBefore + 1)

    await server.request(`/api/blog/${post.id}`, { method: 'PUT', token, json: postInput({ title: 'Renamed' }) })
    expect(await titles()).toEqual(['Renamed'])
    await server.request(`/api/blog/${post.id}`, { method: 'DELETE', token })
    expect(await titles()).toEqual([])
  })

  it('renders a cold entry once for 100 concurrent requests', async () => {
    await server.request('/api/blog', { method: 'POST', token, json: postInput({ title: 'Cold start' }) })
    server.pageCache.clear()
    const rendersBefore = server.pageCache.renders
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => server.request('/api/blog?page=1&limit=9').then((res) => res.json())),
    )
    expect(server.pageCache.renders - rendersBefore).toBe(1)
    expect(new Set(answers.map((a) => a.posts[0].title))).toEqual(new Set(['Cold start']))
  })

  it('shows a scheduled post when its time comes, not a minute later', async () => {
    await server.request('/api/blog', { method: 'POST', token, json: postInput({ title: 'Published now' }) })
    const goesLive = new Date(server.services.clock().getTime() + 60_000)
    const scheduled = await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ title: 'Scheduled', publishedAt: goesLive.toISOString() }),
    })
    expect(scheduled.status).toBe(201)
    expect(await titles()).toEqual(['Published now'])
    clockOffsetMs += 50_000 // ten seconds early, whatever the requests take
    expect(await titles()).toEqual(['Published now'])
    clockOffsetMs += 10_100
    expect(await titles()).toEqual(['Scheduled', 'Published now'])
  })

  it('revalidates with an ETag and keeps admin lists out of the cache', async () => {
    await server.request('/api/blog', {
      method: 'POST',
      token,
      json: postInput({ title: 'Later this week', publishedAt: new Date(Date.now() + 86_400_000).toISOString() }),
    })
    const first = await server.request('/api/blog?page=1&limit=9')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"/)
    for (const ifNoneMatch of [etag!, etag!.slice(2), `"other", ${etag}`, '*']) {
      // As a browser revalidates (fetch() alone would add Cache-Control: no-cache, a hard reload).
      const again = await server.request('/api/blog?page=1&limit=9', {
        headers: { 'if-none-match': ifNoneMatch, 'cache-control': 'max-age=0' },
      })
      expect(again.status, ifNoneMatch).toBe(304)
      expect(again.headers.get('content-security-policy')).toBeNull()
    }
    const changed = await server.request('/api/blog?page=1&limit=9', { headers: { 'if-none-match': '"other"' } })
    expect(changed.status).toBe(200)
    const reload = await server.request('/api/blog?page=1&limit=9', {
      headers: { 'if-none-match': etag!, 'cache-control': 'no-cache' },
    })
    expect(reload.status, 'a hard reload gets the whole answer').toBe(200)
    const admin = await (await server.request('/api/blog?page=1&limit=9', { token })).json()
    expect(admin.posts.map((p: { title: string }) => p.title)).toEqual(['Later this week'])
    expect((await first.json()).posts).toEqual([])
  })
})
