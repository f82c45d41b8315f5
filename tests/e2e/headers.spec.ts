import { expect, test } from './test.ts'

test('pages, assets and errors carry the security headers; HTML is not cached as an asset', async ({ request }) => {
  const page = await request.get('/')
  const headers = page.headers()
  expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/)
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  const html = await page.text()
  const nonce = /script-src 'nonce-([^']+)'/.exec(headers['content-security-policy']!)![1]!
  // Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes('application/ld+json'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)

  // The home page's one script, served without React (decision 31): an asset like any other.
  const asset = /\/assets\/island-[^"]+\.js/.exec(html)![0]
  const js = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
  expect(js.status()).toBe(200)
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(js.headers()['x-content-type-options']).toBe('nosniff')
  expect(js.headers()['content-encoding']).toBe('br')
  // Files get a stricter policy of their own: nothing runs if one is opened as a document.
  expect(js.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  const icon = await request.get('/favicon.svg')
  expect(icon.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
  expect(icon.headers()['x-content-type-options']).toBe('nosniff')

  const missing = await request.get('/assets/does-not-exist.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-security-policy']).toBeTruthy()

  const admin = await request.get('/admin-blog')
  expect(admin.headers()['cache-control']).toBe('no-store')
})

test('a cached page reads the same with gzip and without, each response with its own nonce', async ({ baseURL }) => {
  const get = async (encoding: string) => {
    const res = await fetch(`${baseURL}/pricing`, { headers: { 'accept-encoding': encoding } })
    const body = await res.text()
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!
    expect(body).toContain(`nonce="${nonce}"`)
    return { res, body: body.replaceAll(nonce, 'NONCE'), bytes: Buffer.byteLength(body) }
  }
  await get('gzip') // the page is in the cache from here on
  const gzip = await get('gzip')
  const plain = await get('identity')
  expect(gzip.res.headers.get('content-encoding')).toBe('gzip')
  expect(plain.res.headers.get('content-encoding')).toBeNull()
  expect(Number(plain.res.headers.get('content-length'))).toBe(plain.bytes)
  expect(plain.body).toBe(gzip.body)
})
