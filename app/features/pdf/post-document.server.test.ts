import { describe, expect, it } from 'vitest'
import { siteDefaults as site } from '#content/site.ts'
import { blogPost } from '../../../tests/factories/index.ts'
import { postDocDefinition } from './post-document.server.ts'

const text = (updatedOn: string | null) =>
  JSON.stringify(postDocDefinition(blogPost({ updatedOn }), { ...site, timeZone: 'America/Chicago' }).content)

describe('a post’s PDF', () => {
  it('dates it as the page does: published on the site’s day, and "Updated" when the page shows it (decision 35)', () => {
    expect(text(null)).toContain('June 30, 2026') // 04:30 UTC on July 1 is June 30 in Chicago
    expect(text(null)).not.toContain('Updated')
    expect(text('2026-11-28')).toContain('Updated November 28, 2026')
    expect(text('2026-06-30')).not.toContain('Updated') // the day it was published
  })
})
