import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { siteDefaults as site } from '#content/site.ts'
import { rssXml } from './feeds.server.ts'
import { blogPost } from '../../../tests/factories/index.ts'
import type { BlogPost } from './post.ts'
import { updateShown } from './post.ts'
import { PostMeta } from './post-meta.tsx'

/**
 * Decision 35: a post whose words changed after it was published shows "Updated {date}" beside its
 * date, on the page, in the PDF, in the feed and in its structured data, all by one rule.
 */
const TZ = 'America/Chicago'
const post = (updatedOn: string | null) => blogPost({ updatedOn })

describe('the "Updated" rule', () => {
  it('shows the update only when it comes after the day of publication on the site’s clocks', () => {
    expect(updateShown(post(null), TZ)).toBeNull()
    expect(updateShown(post('2026-06-30'), TZ)).toBeNull() // the day it was published (Chicago)
    expect(updateShown(post('2026-07-01'), TZ)).toBe('2026-07-01')
    expect(updateShown(post('2026-11-28'), TZ)).toBe('2026-11-28')
    expect(updateShown(post('2026-05-01'), TZ)).toBeNull() // a sample post published later than its update
  })

  it('on the post page, beside the date; never on a card', () => {
    const page = renderToStaticMarkup(<PostMeta post={post('2026-11-28')} timeZone={TZ} variant="page" className="" />)
    expect(page).toContain('June 30, 2026')
    expect(page).toContain('Updated <time dateTime="2026-11-28">November 28, 2026</time>')
    const card = renderToStaticMarkup(<PostMeta post={post('2026-11-28')} timeZone={TZ} variant="card" className="" />)
    expect(card).not.toContain('Updated')
    const never = renderToStaticMarkup(<PostMeta post={post(null)} timeZone={TZ} variant="page" className="" />)
    expect(never).not.toContain('Updated')
  })

  it('in the feed, as the item’s dcterms:modified', () => {
    const feed = (p: BlogPost) =>
      rssXml('https://site.test', [{ ...p, publishedAt: new Date(p.publishedAt), updatedAt: new Date(p.updatedAt) }], {
        ...site,
        timeZone: TZ,
      })
    expect(feed(post('2026-11-28'))).toContain('<dcterms:modified>2026-11-28</dcterms:modified>')
    expect(feed(post(null))).not.toContain('dcterms:modified>')
  })
})
