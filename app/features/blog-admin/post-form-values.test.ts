import { describe, expect, it } from 'vitest'
import { splitTags } from '#app/features/blog/post.schema.ts'
import { slugify } from '#app/features/blog/slug.ts'
import { fromWallClock, toWallClock } from '#app/lib/dates.ts'
import { emptyValues, sourceRow, toPayload } from './post-form-values.ts'

describe('blog admin form rules (spec §4)', () => {
  it('generates the slug from the title', () => {
    expect(slugify('FERPA & You: 5 Things  to Know -- Now!')).toBe('ferpa-you-5-things-to-know-now')
    expect(slugify('  Leading and trailing  ')).toBe('-leading-and-trailing-')
  })

  it('splits tags on commas, trims and drops empties', () => {
    expect(splitTags(' ransomware, ,backups ,  , MFA ')).toEqual(['ransomware', 'backups', 'MFA'])
  })

  it('sends publishedAt as ISO read on the site clocks, whatever the browser zone, or omits it when empty', () => {
    const values = { ...emptyValues('Dr. Ellis'), title: 'x', publishedAt: '' }
    expect('publishedAt' in toPayload(values, 'America/Chicago')).toBe(false)
    // 9:30 in Chicago is 15:30 UTC in winter (CST) and 14:30 UTC in summer (CDT).
    expect(toPayload({ ...values, publishedAt: '2030-01-15T09:30' }, 'America/Chicago').publishedAt).toBe(
      '2030-01-15T15:30:00.000Z',
    )
    expect(toPayload({ ...values, publishedAt: '2030-07-15T09:30' }, 'America/Chicago').publishedAt).toBe(
      '2030-07-15T14:30:00.000Z',
    )
    expect(toPayload({ ...values, publishedAt: '2030-07-15T09:30' }, 'America/New_York').publishedAt).toBe(
      '2030-07-15T13:30:00.000Z',
    )
    expect(toWallClock('2030-01-15T15:30:00.000Z', 'America/Chicago')).toBe('2030-01-15T09:30')
    expect(toWallClock('2030-07-15T14:30:00.000Z', 'America/Chicago')).toBe('2030-07-15T09:30')
    // Across the spring change: 02:30 does not exist on March 10, 2030 in Chicago, and reads as 03:30.
    expect(fromWallClock('2030-03-10T01:30', 'America/Chicago')!.toISOString()).toBe('2030-03-10T07:30:00.000Z')
    expect(fromWallClock('2030-03-10T02:30', 'America/Chicago')!.toISOString()).toBe('2030-03-10T08:30:00.000Z')
    expect(fromWallClock('2030-03-10T03:30', 'America/Chicago')!.toISOString()).toBe('2030-03-10T08:30:00.000Z')
    // Across the autumn change: 01:30 on November 3, 2030 happens twice; the first, in CDT, is meant.
    expect(fromWallClock('2030-11-03T01:30', 'America/Chicago')!.toISOString()).toBe('2030-11-03T06:30:00.000Z')
    expect(fromWallClock('2030-11-03T02:30', 'America/Chicago')!.toISOString()).toBe('2030-11-03T08:30:00.000Z')
    expect(fromWallClock('2030-10-27T02:30', 'Europe/Berlin')!.toISOString()).toBe('2030-10-27T00:30:00.000Z')
    expect(fromWallClock('not a date', 'America/Chicago')).toBeNull()
  })

  it('sends the review date and sources, dropping source rows left blank', () => {
    const source = { title: 'K-12 toolkit', publisher: 'CISA', url: 'https://www.cisa.gov/k12', date: '2023-01' }
    const values = {
      ...emptyValues('Dr. Ellis'),
      reviewedAt: '2026-11-20',
      sources: [sourceRow(source), sourceRow(), sourceRow({ title: '  ' })],
    }
    expect(toPayload(values, 'America/Chicago')).toMatchObject({ reviewedAt: '2026-11-20', sources: [source] })
    // Cleared in the form means cleared on the server, not "keep what is stored".
    expect(toPayload({ ...emptyValues('Dr. Ellis'), reviewedAt: '' }, 'America/Chicago')).toMatchObject({
      reviewedAt: null,
      sources: [],
    })
  })

  it('starts a new post reviewed today, on the author’s own calendar', () => {
    const d = new Date()
    const today = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
    expect(emptyValues('Dr. Ellis').reviewedAt).toBe(today)
  })
})
