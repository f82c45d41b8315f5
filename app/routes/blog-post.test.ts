import { describe, expect, it } from 'vitest'
import { blogPost } from '../../tests/factories/index.ts'
import { meta } from './blog-post.tsx'

/** What search engines read of a post's dates matches what the page shows (decision 35). */
function dates(updatedOn: string | null) {
  const tags = meta({
    loaderData: { post: blogPost({ updatedOn }), url: 'https://site.test/blog/ransomware-readiness' },
    matches: [{ id: 'root', loaderData: { siteUrl: 'https://site.test' } }],
  } as unknown as Parameters<typeof meta>[0]) as Record<string, unknown>[]
  const ld = tags.find((t) => 'script:ld+json' in t)!['script:ld+json'] as { '@graph': { dateModified?: string }[] }
  const modified = tags.find((t) => t.property === 'article:modified_time')!.content
  return { ld: ld['@graph'][0]!.dateModified, modified }
}

describe('a post’s structured data', () => {
  it('names its update as its modification, else its publication, never the row’s last write', () => {
    expect(dates('2026-11-28')).toEqual({ ld: '2026-11-28', modified: '2026-11-28' })
    expect(dates(null)).toEqual({ ld: '2026-07-01T04:30:00.000Z', modified: '2026-07-01T04:30:00.000Z' })
  })
})
