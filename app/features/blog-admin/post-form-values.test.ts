import { describe, expect, it } from 'vitest'
import { splitTags } from '#app/features/blog/post.schema.ts'
import { slugify } from '#app/features/blog/slug.ts'
import { emptyValues, sourceRow, toLocalInput, toPayload } from './post-form-values.ts'

describe('blog admin form rules (spec §4)', () => {
  it('generates the slug from the title', () => {
    expect(slugify('FERPA & You: 5 Things  to Know -- Now!')).toBe('ferpa-you-5-things-to-know-now')
    expect(slugify('  Leading and trailing  ')).toBe('-leading-and-trailing-')
  })

  it('splits tags on commas, trims and drops empties', () => {
    expect(splitTags(' ransomware, ,backups ,  , MFA ')).toEqual(['ransomware', 'backups', 'MFA'])
  })

  it('sends publishedAt as ISO, or omits it when empty', () => {
    const values = { ...emptyValues('Dr. Ellis'), title: 'x', publishedAt: '' }
    expect('publishedAt' in toPayload(values)).toBe(false)
    const local = '2030-01-15T09:30'
    expect(toPayload({ ...values, publishedAt: local }).publishedAt).toBe(new Date(local).toISOString())
    expect(toLocalInput(new Date(local).toISOString())).toBe(local)
  })

  it('sends the review date and sources, dropping source rows left blank', () => {
    const source = { title: 'K-12 toolkit', publisher: 'CISA', url: 'https://www.cisa.gov/k12', date: '2023-01' }
    const values = {
      ...emptyValues('Dr. Ellis'),
      reviewedAt: '2026-11-20',
      sources: [sourceRow(source), sourceRow(), sourceRow({ title: '  ' })],
    }
    expect(toPayload(values)).toMatchObject({ reviewedAt: '2026-11-20', sources: [source] })
    // Cleared in the form means cleared on the server, not "keep what is stored".
    expect(toPayload({ ...emptyValues('Dr. Ellis'), reviewedAt: '' })).toMatchObject({ reviewedAt: null, sources: [] })
  })

  it('starts a new post reviewed today, on the author’s own calendar', () => {
    const d = new Date()
    const today = [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n) => String(n).padStart(2, '0')).join('-')
    expect(emptyValues('Dr. Ellis').reviewedAt).toBe(today)
  })
})
