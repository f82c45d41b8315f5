import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * A page's form posted without a script reaches React Router's action only through the same door
 * as the API: from our own pages, form-encoded and small (server/app.ts, decision 33). Here the
 * door alone: this test server has no pages behind it.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const form = (headers: Record<string, string>, body = 'leadForm=newsletter&email=a%40district.example') =>
  server.request('/?index', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })

it('refuses a page post from another site', async () => {
  expect((await form({ origin: 'https://evil.example' })).status).toBe(403)
  expect((await form({ 'sec-fetch-site': 'cross-site' })).status).toBe(403)
})

it('answers a browser with a page that says why in words and leads back, not with JSON', async () => {
  const page = `${server.url}/resources`
  const res = await form({ origin: 'http://127.0.0.1:1', accept: 'text/html,application/xhtml+xml', referer: page })
  expect(res.status).toBe(403)
  expect(res.headers.get('content-type')).toMatch(/^text\/html/)
  const html = await res.text()
  expect(html).toContain(
    `This form was sent from another address than this site&#39;s own, so it was not accepted. Open the site at ${new URL(server.url).origin} and send it again.`,
  )
  expect(html).toContain(`<a href="${page}">Go back to the page</a>`)
  // A client that asks for JSON (or nothing in particular) still gets the error contract's answer.
  expect((await (await form({ origin: 'http://127.0.0.1:1' })).json()).code).toBe('forbidden')
})

it('takes only form-encoded bodies, and small ones', async () => {
  const json = await server.request('/?index', { method: 'POST', json: { leadForm: 'newsletter' } })
  expect(json.status).toBe(415)
  expect((await form({}, `message=${'x'.repeat(70_000)}`)).status).toBe(413)
})
