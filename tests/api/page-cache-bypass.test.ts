import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { cachedPageHits, cachedPages, renderBudget } from '#server/page-cache/http.ts'
import { createSessionCheck, loadUser } from '#server/session.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Made-up cookies, tokens and query parameters must not buy a fresh render. The page
 * renderer here is a stand-in that counts its calls; everything else is the production wiring
 * (server/entry.ts): the cache's fast path, the validated-session check, the render budget.
 */
let server: TestServer
let base: string
let app: http.Server
let renders = 0
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server)
  const render = async (req: { path: string }) => {
    renders += 1
    const found = ['/', '/pricing', '/blog'].includes(req.path)
    return new Response(found ? `<!doctype html><p>${req.path} render ${renders}</p>` : 'Page Not Found', {
      status: found ? 200 : 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  }
  const withUser = loadUser(server.services)
  const cached = cachedPages(server.pageCache, render, (req) => !req.user, renderBudget(30))
  app = http.createServer(
    createApp({
      services: server.services,
      pageCache: server.pageCache,
      pageHits: cachedPageHits(server.pageCache, createSessionCheck(server.services)),
      pages: (req, res, next) => withUser(req, res, () => cached(req, res, next)),
    }),
  )
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(app.address() as { port: number }).port}`
})
afterAll(async () => {
  app.closeAllConnections()
  await new Promise<void>((resolve) => app.close(() => resolve()))
  await server.close()
})

const random = () => randomBytes(8).toString('hex')

describe('the page cache cannot be bypassed', () => {
  it('answers a burst with made-up sid cookies, bearer tokens and query parameters from the cache', async () => {
    const first = await fetch(`${base}/pricing`)
    expect(first.status).toBe(200)
    const body = await first.text()
    const before = renders
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${base}/pricing?x=${random()}&utm_source=${random()}`, {
          headers: i % 2 ? { cookie: `sid=${random()}` } : { authorization: `Bearer ${random()}` },
        }).then(async (res) => ({ status: res.status, body: await res.text() })),
      ),
    )
    expect(renders).toBe(before)
    for (const answer of answers) expect(answer).toEqual({ status: 200, body })
  })

  it('keys blog pages by their page number only', async () => {
    const page2 = await (await fetch(`${base}/blog?page=2&ref=${random()}`)).text()
    const before = renders
    expect(await (await fetch(`${base}/blog?ref=${random()}&page=2`)).text()).toBe(page2)
    expect(await (await fetch(`${base}/blog?page=abc${random()}`)).text()).toBe(
      await (await fetch(`${base}/blog`)).text(),
    )
    expect(renders - before).toBeLessThanOrEqual(1) // /blog itself, once
  })

  it('renders fresh for a signed-in admin', async () => {
    const before = renders
    const res = await fetch(`${base}/pricing`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    expect(renders).toBe(before + 1)
  })

  it('answers made-up paths with a 429 once a client has used its render budget', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await fetch(`${base}/made-up-${random()}`)).status)
    expect(statuses.slice(0, 25).every((s) => s === 404)).toBe(true)
    expect(statuses.slice(-5).every((s) => s === 429)).toBe(true)
  })
})
