import http from 'node:http'
import { sql } from 'drizzle-orm'
import type { RequestHandler } from 'express'
import { matchRoutes, type RouteObject } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routeConfig from '#app/routes.ts'
import { createLogger, safeError } from '#app/lib/logger.server.ts'
import { logPageError } from '#app/lib/page-errors.server.ts'
import { isOtherSpellingOfSecret, loggedPath } from '#app/lib/secret-paths.server.ts'
import { createApp } from '#server/app.ts'
import { contactInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/** No lead personal data, query strings or session secrets in any log line. */
let server: TestServer
const logs: string[] = []
/**
 * The same app with a stand-in for the pages: 200 for every path React Router's own matching
 * (matchRoutes over app/routes.ts: any letter case, a trailing slash, escaped letters) sends to a
 * page, so a spelling the app lets through shows as a 200.
 */
let withPages: http.Server
let pagesUrl: string
let app: ReturnType<typeof createApp>
const toRoutes = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map(({ path, index, children }) =>
    index ? { index: true } : { path, children: children && toRoutes(children) },
  )
const pageRoutes = toRoutes(routeConfig)
const pages: RequestHandler = (req, res) => {
  const matches = matchRoutes(pageRoutes, req.path.replace(/\.data$/, ''))
  const found = matches !== null && matches.at(-1)!.route.path !== '*'
  res.status(found ? 200 : 404).end()
}
beforeAll(async () => {
  server = await startTestServer({}, { logs })
  app = createApp({ services: server.services, pages })
  withPages = http.createServer(app)
  await new Promise<void>((resolve) => withPages.listen(0, '127.0.0.1', resolve))
  pagesUrl = `http://127.0.0.1:${(withPages.address() as { port: number }).port}`
})
afterAll(async () => {
  withPages.closeAllConnections()
  await new Promise((resolve) => withPages.close(resolve))
  await server.close()
})

/** Every route path of an Express router and the routers mounted in it (router 2 keeps each layer's path). */
type Layer = { rawPath?: unknown; route?: { path: unknown }; handle: { stack?: Layer[] } }
function expressPaths(stack: Layer[], base = ''): string[] {
  return stack.flatMap((layer) => {
    const at = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? `${base}${layer.rawPath}` : base
    if (layer.route) return typeof layer.route.path === 'string' ? [`${base}${layer.route.path}`] : []
    return layer.handle.stack ? expressPaths(layer.handle.stack, at) : []
  })
}

/** Every path of the route table, its parents' paths before it. */
const pagePaths = (entries: RouteConfigEntry[], base = ''): string[] =>
  entries.flatMap(({ path, children }) => {
    const full = path ? `${base}/${path}` : base
    return [...(path ? [full] : []), ...pagePaths(children ?? [], full)]
  })

/** A request with its path sent as written (fetch would resolve dot segments first); its status. */
function send(method: string, path: string): Promise<number> {
  const { hostname, port } = new URL(pagesUrl)
  return new Promise((resolve, reject) => {
    const req = http.request({ method, hostname, port, path }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode!))
    })
    req.on('error', reject)
    req.end()
  })
}

/** No 8 characters in a row of the secret, in any letter case. */
function expectNoPieceOf(secret: string, text: string) {
  const lower = text.toLowerCase()
  for (let i = 0; i + 8 <= secret.length; i++) expect(lower).not.toContain(secret.slice(i, i + 8).toLowerCase())
}

/** Other spellings of a secret path that the routers match: letter case, trailing slash, escapes, dot segments. */
function spellings(prefix: string, token: string, ending = '') {
  const capitalised = prefix.replace(/\/([a-z])/g, (_, c: string) => `/${c.toUpperCase()}`)
  const escapedPrefix = prefix.replace('e', '%65')
  const escapedToken = `%${token.charCodeAt(0).toString(16).toUpperCase()}${token.slice(1)}`
  return [
    `${capitalised}${token}${ending}`,
    `${prefix.toUpperCase()}${token}${ending}`,
    `${prefix}${token}${ending}/`,
    `${prefix}${token}${ending}//`,
    `${escapedPrefix}${token}${ending}`,
    `${prefix}${escapedToken}${ending}`,
    `/x/..${prefix}${token}${ending}`,
    `/${prefix}${token}${ending}`,
  ]
}

