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

it('takes only form-encoded bodies, and small ones', async () => {
  const json = await server.request('/?index', { method: 'POST', json: { leadForm: 'newsletter' } })
  expect(json.status).toBe(415)
  expect((await form({}, `message=${'x'.repeat(70_000)}`)).status).toBe(413)
})
