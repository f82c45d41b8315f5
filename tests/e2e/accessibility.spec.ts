import fs from 'node:fs/promises'
import path from 'node:path'
import { expect, test, type Page, type TestInfo } from './test.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { quizQuestions } from '../../content/quiz.ts'
import { runAxe, WCAG_TAGS } from './axe.ts'
import { criterionOf, errorsOf, htmlcsErrors, htmlcsMessages, HTMLCS_STANDARD } from './htmlcs.ts'
import { createPost, openMenu } from './helpers.ts'

/**
 * axe on every page and dialog, in every state a visitor or the admin can reach, at desktop width
 * (1280 px) and, where the layout changes with the width, on a phone. Zero violations of the WCAG
 * 2.1 A and AA rules, and zero errors from a second engine, HTML_CodeSniffer's WCAG 2 AA standard
 * (htmlcs.ts), at the same points.
 *
 * With ACR_DIR set (`npm run acr`, scripts/acr.ts), each check also writes its full axe result to
 * that folder, from which docs/accessibility-conformance.md is built.
 */

async function check(page: Page, testInfo: TestInfo, state: string) {
  const results = await runAxe(page)
  const messages = await htmlcsMessages(page)
  const htmlcs = errorsOf(messages)
  if (process.env.ACR_DIR) {
    // By WCAG criterion: how many errors, warnings and notices HTML_CodeSniffer gave.
    const byCriterion: Record<string, [number, number, number]> = {}
    for (const m of messages) {
      const id = criterionOf(m.code)
      if (id) (byCriterion[id] ??= [0, 0, 0])[m.type - 1]! += 1
    }
    // What the media criteria (1.2.x, 1.4.2) apply to, counted on the page as checked.
    const probe = await page.evaluate(() => ({
      media: document.querySelectorAll('video, audio, iframe, object, embed').length,
      audio: document.querySelectorAll('video, audio').length,
    }))
    const record = {
      state,
      url: new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash,
      project: testInfo.project.name,
      viewport: page.viewportSize(),
      axeVersion: results.testEngine.version,
      at: Date.now(),
      tags: WCAG_TAGS,
      htmlcs: { standard: HTMLCS_STANDARD, errors: htmlcs, criteria: byCriterion },
      probe,
      rules: Object.fromEntries(
        (['passes', 'violations', 'incomplete', 'inapplicable'] as const).flatMap((outcome) =>
          results[outcome].map((r) => [r.id, { outcome, help: r.help, tags: r.tags, nodes: r.nodes.length }]),
        ),
      ),
      incomplete: results.incomplete.map((r) => ({
        id: r.id,
        targets: r.nodes.map((n) => n.target.join(' ')),
      })),
    }
    const file = `${testInfo.project.name}-${state.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`
    await fs.writeFile(path.join(process.env.ACR_DIR, file), JSON.stringify(record, null, 2))
  }
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    state,
  ).toEqual([])
  expect(htmlcs, `${state}: HTML_CodeSniffer ${HTMLCS_STANDARD}`).toEqual([])
}

