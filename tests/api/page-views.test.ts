import http from 'node:http'
import express from 'express'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { analyticsSalts, contacts, pageViewsDaily, visitsDaily } from '#db/schema/index.ts'
import { addDays, calendarDay } from '#app/lib/dates.ts'
import { siteDefaults as site } from '#content/site.ts'
import { countPageViews, pageOf } from '#server/page-views.ts'
import { deviceClass, referrerHost } from '#app/features/analytics/visit.ts'
import {
  DAILY_SOURCES_MAX,
  DAILY_SOURCES_PER_CLIENT,
  DAILY_VISITORS_PER_CLIENT,
  PENDING_MAX,
} from '#app/features/analytics/analytics-service.server.ts'
import { OTHER } from '#app/features/analytics/traffic.ts'
import { migrateInTransaction, migrationJournal } from '#app/lib/db.server.ts'
import { contactInput } from '../factories/index.ts'
import { createTestDatabase } from '../setup/test-database.ts'
import { signInAdmin, startSecondInstance, startTestServer, type TestServer } from '../setup/test-server.ts'

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

let server: TestServer
/** The counting middleware in front of pages that answer like the site's: HTML for pages, 404 otherwise. */
let pages: http.Server
let pagesUrl = ''
beforeAll(async () => {
  server = await startTestServer({ SITE_URL: 'https://schoolshield.example' })
  const app = express()
  app.set('trust proxy', true)
  app.use(countPageViews(server.services))
  app.get(['/', '/pricing', '/blog/:slug', '/_root.data', '/blog/:slug.data'], (_req, res) => {
    res.type('html').send('<!doctype html><title>page</title>')
  })
  app.get('/sitemap.xml', (_req, res) => res.type('xml').send('<urlset/>'))
  app.use((_req, res) => res.status(404).type('html').send('not found'))
  pages = http.createServer(app)
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
  const address = pages.address()
  pagesUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => pages.close(() => resolve()))
  await server.close()
})
beforeEach(async () => {
  await server.services.analytics.flush()
  await server.services.db.delete(pageViewsDaily)
  await server.services.db.delete(visitsDaily)
})

/** A visitor: one address (X-Forwarded-For, trusted by the stub) and one browser. */
const visit = (path: string, { from = '203.0.113.7', agent = BROWSER, headers = {} as Record<string, string> } = {}) =>
  fetch(pagesUrl + path, { headers: { 'user-agent': agent, 'x-forwarded-for': from, ...headers } })

/** Sends a consultation request from the visitor's browser, from 127.0.0.1; answers its stored landing page. */
async function landingPathOfRequestFrom(email: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/contacts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': BROWSER,
      origin: 'https://schoolshield.example',
      ...headers,
    },
    body: JSON.stringify(contactInput({ email })),
  })
  expect(res.status).toBe(201)
  const [lead] = await server.services.db
    .select({ landingPath: contacts.landingPath })
    .from(contacts)
    .where(eq(contacts.email, email))
  return lead!.landingPath
}

