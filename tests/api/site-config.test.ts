import type { ChildProcess } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteDefaults } from '#content/site.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { pageViewsDaily } from '#db/schema/index.ts'
import { postInput } from '../factories/index.ts'
import { spawnApiServer } from '../setup/api-server-process.ts'
import { signInAdmin, startSecondInstance, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * The business identity (SITE_*) is validated with the rest of the environment and reaches the
 * services through `env.site`; `Services.close` ends what they hold (decision 49).
 */
describe('SITE_* at start', () => {
  it('defaults to the identity in content/site.ts when nothing is set', () => {
    expect(readEnv({}).site).toEqual(siteDefaults)
  })

  it("takes a deployment's values, the tel: link made from its phone", () => {
    const { site } = readEnv({
      SITE_BUSINESS_NAME: 'Harbor Point Security',
      SITE_PHONE: '(312) 555-0199',
      SITE_EMAIL: 'office@harborpoint.example',
      SITE_POSTAL_ADDRESS: '12 Pier Road, Duluth, MN 55802',
      SITE_DEFAULT_AUTHOR: 'Sam Ortiz',
      SITE_CONSULTANT_NAME: 'Sam Ortiz',
      SITE_POLICY_GENERATOR_URL: 'https://policies.harborpoint.example',
      SITE_TIME_ZONE: 'America/Los_Angeles',
    })
    expect(site).toMatchObject({
      businessName: 'Harbor Point Security',
      phone: '(312) 555-0199',
      phoneHref: 'tel:+13125550199',
      email: 'office@harborpoint.example',
      defaultAuthor: 'Sam Ortiz',
      timeZone: 'America/Los_Angeles',
      tagline: siteDefaults.tagline,
    })
  })

  it.each([
    ['SITE_TIME_ZONE', 'America/Chicagoo', /SITE_TIME_ZONE: must be an IANA time zone such as America\/Chicago/],
    ['SITE_TIME_ZONE', 'Central Time', /SITE_TIME_ZONE: must be an IANA time zone/],
    ['SITE_TIME_ZONE', '+05:00', /SITE_TIME_ZONE: must be an IANA time zone/],
    ['SITE_EMAIL', 'hello-at-example.com', /SITE_EMAIL: must be an email address/],
    ['SITE_EMAIL', '', /SITE_EMAIL: must be an email address/],
    ['SITE_PHONE', '555-0199', /SITE_PHONE: must be a 10-digit North American number/],
    ['SITE_BUSINESS_NAME', 'Harbor\r\nBcc: everyone@example.com', /SITE_BUSINESS_NAME: must be one line of text/],
    ['SITE_BUSINESS_NAME', 'Harbor "Point"', /SITE_BUSINESS_NAME: must be one line of text/],
    ['SITE_CONSULTANT_NAME', '   ', /SITE_CONSULTANT_NAME: must not be empty/],
    ['SITE_POLICY_GENERATOR_URL', 'javascript:alert(1)', /SITE_POLICY_GENERATOR_URL: must be a full http\(s\) address/],
  ])('refuses %s=%j, naming the variable', (name, value, message) => {
    expect(() => readEnv({ [name]: value })).toThrow(message)
  })

  it('stops the start of the real runtime, with the message on its output', { timeout: 30_000 }, async () => {
    const children: ChildProcess[] = []
    const env = { ...process.env, PORT: '0', LOG_LEVEL: 'error', SITE_TIME_ZONE: 'Mars/Olympus' }
    await expect(spawnApiServer(env, children)).rejects.toThrow(
      /server exited with 1:.*Invalid environment: SITE_TIME_ZONE: must be an IANA time zone/s,
    )
  })
})

describe('SITE_URL at start', () => {
  it('is, when unset, the address the server listens on: forms work on any PORT (issue 56)', () => {
    expect(readEnv({}).SITE_URL).toBe('http://localhost:3000')
    expect(readEnv({ PORT: '4300' }).SITE_URL).toBe('http://localhost:4300')
    expect(readEnv({ PORT: '4300', HOST: '127.0.0.1' }).SITE_URL).toBe('http://127.0.0.1:4300')
    expect(readEnv({ PORT: '4300', HOST: '::1' }).SITE_URL).toBe('http://[::1]:4300')
    expect(readEnv({ PORT: '4300', SITE_URL: 'http://school.example:8080/' }).SITE_URL).toBe(
      'http://school.example:8080',
    )
  })
})

describe("a deployment's identity in the services", () => {
  let server: TestServer
  let token: string
  // 07:00 UTC: still the day before in Los Angeles, already the day in Chicago (the default zone).
  const now = new Date('2026-03-02T07:00:00Z')
  beforeAll(async () => {
    server = await startTestServer(
      {
        SITE_BUSINESS_NAME: 'Harbor Point Security',
        SITE_EMAIL: 'office@harborpoint.example',
        SITE_PHONE: '(312) 555-0199',
        SITE_TIME_ZONE: 'America/Los_Angeles',
      },
      { clock: () => now },
    )
    token = await signInAdmin(server, 'harbor-admin')
  })
  afterAll(() => server.close())

  it('names the site in the authenticator app (the TOTP issuer)', async () => {
    const res = await server.request('/api/auth/2fa/setup', { method: 'POST', token })
    expect(res.status).toBe(200)
    const { uri } = (await res.json()) as { uri: string }
    expect(new URL(uri).searchParams.get('issuer')).toBe('Harbor Point Security')
  })

  it("refuses an admin password holding the configured name, and no longer the default's", async () => {
    const change = (newPassword: string) =>
      server.request('/api/auth/password', {
        method: 'POST',
        token,
        json: { currentPassword: 'harbor-admin test passphrase', newPassword, confirmPassword: newPassword },
      })
    const refused = await change('harbor lantern orchard 2026')
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.newPassword).toEqual([
      'The password must not contain the username or the site name.',
    ])
    expect((await change('schoolshield lantern orchard 2026')).status).toBe(200)
  })

  it("dates a new post's review on the site's clocks", async () => {
    const res = await server.request('/api/blog', { method: 'POST', token, json: postInput() })
    expect(res.status).toBe(201)
    expect(((await res.json()) as { post: { reviewedAt: string } }).post.reviewedAt).toBe('2026-03-01')
  })
})

describe('Services.close', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.close())

  it('stops the jobs (waiting for a run), writes the counted page views, then ends the pool; twice is harmless', async () => {
    const second = await startSecondInstance(server)
    const { services } = second
    let finished = false
    services.jobs.every(
      'slow',
      60_000,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        finished = true
      },
      { atStart: true },
    )
    services.jobs.start()
    services.analytics.record({
      path: '/closing-time',
      referrerHost: '',
      campaign: { utmSource: '', utmMedium: '', utmCampaign: '' },
      device: 'desktop',
      address: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    })

    await second.close()
    expect(finished).toBe(true)
    expect(services.database.pool.ended).toBe(true)
    await expect(services.close()).resolves.toBeUndefined()
    const rows = await server.services.db.select().from(pageViewsDaily).where(eq(pageViewsDaily.path, '/closing-time'))
    expect(rows.map((r) => r.views)).toEqual([1])
  })
})
