import { describe, expect, it } from 'vitest'
import { pageMeta, seo } from './seo.ts'

describe('pageMeta', () => {
  const page = { title: 'Pricing | Site', description: 'Prices.', path: '/pricing', jsonLd: { '@type': 'FAQPage' } }

  it('gives the tags of seo() with the site URL of the root loader', () => {
    const matches = [{ id: 'root', loaderData: { siteUrl: 'https://example.test' } }, { id: 'routes/pricing' }]
    const tags = pageMeta(page)({ matches })
    expect(tags).toEqual(seo({ ...page, siteUrl: 'https://example.test' }))
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://example.test/pricing' })
  })

  it('falls back to the local URL when the root loader has no data', () => {
    expect(pageMeta(page)({ matches: [undefined] })).toEqual(seo({ ...page, siteUrl: 'http://localhost:3000' }))
  })
})
