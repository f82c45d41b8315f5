import { describe, expect, it } from 'vitest'
import { siteDefaults } from '#content/site.ts'
import { pageMeta, privateMeta, seo } from './seo.ts'

describe('pageMeta', () => {
  const page = { title: 'Pricing', description: 'Prices.', path: '/pricing', jsonLd: { '@type': 'FAQPage' } }
  const site = { ...siteDefaults, businessName: 'Harbor Light Security' }

  it('gives the tags of seo() with the site URL and the business name of the root loader', () => {
    const matches = [{ id: 'root', loaderData: { siteUrl: 'https://example.test', site } }, { id: 'routes/pricing' }]
    const tags = pageMeta(page)({ matches })
    expect(tags).toEqual(seo({ ...page, siteUrl: 'https://example.test', site }))
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.test/pricing' })
    // The configured name, never the default one, in the title and the Open Graph tags.
    expect(tags).toContainEqual({ title: 'Pricing | Harbor Light Security' })
    expect(tags).toContainEqual({ property: 'og:site_name', content: 'Harbor Light Security' })
    expect(JSON.stringify(tags)).not.toContain(siteDefaults.businessName)
  })

  it('falls back to the local URL and the default identity when the root loader has no data', () => {
    expect(pageMeta(page)({ matches: [undefined] })).toEqual(
      seo({ ...page, siteUrl: 'http://localhost:3000', site: siteDefaults }),
    )
  })

  it('titles a private page with the configured name and keeps it out of search engines', () => {
    const matches = [{ id: 'root', loaderData: { siteUrl: 'https://example.test', site } }]
    expect(privateMeta('Unsubscribe')({ matches })).toEqual([
      { title: 'Unsubscribe | Harbor Light Security' },
      { name: 'robots', content: 'noindex' },
    ])
  })
})
