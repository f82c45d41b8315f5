import { describe, expect, it } from 'vitest'
import { seedPosts } from './blog/index.ts'
import { draftingMarker as DRAFTING_MARKER } from './drafting-markers.ts'
import { resourceDocuments } from './resource-docs/index.ts'
import { accessibilityStatement } from './accessibility.ts'
import type { Source } from './types.ts'

/**
 * Every document and sample post says when its facts were last checked and what they
 * rest on, and nothing written for the author reaches a reader. The rendered PDFs are checked for
 * the same markers, "Last reviewed" and every source URL in tests/api/pdf.test.ts.
 */

const MAX_AGE_MONTHS = 12

const isoDay = (d: Date) => d.toISOString().slice(0, 10)

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && isoDay(date) === value
}

/** The oldest acceptable reviewedAt: the same calendar day twelve months before today (UTC). */
function oldestAllowed(today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - MAX_AGE_MONTHS, today.getUTCDate()))
  return isoDay(d)
}

function reviewProblem(reviewedAt: unknown, today = new Date()): string | null {
  if (typeof reviewedAt !== 'string' || !isCalendarDay(reviewedAt))
    return `reviewedAt ${JSON.stringify(reviewedAt)} is not a 'YYYY-MM-DD' date`
  if (reviewedAt > isoDay(today)) return `reviewedAt ${reviewedAt} is in the future`
  if (reviewedAt < oldestAllowed(today))
    return `reviewedAt ${reviewedAt} is more than ${MAX_AGE_MONTHS} months old: review the facts and sources again`
  return null
}

function sourceProblems(sources: Source[], today = new Date()): string[] {
  const problems: string[] = []
  if (!Array.isArray(sources) || sources.length === 0) return ['no sources']
  const seen = new Set<string>()
  sources.forEach((s, i) => {
    const at = `source ${i + 1} (${s?.title ?? 'untitled'})`
    if (!s || typeof s.title !== 'string' || !s.title.trim()) problems.push(`${at}: no title`)
    if (!s || typeof s.publisher !== 'string' || !s.publisher.trim()) problems.push(`${at}: no publisher`)
    let url: URL | undefined
    try {
      url = new URL(s.url)
    } catch {
      problems.push(`${at}: no valid URL`)
    }
    if (url && url.protocol !== 'https:') problems.push(`${at}: URL is not https`)
    // Two documents found through one index page share its URL; the same document twice is an error.
    const key = url ? `${url.href} ${s?.title}` : ''
    if (url && seen.has(key)) problems.push(`${at}: cited twice`)
    if (url) seen.add(key)
    const date = typeof s?.date === 'string' ? s.date : ''
    const valid =
      /^\d{4}$/.test(date) || (/^\d{4}-\d{2}$/.test(date) && isCalendarDay(`${date}-01`)) || isCalendarDay(date)
    if (!valid) problems.push(`${at}: date ${JSON.stringify(s?.date)} is not 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD'`)
    else if (date > isoDay(today)) problems.push(`${at}: date ${date} is in the future`)
  })
  return problems
}

