import { expect, test } from './test.ts'

const pages = [
  { path: '/', heading: /cybersecurity/i },
  { path: '/pricing', heading: /pricing/i },
  { path: '/cybersecurity-quiz', heading: /quiz/i },
  { path: '/resources', heading: /security tools for K-12 leaders/i },
  { path: '/blog', heading: /cybersecurity insights/i },
  { path: '/admin-blog', heading: 'Admin Login' },
  { path: '/admin-contacts', heading: 'Admin Login' },
]

test.describe('server-rendered pages', () => {
  for (const page of pages) {
    test(`${page.path} renders its heading on the server`, async ({ request }) => {
      const res = await request.get(page.path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '')
      expect(h1).toBeTruthy()
      expect(h1).toMatch(page.heading)
      // A page the cache keeps allows its scripts by hash; one rendered per response, by nonce (decision 57).
      expect(res.headers()['content-security-policy']).toMatch(
        /script-src ('nonce-[^']+' |('sha256-[^']+' )+)'strict-dynamic'/,
      )
    })
  }

  test('an unknown route is a real 404 with the 404 page', async ({ page }) => {
    const res = await page.goto('/no/such/page')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  })

  test('a missing blog post is a 404 with Blog Post Not Found', async ({ page }) => {
    const res = await page.goto('/blog/this-post-does-not-exist')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found')
  })

  test('pages hydrate without console errors', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    page.on('pageerror', (e) => errors.push(e.message))
    for (const { path } of pages) await page.goto(path, { waitUntil: 'networkidle' })
    expect(errors).toEqual([])
  })
})
