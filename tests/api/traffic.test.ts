import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  blogPosts,
  contacts,
  pageViewsDaily,
  quizCompletions,
  quizReports,
  resourceDownloads,
  visitsDaily,
} from '#db/schema/index.ts'
import { addDays, calendarDay } from '#app/lib/dates.ts'
import { OTHER } from '#app/features/analytics/traffic.ts'
import { siteDefaults as site } from '#content/site.ts'
import { contactInput, downloadInput, postInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
let token: string
const today = calendarDay(new Date(), site.timeZone)
/** A day `n` days before today on the site's clocks. */
const daysAgo = (n: number) => addDays(today, -n)
const source = { referrerHost: '', utmSource: '', utmMedium: '', utmCampaign: '' }

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server)
  const { db } = server.services
  await db.delete(blogPosts)
  await server.request('/api/blog', { method: 'POST', token, json: postInput({ slug: 'tabletop', title: 'Tabletop' }) })
  await server.request('/api/blog', { method: 'POST', token, json: postInput({ slug: 'backups', title: 'Backups' }) })

  // Seeded: 5 visitors today (3 landed on the tabletop post, 2 from a campaign), 2 visitors 10 days ago.
  const visit = (day: string, n: number, landingPath: string, extra = {}) => ({
    day,
    visitor: `visitor-${day}-${n}`,
    landingPath,
    ...source,
    device: 'desktop' as const,
    views: 2,
    ...extra,
  })
  await db
    .insert(visitsDaily)
    .values([
      visit(today, 1, '/blog/tabletop', { referrerHost: 'google.com' }),
      visit(today, 2, '/blog/tabletop', { referrerHost: 'google.com' }),
      visit(today, 3, '/blog/tabletop', { referrerHost: 'k12six.org' }),
      visit(today, 4, '/', { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'fall' }),
      visit(today, 5, '/pricing', { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'fall' }),
      visit(daysAgo(10), 1, '/'),
      visit(daysAgo(10), 2, '/blog/backups'),
    ])
  await db.insert(pageViewsDaily).values([
    { day: today, path: '/blog/tabletop', device: 'desktop', views: 6 },
    { day: today, path: '/', device: 'phone', views: 3 },
    { day: today, path: '/pricing', device: 'desktop', views: 1 },
    { day: daysAgo(10), path: '/', device: 'desktop', views: 2 },
    { day: daysAgo(10), path: '/blog/backups', device: 'desktop', views: 2 },
  ])
  // Leads today: 2 requests (1 landed on the post), 1 download that landed on it; 3 quiz completions.
  for (const json of [contactInput(), contactInput()]) await server.request('/api/contacts', { method: 'POST', json })
  await server.request('/api/resource-download', { method: 'POST', json: downloadInput() })
  await db.execute(
    sql`update ${contacts} set landing_path = '/blog/tabletop' where id = (select min(id) from contacts)`,
  )
  await db.execute(sql`update ${resourceDownloads} set landing_path = '/blog/tabletop'`)
  await db.insert(quizCompletions).values([0, 1, 2].map((score) => ({ answers: [0, 1], score })))
  await db.insert(quizReports).values({
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@district.example',
    position: 'superintendent',
    district: 'Lakeview',
    answers: [0, 1],
    score: 1,
    questionCount: 2,
    missedCategories: ['FERPA'],
  })
})
afterAll(() => server.close())

const traffic = async (query: string) => {
  const res = await server.request(`/api/admin/traffic${query}`, { token })
  expect(res.status).toBe(200)
  return res.json()
}

