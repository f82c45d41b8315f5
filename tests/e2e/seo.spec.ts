import { expect, test } from './test.ts'
import { baseURL } from '../../playwright.config.ts'
import { adminToken, createPost } from './helpers.ts'

const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]

test(
  'every public page has title, description, canonical, Open Graph and Twitter tags',
  { tag: ['@wcag2.4.2'] },
  async ({ request }) => {
    for (const path of ['/', '/pricing', '/cybersecurity-quiz', '/resources', '/blog', '/privacy', '/accessibility']) {
      const html = await (await request.get(path)).text()
      expect(html, path).toMatch(/<html lang="en">/)
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]?.length, path).toBeGreaterThan(10)
      const description = metaOf(html, 'name', 'description')!
      expect(description.length, path).toBeGreaterThan(50)
      expect(description.length, path).toBeLessThanOrEqual(160)
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}"/>`)
      expect(metaOf(html, 'property', 'og:image')).toBe(`${baseURL}/og-image.png`)
      expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image')
      expect(metaOf(html, 'name', 'theme-color')).toBe('#14275f')
      expect(html).toContain('href="/blog/rss.xml"')
      expect(html).toContain('rel="manifest"')
    }
    const home = await (await request.get('/')).text()
    expect(home).toContain('"@type":"ProfessionalService"')
    expect(home).toContain('Virtual CISO Services')
    const pricing = await (await request.get('/pricing')).text()
    const faq = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(pricing)![1]!)
    expect(faq['@type']).toBe('FAQPage')
    expect(faq.mainEntity).toHaveLength(4)
  },
)

test('a post carries its metadata and structured data; feeds list published posts only', async ({ request }) => {
  const longExcerpt = `${'A practical, plain-language guide for superintendents on what to ask their technology director about backups, '.repeat(2)}end`
  const post = await createPost(request, {
    title: 'Backups Your Board Can Trust',
    excerpt: longExcerpt,
    tags: ['backups', 'ransomware'],
  })
  const scheduled = await createPost(request, {
    title: 'Not Yet Published',
    publishedAt: new Date(Date.now() + 86_400_000 * 30).toISOString(),
  })
  const html = await (await request.get(`/blog/${post.slug}`)).text()
  expect(metaOf(html, 'name', 'description')).toBe(`${longExcerpt.slice(0, 157)}...`)
  expect(metaOf(html, 'name', 'keywords')).toBe('backups, ransomware')
  expect(metaOf(html, 'property', 'og:type')).toBe('article')
  expect(metaOf(html, 'property', 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog/${post.slug}"/>`)
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
  expect(ld['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual(['BlogPosting', 'BreadcrumbList'])

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${baseURL}/blog/${post.slug}</loc>`)
  expect(sitemap).toContain(`<loc>${baseURL}/pricing</loc>`)
  expect(sitemap).toContain(`<loc>${baseURL}/accessibility</loc>`)
  expect(sitemap).not.toContain(scheduled.slug)
  const rss = await request.get('/blog/rss.xml')
  expect(rss.headers()['content-type']).toContain('application/rss+xml')
  const feed = await rss.text()
  expect(feed).toContain('<rss version="2.0"')
  expect(feed).toContain(`<link>${baseURL}/blog/${post.slug}</link>`)
  expect(feed).not.toContain(scheduled.slug)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin-blog')
  expect(robots).toContain('Disallow: /api/')
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('public HTML is cached for anonymous visitors, revalidates with ETag, and is refreshed when a post changes', async ({
  request,
}) => {
  const first = await request.get('/blog')
  const etag = first.headers()['etag']!
  expect(etag).toMatch(/^W\/"/)
  // Browsers revalidate; a page is a visitor's own business, not a shared cache's.
  expect(first.headers()['cache-control']).toBe('private, no-cache')
  const second = await request.get('/blog')
  expect(second.headers()['etag']).toBe(etag)
  // The same bytes under the same policy: its scripts are allowed by hash (decision 57).
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy'])
  expect(second.headers()['content-security-policy']).toMatch(/script-src ('sha256-[^']+' )+'strict-dynamic'/)
  expect(await second.text()).toBe(await first.text())
  const notModified = await request.get('/blog', { headers: { 'if-none-match': etag } })
  expect(notModified.status()).toBe(304)
  // A campaign link is the same page, from the same cache entry.
  const tagged = await request.get('/blog?utm_source=state-association&utm_medium=email')
  expect(tagged.headers()['etag']).toBe(etag)

  const token = await adminToken()
  const post = await createPost(request, { title: 'Fresh Post Invalidates The Cache' })
  const after = await request.get('/blog')
  expect(after.headers()['etag']).not.toBe(etag)
  expect(await after.text()).toContain('Fresh Post Invalidates The Cache')
  await request.delete(`/api/blog/${post.id}`, { headers: { authorization: `Bearer ${token}` } })
  expect(await (await request.get('/blog')).text()).not.toContain('Fresh Post Invalidates The Cache')
})
