import { createHash } from 'node:crypto'
import { expect, test } from './test.ts'

test('pages, assets and errors carry the security headers; HTML is not cached as an asset', async ({ request }) => {
  const page = await request.get('/')
  const headers = page.headers()
  // A cached page (decision 57): every inline script allowed by its hash, and nothing else.
  expect(headers['content-security-policy']).toMatch(/script-src ('sha256-[^']+' )+'strict-dynamic'/)
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  const html = await page.text()
  const allowed = [...headers['content-security-policy']!.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1])
  // Data blocks (JSON-LD) are never executed, so CSP does not apply to them.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes('application/ld+json'),
  )
  expect(scripts.length).toBeGreaterThan(0)
  for (const [tag, attributes, text] of scripts) {
    expect(attributes, tag).not.toMatch(/\b(src|nonce)=/)
    expect(allowed).toContain(createHash('sha256').update(text!).digest('base64'))
  }

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

test('a cached page reads the same in Brotli, gzip and plain, under one policy', async ({ baseURL }) => {
  const get = async (encoding: string) => {
    const res = await fetch(`${baseURL}/pricing`, { headers: { 'accept-encoding': encoding } })
    const body = await res.text()
    return { res, body, bytes: Buffer.byteLength(body), policy: res.headers.get('content-security-policy') }
  }
  await get('gzip') // the page is in the cache from here on
  const [br, gzip, plain] = [await get('gzip, deflate, br'), await get('gzip'), await get('identity')]
  expect(br.res.headers.get('content-encoding')).toBe('br')
  expect(gzip.res.headers.get('content-encoding')).toBe('gzip')
  expect(plain.res.headers.get('content-encoding')).toBeNull()
  expect(Number(plain.res.headers.get('content-length'))).toBe(plain.bytes)
  expect(new Set([br.body, gzip.body, plain.body]).size).toBe(1)
  expect(new Set([br.policy, gzip.policy, plain.policy]).size).toBe(1)
})

test('a page rendered for one response gets a nonce of its own', async ({ request }) => {
  const nonces = await Promise.all(
    [1, 2].map(async () => {
      const res = await request.get('/admin-login')
      const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(res.headers()['content-security-policy']!)![1]!
      expect(await res.text()).toContain(`nonce="${nonce}"`)
      return nonce
    }),
  )
  expect(nonces[0]).not.toBe(nonces[1])
})