describe('traffic in Insights (decision 29)', () => {
  it('answers the period’s visitors, views, pages, sources, posts and funnel from the rollups', async () => {
    const week = await traffic('?days=7')
    expect(week.period).toMatchObject({ from: daysAgo(6), to: today, days: 7, by: 'day' })
    expect(week.series).toHaveLength(7)
    expect(week.series.at(-1)).toEqual({ start: today, visitors: 5, views: 10 })
    expect(week.totals).toEqual({ visitors: 5, views: 10 })
    expect(week.pages[0]).toEqual({ path: '/blog/tabletop', views: 6, landings: 3 })
    expect(week.referrers).toEqual([
      { host: 'google.com', visitors: 2 },
      { host: 'k12six.org', visitors: 1 },
    ])
    expect(week.campaigns).toEqual([{ source: 'newsletter', medium: 'email', campaign: 'fall', visitors: 2 }])
    expect(week.posts).toEqual([
      { slug: 'tabletop', title: 'Tabletop', views: 6, downloads: 1, requests: 1 },
      { slug: 'backups', title: 'Backups', views: 0, downloads: 0, requests: 0 },
    ])
    expect(week.funnel).toEqual([
      { step: 'Visitors', count: 5, rate: 100 },
      { step: 'Quiz completions', count: 3, rate: 60 },
      { step: 'Quiz reports', count: 1, rate: 20 },
      { step: 'Resource downloads', count: 1, rate: 20 },
      { step: 'Consultation requests', count: 2, rate: 40 },
    ])

    const month = await traffic('?days=30&by=week')
    expect(month.totals).toEqual({ visitors: 7, views: 14 })
    expect(month.series.reduce((sum: number, p: { visitors: number }) => sum + p.visitors, 0)).toBe(7)
    expect(month.series.length).toBeGreaterThanOrEqual(5)
    expect(month.posts.find((p: { slug: string }) => p.slug === 'backups')).toMatchObject({ views: 2 })
  })

  it('exports each table as CSV, safe for spreadsheets', async () => {
    const res = await server.request('/api/admin/traffic/export?days=7&table=posts', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="traffic-posts-${daysAgo(6)}-to-${today}.csv"`,
    )
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      '"Post","Address","Page views","Downloads from visits that landed on it","Consultation requests from them"',
    )
    expect(lines[1]).toBe('"Tabletop","/blog/tabletop","6","1","1"')
  })

  it('refuses the anonymous, and periods or tables it does not offer', async () => {
    expect((await server.request('/api/admin/traffic')).status).toBe(401)
    expect((await server.request('/api/admin/traffic/export')).status).toBe(401)
    const odd = await server.request('/api/admin/traffic?days=31', { token })
    expect(odd.status).toBe(400)
    expect((await odd.json()).message).toBe('days must be 7, 30 or 90')
    expect((await server.request('/api/admin/traffic?by=month', { token })).status).toBe(400)
    expect((await server.request('/api/admin/traffic/export?table=ips', { token })).status).toBe(400)
  })

  it('lists "(other)" once, after the top sources: folded visits never take a real referrer’s or campaign’s place', async () => {
    // 60 visits folded into "(other)" (past a day's limits, decision 43) and 11 real referrers and
    // campaigns 40 days ago, outside the other tests' 7 and 30 days.
    const day = daysAgo(40)
    const folded = Array.from({ length: 60 }, (_, n) => ({
      day,
      visitor: `folded-${n}`,
      landingPath: '/',
      ...source,
      referrerHost: OTHER,
      utmSource: OTHER,
      device: 'desktop' as const,
      views: 1,
    }))
    const real = Array.from({ length: 11 }, (_, n) => ({
      day,
      visitor: `real-${n}`,
      landingPath: '/',
      ...source,
      referrerHost: `district-${n}.example`,
      utmSource: `partner-${n}`,
      utmMedium: 'email',
      device: 'desktop' as const,
      views: 1,
    }))
    await server.services.db.insert(visitsDaily).values([...folded, ...real])

    const quarter = await traffic('?days=90')
    const hosts = quarter.referrers.map((r: { host: string }) => r.host)
    expect(hosts).toHaveLength(11)
    expect(hosts.slice(0, 2)).toEqual(['google.com', 'district-0.example'])
    expect(hosts.filter((h: string) => h.startsWith('district-'))).toHaveLength(9)
    expect(quarter.referrers.at(-1)).toEqual({ host: OTHER, visitors: 60 })
    expect(quarter.campaigns).toHaveLength(11)
    expect(quarter.campaigns[0]).toEqual({ source: 'newsletter', medium: 'email', campaign: 'fall', visitors: 2 })
    expect(quarter.campaigns.at(-1)).toEqual({ source: OTHER, medium: '', campaign: '', visitors: 60 })
  })
})