const noSource = { referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' }
/** A day `n` days before today on the site's clocks. */
const daysAgo = (n: number) => addDays(calendarDay(new Date(), site.timeZone), -n)

/** A page view as the middleware hands it to the counter. */
const pageView = (path: string, { address, utmSource = '' }: { address: string; utmSource?: string }) => ({
  path,
  referrerHost: '',
  campaign: { utmSource, utmMedium: '', utmCampaign: '' },
  device: 'desktop' as const,
  address,
  userAgent: BROWSER,
})

async function counted() {
  await server.services.analytics.flush()
  const views = await server.services.db.select().from(pageViewsDaily)
  const visits = await server.services.db.select().from(visitsDaily)
  return { views, visits, total: views.reduce((sum, v) => sum + v.views, 0) }
}

describe('page views counted on the server (decision 29)', () => {
  it('a lead from a visit that was not counted has no landing page, and makes no salt', async () => {
    // First in this file: no view has been counted yet today.
    expect(await landingPathOfRequestFrom('uncounted@maplewood.k12.example')).toBeNull()
    expect(await server.services.db.select().from(analyticsSalts)).toEqual([])
  })

  it('counts pages and visitors with their source and device, storing no address or user agent', async () => {
    await visit('/blog/backups?utm_source=Newsletter&utm_medium=email&utm_campaign=fall-2026', {
      headers: { referer: 'https://www.google.com/search?q=k12+backups' },
    })
    await visit('/pricing', { headers: { referer: 'https://schoolshield.example/blog/backups' } })
    await visit('/', { from: '198.51.100.20', agent: PHONE })
    const { views, visits, total } = await counted()
    expect(total).toBe(3)
    // Page totals by page and device; where visits came from is the visitor rows' business.
    expect(views).toContainEqual(expect.objectContaining({ path: '/blog/backups', device: 'desktop', views: 1 }))
    expect(views.find((v) => v.path === '/pricing')).toMatchObject({ device: 'desktop', views: 1 })
    expect(views.find((v) => v.path === '/')).toMatchObject({ device: 'phone' })

    // Two visitors today; the first landed on the post and viewed two pages.
    expect(visits).toHaveLength(2)
    const first = visits.find((v) => v.landingPath === '/blog/backups')!
    // Our own site is not a referrer: the second page keeps the visit's source.
    expect(first).toMatchObject({
      views: 2,
      referrerHost: 'google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'fall-2026',
      device: 'desktop',
    })
    expect(first.day).toBe(calendarDay(new Date(), site.timeZone))
    expect(first.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const stored = JSON.stringify(await server.services.db.select().from(visitsDaily))
    expect(stored).not.toContain('203.0.113.7')
    expect(stored).not.toContain('Chrome')
  })

  it('counts a navigation inside the site (React Router data request) as a view of its page', async () => {
    await visit('/blog/backups.data')
    await visit('/_root.data')
    await visit('/blog/backups.data?_routes=routes%2Fblog-post') // revalidation, not a view
    const { views } = await counted()
    expect(views.map((v) => [v.path, v.views]).sort()).toEqual([
      ['/', 1],
      ['/blog/backups', 1],
    ])
  })

  it('does not count bots, prefetches, the signed-in admin, GPC or DNT, errors, files or the API', async () => {
    await visit('/', { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await visit('/', { agent: 'curl/8.5.0' })
    await visit('/', { agent: '' })
    await visit('/', { headers: { 'sec-purpose': 'prefetch' } })
    await visit('/', { headers: { cookie: 'theme=dark; __Host-sid=abc' } })
    await visit('/', { headers: { cookie: 'sid=abc' } })
    await visit('/', { headers: { 'sec-gpc': '1' } })
    await visit('/', { headers: { dnt: '1' } })
    await visit('/no-such-page')
    await visit('/sitemap.xml')
    await visit('/admin-contacts')
    await visit('/preview/abc')
    await visit('/PRICING')
    await visit('/pricing/')
    await visit('/pr%69cing')
    await fetch(pagesUrl + '/pricing', { method: 'POST', headers: { 'user-agent': BROWSER } })
    expect(await counted()).toMatchObject({ total: 0, visits: [] })
  })

  it('answers the paths it counts', () => {
    const q = new URLSearchParams()
    expect(pageOf('/blog/x', q)).toBe('/blog/x')
    expect(pageOf('/_root.data', q)).toBe('/')
    for (const path of [
      '/api/blog',
      '/objects/a.webp',
      '/assets/x.js',
      '/favicon.svg',
      '/unsubscribe',
      '/x'.repeat(200),
    ])
      expect(pageOf(path, q), path).toBeNull()
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet')
    expect(deviceClass('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/142 Safari/537.36')).toBe(
      'tablet',
    )
    expect(
      deviceClass('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/142 Mobile Safari/537.36'),
    ).toBe('phone')
    expect(referrerHost('javascript:alert(1)', 'a.example')).toBe('')
    expect(referrerHost('not a url', 'a.example')).toBe('')
  })

  it('records the landing page of the visit on the lead it sends', async () => {
    await visit('/blog/ransomware-tabletop', { from: '127.0.0.1' })
    await visit('/pricing', { from: '127.0.0.1' })
    expect(await landingPathOfRequestFrom('landing@maplewood.k12.example')).toBe('/blog/ransomware-tabletop')
    // The dashboard's list and its CSV show it beside the campaign tags.
    const token = await signInAdmin(server)
    const { contacts: listed } = await (await server.request('/api/admin/contacts', { token })).json()
    expect(listed.find((c: { email: string }) => c.email === 'landing@maplewood.k12.example')).toMatchObject({
      landingPath: '/blog/ransomware-tabletop',
    })
    const csv = await (await server.request('/api/admin/contacts/export', { token })).text()
    expect(csv.split('\r\n')[0]).toContain('"landingPath"')
    expect(csv).toContain('"/blog/ransomware-tabletop"')
    // The same visitor sending Global Privacy Control with the form gets no landing page.
    expect(await landingPathOfRequestFrom('gpc@maplewood.k12.example', { 'sec-gpc': '1' })).toBeNull()
  })

  it('bounds the rows made by made-up sources: 360 requests with 40 campaign tags make 9 page rows, not 360', async () => {
    // A stranger inventing sources (docs/security.md): 3 pages × 40 utm_source × 3 user agents.
    const agents = [BROWSER, PHONE, 'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1']
    for (const path of ['/', '/pricing', '/blog/backups'])
      for (let tag = 0; tag < 40; tag++)
        for (const agent of agents) await visit(`${path}?utm_source=spam-${tag}`, { from: '192.0.2.9', agent })
    const { views, visits, total } = await counted()
    expect(total).toBe(360)
    expect(views).toHaveLength(9) // page × device; before: 360, one per page × source × agent
    expect(visits).toHaveLength(3) // one visitor per agent
  })

  it('a client that invents sources cannot spend the day’s allowance real referrers need: past its own, "(other)"', async () => {
    for (let i = 0; i < DAILY_SOURCES_PER_CLIENT + 5; i++) {
      server.services.analytics.record({
        ...pageView('/pricing', { address: '192.0.2.9', utmSource: `spam-${i}` }),
        userAgent: `${BROWSER} ${i}`,
      })
    }
    server.services.analytics.record({
      ...pageView('/', { address: '198.51.100.30' }),
      referrerHost: 'k12six.org',
    })
    const { visits } = await counted()
    const fromSpammer = visits.filter((v) => v.landingPath === '/pricing')
    expect(fromSpammer).toHaveLength(DAILY_SOURCES_PER_CLIENT + 5)
    expect(fromSpammer.filter((v) => v.utmSource === OTHER)).toHaveLength(5)
    expect(fromSpammer.filter((v) => v.utmSource.startsWith('spam-'))).toHaveLength(DAILY_SOURCES_PER_CLIENT)
    // Another client's referrer is kept as it came.
    expect(visits.find((v) => v.landingPath === '/')).toMatchObject({ referrerHost: 'k12six.org' })
  })

  it('past the day’s allowance of sources, even many clients add "(other)", never new rows of their own', async () => {
    for (let i = 0; i < DAILY_SOURCES_MAX + 20; i++) {
      server.services.analytics.record({
        ...pageView('/pricing', { address: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, utmSource: `spam-${i}` }),
      })
    }
    const { views, visits } = await counted()
    expect(views).toHaveLength(1)
    // Earlier tests in this file spent some of today's allowance already.
    const sources = new Set(visits.map((v) => v.utmSource))
    expect(sources.size).toBeLessThanOrEqual(DAILY_SOURCES_MAX + 1)
    expect(sources).toContain(OTHER)
    expect(visits.filter((v) => v.utmSource === OTHER).length).toBeGreaterThanOrEqual(20)
  })

  it('past PENDING_MAX pages between flushes, a view counts as one of the "(other)" pages', async () => {
    for (let i = 0; i < PENDING_MAX + 5; i++) {
      server.services.analytics.record(pageView(`/blog/post-${i}`, { address: '192.0.2.10' }))
    }
    const { views, total } = await counted()
    expect(total).toBe(PENDING_MAX + 5)
    expect(views).toHaveLength(PENDING_MAX + 1)
    expect(views.find((v) => v.path === OTHER)!.views).toBe(5)
  })

  it('bounds the new visitors one address can add in a day, however many user agents it invents', async () => {
    for (let i = 0; i < DAILY_VISITORS_PER_CLIENT + 50; i++) {
      server.services.analytics.record({
        ...pageView('/pricing', { address: '198.51.100.4' }),
        userAgent: `${BROWSER} ${i}`,
      })
    }
    server.services.analytics.record(pageView('/pricing', { address: '198.51.100.5' }))
    const { visits, total } = await counted()
    expect(total).toBe(DAILY_VISITORS_PER_CLIENT + 51)
    expect(visits).toHaveLength(DAILY_VISITORS_PER_CLIENT + 1)
  })

  it('reads at most 512 characters of a user agent, so a longer one is the same visitor', async () => {
    const long = `${BROWSER} ${'x'.repeat(15_000)}`
    await visit('/', { from: '198.51.100.9', agent: long })
    await visit('/pricing', { from: '198.51.100.9', agent: `${long}y` })
    const { visits } = await counted()
    expect(visits).toEqual([expect.objectContaining({ views: 2, landingPath: '/' })])
  })

  it('shares the day’s salt among instances, so a visitor is one visitor; a day’s salt is dropped when it is over', async () => {
    const second = await startSecondInstance(server)
    try {
      server.services.analytics.record(pageView('/', { address: '192.0.2.1' }))
      second.services.analytics.record(pageView('/pricing', { address: '192.0.2.1' }))
      await server.services.analytics.flush()
      await second.services.analytics.flush()
      const visits = await server.services.db.select().from(visitsDaily)
      expect(visits).toHaveLength(1)
      expect(visits[0]).toMatchObject({ landingPath: '/', views: 2 })
    } finally {
      await second.close()
    }
    // Pruning: past days' salts go; visitor rows past 90 days and page views past 400 days go.
    await server.services.db.insert(analyticsSalts).values({ day: '2026-01-01', salt: 'a day that is over' })
    const old = { ...noSource, device: 'desktop' as const, views: 1 }
    await server.services.db.insert(visitsDaily).values([
      { ...old, day: daysAgo(90), visitor: 'kept', landingPath: '/' },
      { ...old, day: daysAgo(91), visitor: 'pruned', landingPath: '/' },
    ])
    await server.services.db.insert(pageViewsDaily).values([
      { ...old, day: daysAgo(400), path: '/kept' },
      { ...old, day: daysAgo(401), path: '/pruned' },
    ])
    expect(await server.services.analytics.prune()).toEqual({ salts: 1, visits: 1, views: 1 })
    const salts = await server.services.db.select().from(analyticsSalts)
    expect(salts.map((s) => s.day)).toEqual([calendarDay(new Date(), site.timeZone)])
    expect((await server.services.db.select().from(visitsDaily)).map((v) => v.visitor)).not.toContain('pruned')
    const paths = (await server.services.db.select().from(pageViewsDaily)).map((v) => v.path)
    expect(paths).toContain('/kept')
    expect(paths).not.toContain('/pruned')
  })
})

describe('migration 0019: page views without their sources', () => {
  it('adds the rows of each day, page and device together, and keeps every view', async () => {
    const { database, drop } = await createTestDatabase({ empty: true })
    const client = await database.pool.connect()
    try {
      const at = migrationJournal().findIndex((m) => m.tag.startsWith('0019_'))
      await client.query('begin')
      await migrateInTransaction(client, { from: 0, to: at })
      await client.query(`insert into page_views_daily (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views) values
        ('2026-11-01', '/', '', '', '', '', 'desktop', 5),
        ('2026-11-01', '/', 'google.com', '', '', '', 'desktop', 2),
        ('2026-11-01', '/', '', 'spam-1', '', '', 'desktop', 1),
        ('2026-11-01', '/', '', '', '', '', 'phone', 4),
        ('2026-11-02', '/pricing', 'k12six.org', 'newsletter', 'email', 'fall', 'desktop', 3)`)
      await migrateInTransaction(client, { from: at })
      await client.query('commit')
      const { rows } = await client.query(
        `select day::text, path, device, views from page_views_daily order by day, path, device`,
      )
      expect(rows).toEqual([
        { day: '2026-11-01', path: '/', device: 'desktop', views: 8 },
        { day: '2026-11-01', path: '/', device: 'phone', views: 4 },
        { day: '2026-11-02', path: '/pricing', device: 'desktop', views: 3 },
      ])
    } finally {
      client.release()
      await drop()
    }
  })
})
