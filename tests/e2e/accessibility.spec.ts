import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createPost } from './helpers.ts'

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function expectNoViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

for (const path of [
  '/',
  '/pricing',
  '/cybersecurity-quiz',
  '/resources',
  '/blog',
  '/privacy',
  '/unsubscribe',
  '/admin-blog',
  '/admin-contacts',
  '/missing-page',
]) {
  test(`axe finds no WCAG 2.1 AA violations on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expectNoViolations(page)
  })
}

test('axe: a blog post, the download dialog and the quiz feedback', async ({ page, request }) => {
  const post = await createPost(request, { featured: 'true' })
  await page.goto(`/blog/${post.slug}`)
  await expectNoViolations(page)

  await page.goto('/resources')
  await page.getByRole('button', { name: 'Download Free: Board Presentation Templates' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Download PDF' }).click()
  await expect(page.getByRole('dialog').getByText('Please select your position')).toBeVisible()
  await expectNoViolations(page)

  await page.goto('/cybersecurity-quiz')
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Submit Answer' }).click()
  await expectNoViolations(page)
})
