import { expect, test } from './test.ts'
import { clearPosts, createPost, expectToast } from './helpers.ts'

test.describe.configure({ mode: 'serial' })

test('blog pages by URL and by control, newest first, 9 a page', async ({ page, request }) => {
  await clearPosts(request)
  for (let i = 1; i <= 11; i++) {
    await createPost(request, {
      title: `District security note number ${String(i).padStart(2, '0')}`,
      publishedAt: new Date(Date.UTC(2025, 0, i, 12)).toISOString(),
    })
  }
  await page.goto('/blog')
  const cards = page.getByRole('article').filter({ hasText: '5 min read' })
  await expect(cards).toHaveCount(9)
  await expect(cards.first()).toContainText('District security note number 11')
  await expect(cards.first()).toContainText('Jan 11, 2025')

  await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 2' }).click()
  await expect(page).toHaveURL(/\/blog\?page=2$/)
  await expect(cards).toHaveCount(2)
  await expect(cards.last()).toContainText('District security note number 01')
  await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 1' }).click()
  await expect(page).toHaveURL(/\/blog$/)

  await page.goto('/blog?page=2')
  await expect(cards).toHaveCount(2)
  await expect(page.getByRole('link', { name: 'Subscribe to Newsletter' })).toHaveAttribute('href', '/#newsletter')
})

test('a post page shows its badges and details and downloads its PDF', async ({ page, request }) => {
  const post = await createPost(request, {
    title: 'Tabletop Exercises: A 90-Minute Plan',
    featured: 'true',
    category: 'Training',
    tags: ['tabletop', 'incident response'],
    publishedAt: '2025-03-05T15:00:00.000Z',
  })
  await page.goto('/blog')
  await page.getByRole('link', { name: 'Tabletop Exercises: A 90-Minute Plan' }).first().click()
  await expect(page).toHaveURL(`/blog/${post.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tabletop Exercises: A 90-Minute Plan')
  await expect(page.getByText('Featured', { exact: true })).toBeVisible()
  await expect(page.getByText('Training', { exact: true })).toBeVisible()
  await expect(page.getByText('March 5, 2025')).toBeVisible()
  await expect(page.getByText('8 min read')).toBeVisible()
  await expect(page.getByText('#tabletop')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Start with what faces the internet' })).toBeVisible()

  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download PDF' }).click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe('tabletop-exercises--a-90-minute-plan.pdf')
  await expectToast(page, 'PDF Generated', 'Your PDF has been downloaded successfully.')
  await expect(page.getByRole('link', { name: 'Download PDF' })).not.toHaveAttribute('aria-disabled')
})

test('Copy Link shows Copied! and then reverts', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const post = await createPost(request)
  await page.goto(`/blog/${post.slug}`)
  await page.getByRole('button', { name: 'Copy Link' }).click()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  await expectToast(page, 'Link copied!', 'The blog post link has been copied to your clipboard.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blog/${post.slug}$`))
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 })
})

test('a scheduled post is not public', async ({ page, request }) => {
  const post = await createPost(request, {
    title: 'Coming next month',
    publishedAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  })
  const res = await page.goto(`/blog/${post.slug}`)
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible()
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})