describe('the freshness rules themselves', () => {
  const today = new Date('2026-11-23T12:00:00Z')

  it('accepts a review from today back to the same day a year ago', () => {
    expect(reviewProblem('2026-11-23', today)).toBeNull()
    expect(reviewProblem('2025-11-23', today)).toBeNull()
  })

  it('rejects a stale, future or malformed review date', () => {
    expect(reviewProblem('2025-11-22', today)).toMatch(/more than 12 months old/)
    expect(reviewProblem('2026-11-24', today)).toMatch(/in the future/)
    expect(reviewProblem('2026-02-30', today)).toMatch(/not a 'YYYY-MM-DD' date/)
    expect(reviewProblem('23 November 2026', today)).toMatch(/not a 'YYYY-MM-DD' date/)
    expect(reviewProblem(undefined, today)).toMatch(/not a 'YYYY-MM-DD' date/)
  })

  it('rejects a source without an https URL, a title or a publisher', () => {
    const good: Source = {
      title: 'A report',
      publisher: 'An agency',
      url: 'https://example.gov/report',
      date: '2025-08',
    }
    expect(sourceProblems([good], today)).toEqual([])
    expect(sourceProblems([{ ...good, url: 'http://example.gov/report' }], today)).toEqual([
      'source 1 (A report): URL is not https',
    ])
    expect(sourceProblems([{ ...good, url: '' }], today)).toEqual(['source 1 (A report): no valid URL'])
    expect(sourceProblems([{ ...good, title: ' ' }], today)).toEqual(['source 1 ( ): no title'])
    expect(sourceProblems([{ ...good, publisher: '' }], today)).toEqual(['source 1 (A report): no publisher'])
    expect(sourceProblems([{ ...good, date: 'recent' }], today)).toHaveLength(1)
    expect(sourceProblems([], today)).toEqual(['no sources'])
  })

  it('accepts two documents found through one index page, but not one document cited twice', () => {
    const index = { title: 'Alert A', publisher: 'An agency', url: 'https://example.gov/alerts', date: '2019' }
    expect(sourceProblems([index, { ...index, title: 'Alert B' }], today)).toEqual([])
    expect(sourceProblems([index, index], today)).toEqual(['source 2 (Alert A): cited twice'])
  })

  it('recognises drafting markers but not ordinary prose', () => {
    for (const note of [
      'TODO: add the figure',
      'Status has not been confirmed for this document.',
      'This number is unverified.',
      'Check the current text before quoting.',
      'Drafting note: remove',
      'Lorem ipsum dolor',
      // hedges that hand back a check the review date says was done
      'Check current status with USAC.',
      'Check CISA\u2019s SLCGP page and your state administering agency for its current status.',
      "Check CISA's CIRCIA page for whether it is in force, and record the answer here.",
      'Before presenting, replace these with the latest figures from ic3.gov.',
      'So check current terms if older guidance points you to them as free.',
    ])
      expect(note).toMatch(DRAFTING_MARKER)
    for (const prose of [
      'Treat every request as suspect until it is verified.',
      'Mastodon accounts',
      'Outstanding',
      'Check whether your current licenses already include MFA.',
      'Ask the vendor in writing using step 5, and record the answer.',
      'As of November 25, 2026 the final rule has been delayed past its May 2026 target.',
    ])
      expect(prose).not.toMatch(DRAFTING_MARKER)
  })
})

describe.each(Object.entries(resourceDocuments))('resource document %s', (_slug, doc) => {
  it('was reviewed within the last 12 months', () => {
    expect(reviewProblem(doc.reviewedAt)).toBeNull()
  })

  it('cites each source with a title, a publisher, a date and an https URL', () => {
    expect(sourceProblems(doc.sources)).toEqual([])
  })

  it('carries no drafting marker in its text', () => {
    expect(JSON.stringify(doc)).not.toMatch(DRAFTING_MARKER)
  })
})

describe.each(seedPosts.map((p) => [p.slug, p] as const))('sample post %s', (_slug, post) => {
  it('was reviewed within the last 12 months', () => {
    expect(reviewProblem(post.reviewedAt)).toBeNull()
  })

  it('cites each source with a title, a publisher, a date and an https URL', () => {
    expect(sourceProblems(post.sources)).toEqual([])
  })

  it('carries no drafting marker in its title, excerpt or body', () => {
    expect(`${post.title}\n${post.excerpt}\n${post.content}`).not.toMatch(DRAFTING_MARKER)
  })
})

describe('the accessibility statement', () => {
  it('was reviewed within the last 12 months and cites its sources properly', () => {
    expect(reviewProblem(accessibilityStatement.reviewedAt)).toBeNull()
    expect(sourceProblems(accessibilityStatement.sources)).toEqual([])
  })
})
