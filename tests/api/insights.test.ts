import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quizCompletions } from '#db/schema/index.ts'
import { quizQuestions } from '#content/quiz.ts'
import { seedLeads } from '../../scripts/seed-leads.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/** Anonymous quiz completions, and the admin's insights over seeded leads. */
let server: TestServer
let limited: TestServer
let token: string
const perfect = quizQuestions.map((q) => q.correctAnswer)
const complete = (target: TestServer, json: unknown, headers: Record<string, string> = {}) =>
  target.request('/api/quiz/completions', { method: 'POST', json, headers })

beforeAll(async () => {
  server = await startTestServer()
  limited = await startTestServer({}, { limits: { quiz: { max: 2, windowSeconds: 600 } } })
  token = await signInAdmin(server, 'insights')
  await seedLeads(server.services.db, {
    contacts: 400,
    downloads: 300,
    subscribers: 150,
    quizCompletions: 200,
    days: 120,
  })
})
afterAll(async () => {
  await server.close()
  await limited.close()
})

describe('POST /api/quiz/completions', () => {
  it('stores the answers and the score they earn, nothing else, and sets no cookie', async () => {
    const before = (await server.services.db.select().from(quizCompletions)).length
    const answers = perfect.map((a, i) => (i < 3 ? (a + 1) % 4 : a))
    const res = await complete(server, { answers })
    expect(res.status).toBe(204)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await res.text()).toBe('')
    const rows = await server.services.db.select().from(quizCompletions)
    expect(rows).toHaveLength(before + 1)
    const row = rows.find((r) => r.id === Math.max(...rows.map((x) => x.id)))!
    expect(Object.keys(row).sort()).toEqual(['answers', 'createdAt', 'id', 'score'])
    expect(row).toMatchObject({ answers, score: quizQuestions.length - 3 })
  })

  it('refuses anything but the answers to every question, in the spec error shape', async () => {
    for (const [body, field] of [
      [{ answers: perfect.slice(1) }, 'answers'],
      [{ answers: [...perfect.slice(1), 4] }, 'answers'],
      [{ answers: [...perfect.slice(1), 1.5] }, 'answers'],
      [{ answers: 'all right' }, 'answers'],
      [{ answers: perfect, email: 'someone@district.example' }, '_'],
      [{}, 'answers'],
    ] as const) {
      const res = await complete(server, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      const json = await res.json()
      expect(json.message).toEqual(expect.any(String))
      expect(Object.keys(json.errors)).toContain(field)
    }
    const text = await server.request('/api/quiz/completions', {
      method: 'POST',
      body: 'answers=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(text.status).toBe(415)
    const crossSite = await complete(server, { answers: perfect }, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
  })

  it('is rate-limited per client address', async () => {
    expect((await complete(limited, { answers: perfect })).status).toBe(204)
    expect((await complete(limited, { answers: perfect })).status).toBe(204)
    const third = await complete(limited, { answers: perfect })
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.services.db.select().from(quizCompletions)).toHaveLength(2)
  })
})

describe('GET /api/admin/insights', () => {
  it('is for the admin only', async () => {
    const res = await server.request('/api/admin/insights')
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('summarises 12 weeks: leads by kind, sources, resources, first response and the quiz', async () => {
    const res = await server.request('/api/admin/insights', { token })
    expect(res.status).toBe(200)
    const { leads, quiz } = await res.json()

    expect(leads.weeks).toHaveLength(12)
    expect(leads.weeks[0].week).toBe(leads.since)
    for (const w of leads.weeks) expect(new Date(`${w.week}T12:00:00Z`).getUTCDay()).toBe(1)
    const requests = leads.weeks.reduce((n: number, w: { requests: number }) => n + w.requests, 0)
    // 400 requests over 120 days: about 12 weeks' worth of them fall in the window.
    expect(requests).toBeGreaterThan(200)
    expect(requests).toBeLessThan(400)

    expect(leads.sources.length).toBeGreaterThan(0)
    expect(leads.sources.length).toBeLessThanOrEqual(10)
    const totals = leads.sources.map((s: { total: number }) => s.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    for (const s of leads.sources) expect(s.total).toBe(s.requests + s.downloads + s.subscribers)
    expect(leads.sources.map((s: { type: string }) => s.type)).toEqual(
      expect.arrayContaining(['campaign', 'referrer', 'direct']),
    )

    const downloads = leads.resources.map((r: { downloads: number }) => r.downloads)
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a))

    const response = leads.firstResponse
    expect(leads.promiseMs).toBe(4 * 60 * 60 * 1000)
    expect(response.answered).toBeGreaterThan(0)
    expect(response.medianMs).toBeGreaterThan(20 * 60 * 1000)
    expect(response.medianMs).toBeLessThan(9.5 * 60 * 60 * 1000)
    expect(response.withinPromise).toBeGreaterThanOrEqual(0)
    expect(response.withinPromise).toBeLessThanOrEqual(100)
    expect(response.weeks).toHaveLength(12)

    expect(quiz.weeks).toHaveLength(12)
    expect(quiz.completions).toBe(quiz.weeks.reduce((n: number, w: { completions: number }) => n + w.completions, 0))
    expect(quiz.completions).toBeGreaterThanOrEqual(200)
    expect(quiz.mostMissed).toHaveLength(5)
    const shares = quiz.mostMissed.map((q: { share: number }) => q.share)
    expect(shares).toEqual([...shares].sort((a, b) => b - a))
    expect(quiz.mostMissed[0]).toMatchObject({
      question: quizQuestions[quiz.mostMissed[0].number - 1]!.question,
      category: quizQuestions[quiz.mostMissed[0].number - 1]!.category,
    })
  })
})
