import { expect, test } from '../test.ts'
import type { Page } from '@playwright/test'
import { siteDefaults as site } from '#content/site.ts'
import { toWallClock } from '#app/lib/dates.ts'
import { expectToast } from '../helpers.ts'
import { setClock, signIn } from './helpers.ts'

/** Where a visitor could find the post: its address, the blog list, the RSS feed and the sitemap. */
async function publicPlaces(visitor: Page, slug: string, title: string) {
  const page = (await visitor.goto(`/blog/${slug}`))!.status()
  await visitor.goto('/blog')
  const list = await visitor.getByText(title).count()
  const feed = (await (await visitor.request.get('/blog/rss.xml')).text()).includes(slug)
  const sitemap = (await (await visitor.request.get('/sitemap.xml')).text()).includes(slug)
  return { page, listed: list > 0, feed, sitemap }
}

// An admin's laptop in another zone still schedules on the site's clocks (SITE_TIME_ZONE).
test.use({ timezoneId: 'Asia/Tokyo' })

// The server's clock is moved (the leads instance's control port); the browser's is not.
test('a post scheduled in the site time zone goes live at its time, and unpublishing takes it everywhere off (decision 25)', async ({
  page,
  browser,
  request,
}) => {
  await setClock(request, 0)
  const visitor = await (await browser.newContext()).newPage()
  try {
    await signIn(page, '/admin-blog')
    const title = `A board briefing scheduled for later ${Date.now()}`
    await page.getByRole('button', { name: 'New Post' }).click()
    await page.getByLabel('Title').fill(title)
    const slug = await page.getByLabel('URL Slug').inputValue()
    await page
      .getByLabel('Excerpt')
      .fill('Written today, published two hours from now, when the board packet goes out.')
    await page.getByRole('textbox', { name: 'Content', exact: true }).click()
    await page.keyboard.type('What the board decides, what it funds, and who reports to it on cyber risk.')
    await page.getByLabel('Category').selectOption({ index: 1 })
    await page
      .getByLabel('Publish Date & Time')
      .fill(toWallClock(new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(), site.timeZone))
    // A date ahead: the button and the toast say scheduled, not published (issue 56).
    await page.getByRole('button', { name: 'Schedule Post' }).click()
    await expectToast(page, 'Blog Post Scheduled', 'Scheduled for')
    const card = page.getByTestId('admin-post').filter({ hasText: title })
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible()

    expect(await publicPlaces(visitor, slug, title)).toEqual({ page: 404, listed: false, feed: false, sitemap: false })
    await setClock(request, 1.9)
    expect((await publicPlaces(visitor, slug, title)).page).toBe(404)
    await setClock(request, 2.1)
    expect(await publicPlaces(visitor, slug, title)).toEqual({ page: 200, listed: true, feed: true, sitemap: true })

    await card.getByRole('button', { name: `Edit ${title}` }).click()
    await page.getByRole('button', { name: 'Unpublish' }).click()
    await expectToast(page, 'Post Unpublished', 'It is a draft again and no longer on the site.')
    expect(await publicPlaces(visitor, slug, title)).toEqual({ page: 404, listed: false, feed: false, sitemap: false })

    await card.getByRole('button', { name: `Delete ${title}` }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expectToast(page, 'Blog Post Deleted')
  } finally {
    await setClock(request, 0)
    await visitor.context().close()
  }
})