describe('log lines', () => {
  it('say nothing of the lead when the database refuses a contact (Drizzle puts parameters in its message)', async () => {
    await server.services.db.execute(sql`alter table contacts rename column district to district_gone`)
    try {
      const lead = contactInput({
        firstName: 'Quenby',
        lastName: 'Marchetti',
        email: 'quenby.marchetti@oakdale.k12.example',
      })
      const res = await server.request('/api/contacts', { method: 'POST', json: lead })
      expect(res.status).toBe(500)
      expect(JSON.stringify(await res.json())).not.toMatch(/district|insert|Quenby/i)
    } finally {
      await server.services.db.execute(sql`alter table contacts rename column district_gone to district`)
    }
    const text = logs.join('\n')
    expect(text).toMatch(/unhandled error/)
    expect(text).toMatch(/"code":"42703"/) // undefined_column: the useful part is kept
    expect(text).not.toMatch(/Quenby|Marchetti|quenby\.marchetti|oakdale/i)
  })

  it('write a private preview link as its page, without its token', async () => {
    const secret = 'pv_9ZkQ3mWb7TtY2aLx5rNc8HdF'
    await server.request(`/preview/${secret}`)
    await server.request(`/preview/${secret}.data`)
    const text = logs.join('\n')
    expect(text).toMatch(/"path":"\/preview\/\[redacted\]"/)
    expect(text).toMatch(/"path":"\/preview\/\[redacted\]\.data"/)
    expect(text).not.toContain(secret)
  })

  it('write no piece of a secret in a path, in any spelling, and answer other spellings 404', async () => {
    const feedToken = await server.services.bookingFeed.token()
    const manage = 'Mq7Rz2Kd9Vb4Xw1Lp8Tn3Hs6Jf0Gc5Ya2Ue7Oi4Bk1N'
    const preview = 'Pv9ZkQ3mWb7TtY2aLx5rNc8HdF1qE6uJ0sG4iO7wK2B'
    const cases: { method: string; prefix: string; token: string; ending: string }[] = [
      { method: 'GET', prefix: '/api/bookings/feed/', token: feedToken, ending: '.ics' },
      { method: 'POST', prefix: '/api/bookings/manage/', token: manage, ending: '/cancel' },
      { method: 'POST', prefix: '/api/bookings/manage/', token: manage, ending: '/reschedule' },
      { method: 'GET', prefix: '/book/manage/', token: manage, ending: '' },
      { method: 'GET', prefix: '/book/manage/', token: manage, ending: '.data' },
      { method: 'POST', prefix: '/book/manage/', token: manage, ending: '' },
      { method: 'GET', prefix: '/preview/', token: preview, ending: '' },
      { method: 'GET', prefix: '/preview/', token: preview, ending: '.data' },
    ]
    const before = logs.length
    expect(await send('GET', `/api/bookings/feed/${feedToken}.ics`)).toBe(200)
    expect(await send('GET', `/book/manage/${manage}`)).toBe(200)
    for (const { method, prefix, token, ending } of cases) {
      for (const path of spellings(prefix, token, ending)) {
        const status = await send(method, path)
        expect(status === 404 || (status >= 300 && status < 400), `${method} ${path}: ${status}`).toBe(true)
      }
    }
    const text = logs.slice(before).join('\n')
    expect(text).toContain('"path":"/api/bookings/feed/[redacted].ics"')
    expect(text).toContain('"path":"/api/bookings/manage/[redacted]/cancel"')
    expect(text).toContain('"path":"/book/manage/[redacted].data"')
    expectNoPieceOf(feedToken, text)
    expectNoPieceOf(manage, text)
    expectNoPieceOf(preview, text)
  })

  it('know every route with a token in its path: the log hides it, and the spelling we hand out works', () => {
    const token = 'Zx8Qw3Er5Ty7Ui9Op1As2Df4Gh6Jk8Lz0Xc3Vb5Nm7Q'
    const api = expressPaths((app as unknown as { router: { stack: Layer[] } }).router.stack)
    const secret = [...api, ...pagePaths(routeConfig)].filter((path) => path.includes(':token'))
    expect(secret).toEqual(expect.arrayContaining(['/api/bookings/feed/:token.ics', '/book/manage/:token']))
    for (const route of secret) {
      const path = route.replace(':token', token)
      for (const spelling of route.startsWith('/api/') ? [path] : [path, `${path}.data`]) {
        expect(isOtherSpellingOfSecret(spelling), `${spelling} is answered`).toBe(false)
        expectNoPieceOf(token, loggedPath(spelling))
      }
    }
  })

  it('write a failed page’s path and an error quoting a link without the secret', () => {
    const token = 'Mq7Rz2Kd9Vb4Xw1Lp8Tn3Hs6Jf0Gc5Ya2Ue7Oi4Bk1N'
    const lines: string[] = []
    const log = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } })
    logPageError(log, new Request(`http://site.example/Book/Manage/${token}/`), new Error('the loader failed'))
    logPageError(log, new Request(`http://site.example/preview/${token}.data`), new Error('the loader failed'))
    const quoted = safeError(new Error(`could not read https://site.example/api/bookings/feed/${token}.ics`))
    const text = [...lines, JSON.stringify(quoted)].join('\n')
    expect(text).toContain('"path":"/book/manage/[redacted]"')
    expect(text).toContain('"path":"/preview/[redacted].data"')
    expect(text).toContain('/api/bookings/feed/[redacted]')
    expectNoPieceOf(token, text)
  })

  it('carry neither query strings nor tokens nor session hashes', async () => {
    const token = await signInAdmin(server, 'log-check')
    await server.request(`/api/blog?page=1&limit=9&email=someone%40example.org&token=${token}`, { token })
    await server.request('/api/auth/me', { headers: { cookie: `sid=${token}` } })
    const text = logs.join('\n')
    expect(text).toMatch(/"path":"\/api\/blog"/)
    expect(text).not.toContain('someone%40example.org')
    expect(text).not.toContain(token)
    const hash = (await server.services.db.execute<{ id: string }>(sql`select id from sessions limit 1`)).rows[0]!.id
    expect(text).not.toContain(hash)
  })
})
