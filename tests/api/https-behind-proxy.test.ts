import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/** Which proxy to believe is configured explicitly, and https fails closed. */
describe('TRUST_PROXY and SITE_URL at start', () => {
  const production = {
    NODE_ENV: 'production',
    SITE_URL: 'https://schoolshield.example',
    SECRET_KEY: 'a-secret-key-of-at-least-32-characters',
  } as const

  it('refuses to start in production with an https SITE_URL and no way to tell HTTPS requests', () => {
    expect(() => readEnv(production)).toThrow(/set TRUST_PROXY.*TLS_CERT_FILE and TLS_KEY_FILE/s)
  })

  it('starts with TRUST_PROXY or with the TLS files', () => {
    expect(readEnv({ ...production, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(
      readEnv({ ...production, TLS_CERT_FILE: '/etc/ssl/site.pem', TLS_KEY_FILE: '/etc/ssl/site.key' }).httpsOnly,
    ).toBe(true)
    expect(readEnv({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' }).httpsOnly).toBe(false)
  })

  it('refuses TRUST_PROXY=true and values that do not parse, saying what to set', () => {
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/any client's X-Forwarded-For.*number of proxies/s)
    expect(() => readEnv({ TRUST_PROXY: 'the-load-balancer' })).toThrow(/not an address or subnet.*TRUST_PROXY/s)
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1'])
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBeUndefined()
  })
})

describe('with an https SITE_URL behind a proxy that forgets X-Forwarded-Proto', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      SITE_URL: 'https://schoolshield.example',
      TRUST_PROXY: '1',
    })
    await createAdmin(server.services.db, {
      username: 'proxied',
      password: 'proxied admin passphrase',
      email: 'p@x.example',
    })
  })
  afterAll(() => server.close())

  it('still sets a Secure __Host- cookie and sends HSTS', async () => {
    const res = await server.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'proxied', password: 'proxied admin passphrase' },
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^__Host-sid=[^;]+;.*\bSecure\b/i)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect((await server.request('/api/health')).headers.get('strict-transport-security')).toMatch(/max-age/)

    const token = /^__Host-sid=([^;]+)/.exec(cookie)![1]!
    const me = (name: string) =>
      server.request('/api/auth/me', { headers: { cookie: `${name}=${token}` } }).then((r) => r.json())
    expect((await me('__Host-sid')).success).toBe(true)
    expect((await me('sid')).success).toBe(false)
  })
})
