import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/** Security headers on API answers, errors and objects (pages and assets: tests/e2e/headers.spec.ts). */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' })
})
afterAll(() => server.close())

export function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? ''
  expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/)
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "default-src 'self'",
  ]) {
    expect(csp).toContain(directive)
  }
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:\/\//)
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy')).toContain('camera=()')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(headers.get('cross-origin-resource-policy')).toBe('same-origin')
  expect(headers.get('x-powered-by')).toBeNull()
}

describe('security headers', () => {
  it.each(['/api/health', '/api/blog', '/api/nothing', '/objects/uploads/nope', '/api/admin/contacts'])(
    '%s',
    async (path) => {
      const res = await server.request(path)
      expectSecurityHeaders(res.headers)
      expect(res.headers.get('cache-control')).toMatch(/no-store/)
    },
  )

  it('a new CSP nonce on every response', async () => {
    const a = (await server.request('/api/health')).headers.get('content-security-policy')
    const b = (await server.request('/api/health')).headers.get('content-security-policy')
    expect(a).not.toBe(b)
  })

  it('HSTS only when the request arrived over HTTPS through a trusted proxy', async () => {
    expect((await server.request('/api/health')).headers.get('strict-transport-security')).toBeNull()
    const https = await server.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})
