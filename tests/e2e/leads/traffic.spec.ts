import { expect, test } from '../test.ts'
import type { Browser, Page } from '@playwright/test'
import { accessibilityProblems } from '../axe.ts'
import { control, setClock, signIn } from './helpers.ts'

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** A new browser, as a visitor's: its own context, a browser's user agent unless told otherwise. */
async function visitor(browser: Browser, options: { userAgent?: string; gpc?: boolean } = {}) {
  const context = await browser.newContext({
    userAgent: options.userAgent ?? CHROME,
    extraHTTPHeaders: options.gpc ? { 'Sec-GPC': '1' } : {},
  })
  return context.newPage()
}

/** The rows of one chart's data table in the Insights, as text. */
async function tableRows(page: Page, title: string) {
  const figure = page.getByRole('figure', { name: title })
  const details = figure.locator('details')
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click()
  return figure
    .getByRole('region', { name: `${title}: data` })
    .locator('tbody tr')
    .allInnerTexts()
}

// The headless browser of the other tests is a bot to the counter; these visitors are not.
test('visits in a fresh browser are counted by the server and credited with their lead; a bot, GPC and the admin are not (decision 29)', async ({
  page,
  browser,
  request,
}) => {
  await setClock(request, 0)
  const stamp = Date.now().toString(36)
  const campaign = `e2e-${stamp}`

  // The consultant publishes a post (signed in: their own visits are not counted).
  await signIn(page, '/admin-insights')
  const postTitle = `Tabletop exercises that a cabinet will attend ${stamp}`
  const created = await page.request.post('/api/blog', {
    data: {
      title: postTitle,
      slug: `tabletop-${stamp}`,
      excerpt: 'Ninety minutes, one scenario, and the decisions only the cabinet can make.',
      content: '<p>Run it before the budget cycle, with the superintendent in the room.</p>',
      category: 'Best Practices',
      author: 'Dr. Morgan Ellis',
      tags: [],
      featured: 'false',
    },
  })
  expect(created.status()).toBe(201)
  const postPath = `/blog/tabletop-${stamp}`

  // A visitor lands on it from a campaign link, reads the pricing, and asks for a consultation.
  const lead = await visitor(browser, { userAgent: `${CHROME} ${stamp}` })
  await lead.goto(`${postPath}?utm_source=${campaign}&utm_medium=email&utm_campaign=fall`)
  await lead.goto('/pricing')
  const sent = await lead.request.post('/api/contacts', {
    data: {
      firstName: 'Avery',
      lastName: 'Lindqvist',
      email: `avery.${stamp}@lakeshore.k12.example`,
      position: 'superintendent',
      district: 'Lakeshore Unified',
      studentCount: '1000-5000',
      services: ['assessment'],
      message: 'After reading your post on tabletop exercises.',
    },
  })
  expect(sent.status()).toBe(201)
  await lead.context().close()

  // Not counted: a search engine robot, a browser sending Global Privacy Control, the signed-in admin.
  const robot = await visitor(browser, { userAgent: GOOGLEBOT })
  await robot.goto('/resources')
  await robot.context().close()
  const private_ = await visitor(browser, { gpc: true })
  await private_.goto('/resources')
  await private_.context().close()
  await page.goto('/resources')
  await control(request, 'POST', '/flush-page-views')

  await page.goto('/admin-insights')
  await page.getByLabel('Period').selectOption('7')
  await expect(page.getByText(/From \w+ \d+, \d{4} to \w+ \d+, \d{4}\./)).toBeVisible()
  const pages = await tableRows(page, 'Top pages')
  expect(pages.some((row) => row.startsWith(postPath))).toBe(true)
  expect(pages.some((row) => row.startsWith('/pricing'))).toBe(true)
  expect(pages.some((row) => row.startsWith('/resources'))).toBe(false)
  const campaigns = await tableRows(page, 'Campaigns')
  expect(campaigns.find((row) => row.startsWith(campaign))).toMatch(/email\s+fall\s+1$/)
  // The request is credited to the post its visit landed on.
  const posts = await tableRows(page, 'Blog posts and the leads they bring')
  expect(posts.find((row) => row.startsWith(postTitle))).toMatch(/\s1$/)
  // The funnel shows the server's figures for the period, step by step, with each share of the visitors.
  const answer = (await (await page.request.get('/api/admin/traffic?days=7&by=day')).json()) as {
    funnel: { step: string; count: number; rate: number | null }[]
  }
  expect(answer.funnel.find((s) => s.step === 'Consultation requests')!.count).toBeGreaterThanOrEqual(1)
  expect(await tableRows(page, 'From visitor to consultation request')).toEqual(
    answer.funnel.map((s) => `${s.step}\t${s.count.toLocaleString('en-US')}\t${s.rate === null ? '—' : `${s.rate}%`}`),
  )
  expect(await accessibilityProblems(page)).toEqual([])
})