async function signIn(page: Page) {
  const res = await page.context().request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(res.status()).toBe(200)
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone'

/**
 * Pages checked at both widths: their layout changes with the width (grids, tables, the hero, the
 * header's menu). The others are the same shell around a column of text or a single form, which
 * the pages above already check at phone width, so the phone project leaves them out (`@wide-only`,
 * playwright.config.ts) rather than checking the same markup twice.
 */
for (const [state, url, widths] of [
  ['Home', '/', 'both'],
  ['Pricing', '/pricing', 'both'],
  ['Resource library', '/resources', 'both'],
  ['Blog list', '/blog', 'both'],
  ['Book a consultation: a month of days, one day’s times', '/book', 'both'],
  ['Admin login (dashboard)', '/admin-contacts', 'both'],
  ['Privacy notice', '/privacy', 'wide'],
  ['Accessibility statement', '/accessibility', 'wide'],
  ['Unsubscribe page', '/unsubscribe', 'wide'],
  ['Newsletter confirmation, invalid link', '/newsletter/confirm', 'wide'],
  ['Blog post not found', '/blog/no-such-post', 'wide'],
  ['Page not found (404)', '/missing-page', 'wide'],
  ['Admin login (blog)', '/admin-blog', 'wide'],
  ['Admin login (account)', '/admin-account', 'wide'],
] as const) {
  test(`axe: ${state} (${url})`, { tag: widths === 'wide' ? ['@wide-only'] : [] }, async ({ page }, testInfo) => {
    await page.goto(url)
    await check(page, testInfo, state)
  })
}

test('the second engine reports errors when there are some', { tag: '@wide-only' }, async ({ page }) => {
  // A control check: an image without a text alternative and a field without a label.
  await page.setContent('<html lang="en"><title>Probe</title><body><img src="/x.png"><input type="text"></body></html>')
  const errors = await htmlcsErrors(page)
  expect(errors.some((error) => error.includes('H37') && error.startsWith('WCAG2AA.Principle1'))).toBe(true)
  expect(errors.some((error) => error.includes('Guideline4_1') && error.includes('input'))).toBe(true)
})

test(
  'every input says what kind it is, so checkers treat a field with autocomplete as text',
  { tag: '@wide-only' },
  async ({ page }) => {
    // HTML_CodeSniffer (pa11y) skips the autocomplete check of an input without a type (WCAG 1.3.5).
    for (const url of ['/', '/resources', '/admin-contacts']) {
      await page.goto(url)
      expect(await page.locator('input:not([type])').count(), url).toBe(0)
    }
  },
)

test('axe: the home page menu and form errors', async ({ page }, testInfo) => {
  await page.goto('/')
  if (isPhone(testInfo)) {
    await openMenu(page)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await check(page, testInfo, 'Home, mobile menu open')
    await page.keyboard.press('Escape')
  }
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()
  await expect(form.getByText('First name is required')).toBeVisible()
  await check(page, testInfo, 'Home, contact form with errors')
})

test('axe: the booking form refused, on a day chosen from the month', async ({ page }, testInfo) => {
  await page.goto('/book?tz=America/Chicago')
  const other = page.locator('td a[data-day-link]:not([aria-current])')
  if (await other.count()) {
    const day = (await other.last().getAttribute('data-day-link'))!
    await other.last().click()
    await expect(page.locator('a[data-day-link][aria-current]')).toHaveAttribute('data-day-link', day)
  }
  await page.getByRole('button', { name: 'Book this time' }).click()
  await expect(page.getByRole('group', { name: 'This booking was not sent. Please check:' })).toBeVisible()
  await check(page, testInfo, 'Book a consultation, form refused')
})

test('axe: a blog post', async ({ page, request }, testInfo) => {
  const post = await createPost(request, { featured: 'true' })
  await page.goto(`/blog/${post.slug}`)
  await check(page, testInfo, 'Blog post')
})

test('axe: the resource search, its empty state and the download dialog', async ({ page }, testInfo) => {
  await page.goto('/resources')
  await page.getByLabel('Search resources').fill('zebra crossing')
  await expect(page.getByText('No resources found matching your search.')).toBeVisible()
  await check(page, testInfo, 'Resource library, no results')
  await page.getByRole('button', { name: 'Clear Search' }).click()

  await page.getByRole('link', { name: 'Download Free: Board Presentation Templates' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await check(page, testInfo, 'Resource download dialog')
  await page.getByRole('dialog').getByRole('button', { name: 'Download PDF' }).click()
  await expect(page.getByRole('dialog').getByText('Please select your position')).toBeVisible()
  await check(page, testInfo, 'Resource download dialog with errors')
})

test('axe: every step of the quiz', async ({ page }, testInfo) => {
  test.slow()
  await page.goto('/cybersecurity-quiz')
  await check(page, testInfo, 'Quiz, first question')
  for (const [i, q] of quizQuestions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible()
    // A wrong answer on the first question, to check the red state too.
    await page
      .getByRole('radio')
      .nth(i === 0 ? (q.correctAnswer + 1) % 4 : q.correctAnswer)
      .check()
    await page.getByRole('button', { name: 'Submit Answer' }).click()
    await expect(page.locator('#quiz').getByText(q.explanation)).toBeVisible()
    if (i === 0) await check(page, testInfo, 'Quiz, answer feedback, wrong')
    if (i === 1) await check(page, testInfo, 'Quiz, answer feedback, right')
    await page.getByRole('link', { name: i === 14 ? 'View Results' : 'Next Question' }).click()
  }
  await expect(page.getByRole('heading', { name: 'Your results' })).toBeVisible()
  await check(page, testInfo, 'Quiz, results')
  await page.goto('/cybersecurity-quiz?q=2&a=9')
  await check(page, testInfo, 'Quiz, an address that is not a step')
})

test('axe: the blog administration, signed in', async ({ page, request }, testInfo) => {
  test.slow()
  await createPost(request, { title: 'Tabletop exercises for a small district cabinet' })
  await signIn(page)

  await page.goto('/admin-blog')
  await expect(page.getByRole('heading', { name: /Published Posts/ })).toBeVisible()
  await check(page, testInfo, 'Blog administration, post list')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByRole('button', { name: 'Publish Post' }).click()
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible()
  await check(page, testInfo, 'Blog administration, post form with errors')
  await page.getByRole('button', { name: 'Upload Hero Image' }).click()
  await expect(page.getByRole('dialog', { name: 'Upload hero image' })).toBeVisible()
  await check(page, testInfo, 'Blog administration, hero image dialog')
  await page.keyboard.press('Escape')
  await page.getByRole('banner').getByRole('button', { name: 'Cancel' }).click()
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Delete this post?' })).toBeVisible()
  await check(page, testInfo, 'Blog administration, delete dialog')
  await page.keyboard.press('Escape')
})

test('axe: the admin dashboard and account screens, signed in', async ({ page }, testInfo) => {
  test.slow()
  await signIn(page)
  await page.goto('/admin-contacts')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await check(page, testInfo, 'Admin dashboard, contact forms tab')
  await page.getByRole('tab', { name: /^Newsletters/ }).click()
  await check(page, testInfo, 'Admin dashboard, newsletters tab')
  await page.getByRole('tab', { name: /^Downloads/ }).click()
  await check(page, testInfo, 'Admin dashboard, downloads tab')

  await page.goto('/admin-account')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await check(page, testInfo, 'Admin account security')
})
