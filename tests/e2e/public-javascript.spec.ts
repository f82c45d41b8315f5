import { expect, test, type Page } from './test.ts'
import { resourceDocuments } from '../../content/resource-docs/index.ts'
import { createPost } from './helpers.ts'

/** What a visitor's browser downloads on the public pages. */

function scriptsOf(page: Page) {
  const urls: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url())
  })
  return urls
}

test('public pages never download the admin editor or dashboard code', async ({ page, request }) => {
  const scripts = scriptsOf(page)
  for (const path of ['/', '/pricing', '/cybersecurity-quiz', '/resources', '/blog', '/privacy']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((url) => /admin/i.test(new URL(url).pathname))).toEqual([])
  // By content as well as by name: the editor (Tiptap/ProseMirror) and the admin header's logout.
  for (const url of new Set(scripts)) {
    const source = await (await request.get(url)).text()
    expect(source, url).not.toMatch(/ProseMirror|tiptap|\/api\/auth\/logout/)
  }
})

test('form validation code loads when a form is first submitted, not with the page', async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto('/#contact')
  await page.waitForLoadState('networkidle')
  const isSchemaChunk = (url: string) => /\/assets\/(schemas|lead\.schema)-/.test(new URL(url).pathname)
  expect(scripts.filter(isSchemaChunk)).toEqual([])

  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()
  await expect(form.getByText('First name is required')).toBeVisible()
  expect(scripts.filter(isSchemaChunk).length).toBeGreaterThan(0)

  // zod arrives with its English messages only (vite.config.ts), not those of 40 other languages.
  const zod = scripts.find((url) => /\/assets\/zod-/.test(new URL(url).pathname))
  expect(zod).toBeDefined()
  const source = await (await page.request.get(zod!)).text()
  expect(source).toContain('Invalid input')
  expect(source).not.toMatch(/Ungültig|inválido|Nieprawidłow/)
})

test('the resource page receives review dates, not the documents', async ({ page, request }) => {
  const scripts = scriptsOf(page)
  await page.goto('/resources')
  await page.waitForLoadState('networkidle')
  const html = await (await request.get('/resources')).text()
  const sources = await Promise.all([...new Set(scripts)].map(async (url) => (await request.get(url)).text()))
  for (const doc of Object.values(resourceDocuments)) {
    const text = doc.intro[0]!
    expect(html, doc.title).not.toContain(text)
    for (const source of sources) expect(source, doc.title).not.toContain(text)
  }
})

test('the pages without React load their own small script, nothing the React pages share', async ({
  page,
  request,
}) => {
  // Resource timing lists a script even when it comes from the cache of an earlier page.
  const scriptsOfPage = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    )
  const post = await createPost(request)
  for (const path of ['/', '/pricing', '/blog', `/blog/${post.slug}`, '/privacy', '/accessibility', '/newsletter']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const fetched = await scriptsOfPage()
    expect(fetched, path).toEqual([expect.stringMatching(/^\/assets\/island-[\w-]+\.js$/)])
    // Neither React nor React Router is inside it (decision 31).
    const source = await (await request.get(fetched[0]!)).text()
    expect(source).not.toMatch(/react\.transitional\.element|__reactRouter|hydrateRoot/)
  }
  // The resource library's part and the quiz's come on their pages only, after the script, and
  // without React too (the quiz was the last public page with React: decision 56).
  for (const [path, part] of [
    ['/resources', 'resources'],
    ['/cybersecurity-quiz', 'quiz'],
  ] as const) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const fetched = await scriptsOfPage()
    expect(fetched, part).toEqual([
      expect.stringMatching(/^\/assets\/island-[\w-]+\.js$/),
      expect.stringMatching(new RegExp(`^/assets/${part}-[\\w-]+\\.js$`)),
    ])
    for (const url of fetched) {
      expect(await (await request.get(url)).text(), url).not.toMatch(
        /react\.transitional\.element|__reactRouter|hydrateRoot/,
      )
    }
  }
})

test('a public page paints before it fetches its scripts, then becomes interactive', async ({ page }) => {
  for (const path of ['/', '/resources', '/cybersecurity-quiz']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scriptsFrom: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    }))
    expect(timing.firstPaint, path).toBeLessThan(Infinity)
    expect(timing.scriptsFrom, path).toBeGreaterThanOrEqual(timing.firstPaint)
  }
})
