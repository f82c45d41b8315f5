import { describe, expect, it } from 'vitest'
import { seedPosts } from './blog/index.ts'
import { draftingMarker as DRAFTING_MARKER } from './drafting-markers.ts'
import { resourceDocuments } from './resource-docs/index.ts'
import { accessibilityStatement } from './accessibility.ts'
import { additionalServices, faqs, plans } from './pricing.ts'
import { quizQuestions } from './quiz.ts'
import { categoryPlan, questionNextSteps } from './quiz-report.ts'
import { resources } from './resources.ts'
import { hero, services } from './services.ts'
import { pillarActSentence, slcgpStatusSentence } from './shared-statements.ts'
import * as sources from './sources.ts'
import type { SeedPost, Source } from './types.ts'

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

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const AS_OF = new RegExp(`\\bas of (${MONTH_NAMES.join('|')})(?: (\\d{1,2}),)? (\\d{4})`, 'gi')

/** The days a text speaks of: its "As of {date}" phrases and the days its sources were published. */
function namedDays(text: string, sources: Source[]): { what: string; day: string }[] {
  return [
    ...[...text.matchAll(AS_OF)].map(([phrase, month, day, year]) => ({
      what: `"${phrase}"`,
      day: `${year}-${String(MONTH_NAMES.findIndex((m) => m.toLowerCase() === month!.toLowerCase()) + 1).padStart(2, '0')}-${String(day ?? 1).padStart(2, '0')}`,
    })),
    // Sources dated to the day: publications. A month alone may be when a page kept current online
    // was read (types.ts), which is a review, not news.
    ...sources
      .filter((source) => isCalendarDay(source.date))
      .map((source) => ({ what: `the source "${source.title}"`, day: source.date })),
  ]
}

const latestAfter = (named: { what: string; day: string }[], day: string) =>
  named.filter((n) => n.day > day).sort((a, b) => (a.day < b.day ? 1 : -1))[0]

/**
 * Decision 35: a post whose words speak of a later day than it shows as its date must show when it
 * was updated. On a first start today, the post is dated `publishedDaysAgo` back. Answers the problem, or null.
 */
function datingProblem(
  post: Pick<SeedPost, 'content' | 'publishedDaysAgo' | 'updatedOn' | 'sources'>,
  today = new Date(),
): string | null {
  const published = isoDay(new Date(today.getTime() - post.publishedDaysAgo * 24 * 60 * 60 * 1000))
  const latest = latestAfter(namedDays(post.content, post.sources), published)
  if (!latest) return null
  if (!post.updatedOn) return `it is dated ${published} but names ${latest.what} (${latest.day}): give it updatedOn`
  if (!isCalendarDay(post.updatedOn)) return `updatedOn ${post.updatedOn} is not a 'YYYY-MM-DD' date`
  if (post.updatedOn < latest.day) return `updatedOn ${post.updatedOn} comes before ${latest.what} (${latest.day})`
  return null
}

/**
 * Decision 45: the "Last reviewed" date a reader sees covers every fact on the page. A resource
 * document has no other date, so it must not speak of a day after its review; a post's update is
 * a review of its facts, so its updatedOn is no later than its reviewedAt. Answers the problem, or null.
 */
function reviewDatingProblem(page: {
  text: string
  reviewedAt: string
  sources: Source[]
  updatedOn?: string
}): string | null {
  const latest = latestAfter(namedDays(page.text, page.sources), page.reviewedAt)
  if (latest) return `it was last reviewed ${page.reviewedAt} but names ${latest.what} (${latest.day}): review it again`
  if (page.updatedOn && page.updatedOn > page.reviewedAt)
    return `updatedOn ${page.updatedOn} comes after its last review (${page.reviewedAt}): an update reviews the facts`
  return null
}

/** A day named in prose: "September 30, 2026" or "September 2026" (then the month's last day). */
const NAMED_DATE = `(${MONTH_NAMES.join('|')})(?: (\\d{1,2}),)? (\\d{4})`

function lastDayOf(month: string, day: string | undefined, year: string): string {
  const m = MONTH_NAMES.findIndex((name) => name.toLowerCase() === month.toLowerCase()) + 1
  const d = day ?? String(new Date(Date.UTC(Number(year), m, 0)).getUTCDate())
  return `${year}-${String(m).padStart(2, '0')}-${d.padStart(2, '0')}`
}

/** A date named as a deadline or as the end of something: "through", "until", "deadline of", "due by", "expires on". */
const TIME_BOUND = new RegExp(
  `\\b(?:through|until|till|no later than|deadline(?: of| is| was| on)?|due(?: on| by)?|expir(?:es|ing)(?: on)?)\\s+${NAMED_DATE}`,
  'gi',
)
/** "from July 2023 through December 2024" is a period the figures cover, not an end still to come. */
const RANGE_START = new RegExp(`\\b(?:from|between) (?:${NAMED_DATE}|\\d{4})\\s*$`, 'i')
/** Words that say an end came: "ran to", "ended on", "expired", "has passed". */
const ENDED = '(?:ran|ended|expired|lapsed|closed|passed|was due|were due)'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Decision 45 (issue 54): a page that names a date as a deadline, or as the day something runs
 * "through" or "until", was either reviewed before that date, or says what happened once it came:
 * the date is named with a word that says it ended ("ran to September 30, 2026", "has passed"), or
 * followed in the same sentence by a later "As of" ("...; as of November 2026 no extension was found").
 * `reviewedAt` is the page's "Last reviewed" date; texts without one are held to today.
 * Answers one line per date presented as still ahead, or [].
 */
function pastDeadlineProblems(text: string, reviewedAt: string): string[] {
  const plain = text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
  const problems = new Set<string>()
  for (const match of plain.matchAll(TIME_BOUND)) {
    const [phrase, month, day, year] = match
    if (RANGE_START.test(plain.slice(Math.max(0, match.index - 40), match.index))) continue
    const date = lastDayOf(month!, day, year!)
    if (reviewedAt < date) continue
    const named = escapeRegExp(`${month} ${day ? `${day}, ` : ''}${year}`)
    const saysItEnded = new RegExp(
      `\\b${ENDED}\\b(?: [\\w.]+){0,3}? ${named}|${named},? (?:has|have|had) (?:passed|ended|expired|lapsed)`,
      'i',
    ).test(plain)
    const laterAsOf = [...plain.matchAll(new RegExp(`${named}[^.]{0,120}`, 'gi'))].some(([after]) =>
      [...after.matchAll(AS_OF)].some(([, m, d, y]) => lastDayOf(m!, d, y!) > date),
    )
    if (!saysItEnded && !laterAsOf)
      problems.add(
        `"${phrase}" (${date}) is presented as still ahead, but the page was last reviewed ${reviewedAt}: say what happened after it`,
      )
  }
  return [...problems]
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

  it('asks a post that speaks of a later day than its date to show when it was updated', () => {
    const source: Source = {
      title: 'A report',
      publisher: 'An agency',
      url: 'https://example.gov/r',
      date: '2026-04-07',
    }
    const post = { content: '<p>Words.</p>', publishedDaysAgo: 150, sources: [source] } // dated 2026-06-26
    expect(datingProblem(post, today)).toBeNull()
    expect(datingProblem({ ...post, content: '<p>As of November 2026, the rule is not final.</p>' }, today)).toMatch(
      /names "As of November 2026" \(2026-11-01\): give it updatedOn/,
    )
    expect(
      datingProblem({ ...post, content: '<p>as of November 25, 2026</p>', updatedOn: '2026-11-20' }, today),
    ).toMatch(/updatedOn 2026-11-20 comes before/)
    expect(
      datingProblem({ ...post, content: '<p>As of November 25, 2026</p>', updatedOn: '2026-11-25' }, today),
    ).toBeNull()
    expect(datingProblem({ ...post, sources: [{ ...source, date: '2026-09-02' }] }, today)).toMatch(/source "A report"/)
    expect(datingProblem({ ...post, sources: [{ ...source, date: '2026-11' }] }, today)).toBeNull() // read, not published
    expect(datingProblem({ ...post, publishedDaysAgo: 3, content: '<p>As of November 2026</p>' }, today)).toBeNull()
  })

  it('asks a page to be reviewed again when it speaks of a day after its "Last reviewed" date', () => {
    const source: Source = {
      title: 'A report',
      publisher: 'An agency',
      url: 'https://example.gov/r',
      date: '2026-04-07',
    }
    const page = { text: '<p>Words.</p>', reviewedAt: '2026-11-25', sources: [source] }
    expect(reviewDatingProblem(page)).toBeNull()
    expect(reviewDatingProblem({ ...page, text: 'As of November 25, 2026 the rule is not final.' })).toBeNull()
    expect(reviewDatingProblem({ ...page, text: 'As of November 27, 2026 the rule is not final.' })).toMatch(
      /last reviewed 2026-11-25 but names "As of November 27, 2026" \(2026-11-27\)/,
    )
    expect(reviewDatingProblem({ ...page, sources: [{ ...source, date: '2026-11-27' }] })).toMatch(
      /names the source "A report" \(2026-11-27\)/,
    )
    expect(reviewDatingProblem({ ...page, sources: [{ ...source, date: '2026-12' }] })).toBeNull() // read, not published
    expect(reviewDatingProblem({ ...page, updatedOn: '2026-11-25' })).toBeNull()
    expect(reviewDatingProblem({ ...page, updatedOn: '2026-11-28' })).toMatch(/updatedOn 2026-11-28 comes after/)
  })

  it('asks a page that names a passed deadline, or a passed "through"/"until" date, to say what happened after it', () => {
    // The SLCGP paragraph five pages carried when they were reviewed on 2026-11-28 (issue 54).
    const old =
      '<p>Its original four-year funding ended in 2025; on February 3, 2026 Congress reauthorized it through September 30, 2026 (<a href="https://www.congress.gov/bill/119th-congress/house-bill/7148">H.R. 7148</a>) without new money, and no new grant rounds opened. For budgets after September 30, 2026, count only services your state already provides from earlier awards.</p>'
    expect(pastDeadlineProblems(old, '2026-11-28')).toEqual([
      '"through September 30, 2026" (2026-09-30) is presented as still ahead, but the page was last reviewed 2026-11-28: say what happened after it',
    ])
    expect(pastDeadlineProblems(old, '2026-09-29')).toEqual([]) // reviewed while the date was still ahead
    expect(
      pastDeadlineProblems(
        'Congress extended its authority through September 30, 2026. That authority ran to September 30, 2026; as of November 2026 we found no further extension.',
        '2026-11-29',
      ),
    ).toEqual([])
    expect(
      pastDeadlineProblems(
        'It is funded until September 30, 2026; as of November 2026 no new round has opened.',
        '2026-11-29',
      ),
    ).toEqual([])
    expect(pastDeadlineProblems('Its compliance deadline of April 22, 2026 has passed.', '2026-11-29')).toEqual([])
    expect(pastDeadlineProblems('Operators have a compliance deadline of April 22, 2026.', '2026-11-29')).toHaveLength(
      1,
    )
    expect(pastDeadlineProblems('Requests are due by October 13, 2026.', '2026-10-13')).toHaveLength(1)
    expect(pastDeadlineProblems('Comments were due by October 13, 2026.', '2026-11-29')).toEqual([])
    expect(pastDeadlineProblems('The window is open until June 2026.', '2026-06-29')).toEqual([]) // month: its last day
    expect(pastDeadlineProblems('The window is open until June 2026.', '2026-07-01')).toHaveLength(1)
    // a period that figures cover is not an end still to come
    expect(pastDeadlineProblems('incidents from July 2023 through December 2024', '2026-11-29')).toEqual([])
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

  it('speaks of no day after its "Last reviewed" date (decision 45)', () => {
    expect(
      reviewDatingProblem({
        text: JSON.stringify([doc.title, doc.subtitle, doc.intro, doc.sections]),
        reviewedAt: doc.reviewedAt,
        sources: doc.sources,
      }),
    ).toBeNull()
  })

  it('presents no deadline or "through"/"until" date on or before its "Last reviewed" date as still ahead', () => {
    expect(
      pastDeadlineProblems(JSON.stringify([doc.title, doc.subtitle, doc.intro, doc.sections]), doc.reviewedAt),
    ).toEqual([])
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

  it('shows when it was updated if it speaks of a later day than its date (decision 35)', () => {
    expect(datingProblem(post)).toBeNull()
  })

  it('speaks of no day after its "Last reviewed" date, and was reviewed when it was updated (decision 45)', () => {
    expect(
      reviewDatingProblem({
        text: `${post.title}\n${post.excerpt}\n${post.content}`,
        reviewedAt: post.reviewedAt,
        sources: post.sources,
        updatedOn: post.updatedOn,
      }),
    ).toBeNull()
  })

  it('presents no deadline or "through"/"until" date on or before its "Last reviewed" date as still ahead', () => {
    expect(pastDeadlineProblems(`${post.title}\n${post.excerpt}\n${post.content}`, post.reviewedAt)).toEqual([])
  })
})

describe('the accessibility statement', () => {
  it('was reviewed within the last 12 months and cites its sources properly', () => {
    expect(reviewProblem(accessibilityStatement.reviewedAt)).toBeNull()
    expect(sourceProblems(accessibilityStatement.sources)).toEqual([])
    expect(
      reviewDatingProblem({
        text: '',
        reviewedAt: accessibilityStatement.reviewedAt,
        sources: accessibilityStatement.sources,
      }),
    ).toBeNull()
  })
})

/**
 * Wordings that outside fact-checks found wrong, or that a later fact replaced, with a sample of the
 * old text each one catches and of the text that replaced it. None may come back anywhere a reader
 * sees: documents, posts, quiz answers, the catalogue, services, pricing or a source title.
 */
const withdrawnWordings: { wording: RegExp; why: string; old: string; now: string }[] = [
  {
    wording: /minimum (student )?enrol?ment|a minimum set in the proposal/i,
    why: 'CIRCIA: the proposed rule names its threshold for school districts, 1,000 or more students',
    old: 'would cover school districts above a minimum student enrolment set in the proposal',
    now: 'would cover school districts with 1,000 or more students; smaller districts would not be covered',
  },
  {
    wording: /50,000[^.]{0,40}students|students[^.]{0,40}50,000/i,
    why: 'CIRCIA: 50,000 is the proposed threshold for local governments (by population), not for districts',
    old: 'CIRCIA\u2019s proposed rule would cover districts of about 50,000 students.',
    now: 'CIRCIA\u2019s proposed rule would cover districts of 1,000 or more students.',
  },
  {
    wording:
      /could not (be )?(read|reach|reached|open|opened|access)[^.]{0,80}(FBI|IC3)|(FBI|IC3)[^.]{0,80}could not (be )?(read|reached|opened|accessed)/i,
    why: 'IC3: the 2025 report is quoted; never tell readers the FBI\u2019s report could not be read',
    old: 'its figures are not quoted here because this review could not read them in the FBI\u2019s own report',
    now: 'The FBI\u2019s 2025 Internet Crime Report counted 1,008,597 complaints.',
  },
  {
    wording: /(are|is) not quoted here|do not quote (its|the|their) (figures|2025)/i,
    why: 'IC3: the 2025 figures are quoted',
    old: 'IC3 published its 2025 report in April 2026; we do not quote its figures here',
    now: 'IC3 published its 2025 report in April 2026.',
  },
  {
    wording: /\b21,442\b|\$2\.8 billion|IC3 figures are from 2024|Internet Crime Report 2024|2024 annual report/i,
    why: 'IC3: the 2024 report is no longer the latest; quote the 2025 report',
    old: 'received 21,442 business email compromise complaints in 2024, with about $2.8 billion in reported losses (FBI Internet Crime Report 2024)',
    now: 'business email compromise accounted for about $3.05 billion (FBI IC3, 2025 Internet Crime Report)',
  },
  {
    wording: /(?<!from )\$16\.6 ?billion/i,
    why: 'IC3: $16.6 billion is the 2024 total, cited only as what 2025 rose from',
    old: 'Reported losses reached $16.6 billion in 2024, the latest year reported.',
    now: '$20.877 billion in reported losses, up 26% from $16.6 billion in 2024',
  },
  {
    wording: /funded reauthori[sz]ation|further act of Congress, such as the PILLAR Act/i,
    why: 'SLCGP: the PILLAR Act is an authorization without money; use pillarActSentence',
    old: 'unless Congress passes a funded reauthorization such as the PILLAR Act (H.R. 5078)',
    now: pillarActSentence,
  },
  {
    wording:
      /annual[^.]{0,30}Essential Cybersecurity Protections|Essential Cybersecurity Protections[^.]{0,40}\b(annual|yearly)|updated (each|every) (school )?year|each year\S{0,2}s edition/i,
    why: 'K12 SIX: the latest edition that can be verified is 2023-2024; name it by its year',
    old: 'including its annual Essential Cybersecurity Protections series (updated each school year)',
    now: 'its Essential Cybersecurity Protections, 2023-2024 edition (released October 31, 2023)',
  },
  {
    wording: /no newer national count/i,
    why: 'K-12 incidents: the CIS MS-ISAC 2025 K-12 report (March 2025) is a newer data point',
    old: 'so there is no newer national count to put beside the baseline',
    now: 'The CIS MS-ISAC 2025 K-12 Cybersecurity Report (March 2025) is a newer data point.',
  },
  {
    wording: /free only under the (federal|cooperative) agreement/i,
    why: 'MS-ISAC: membership is fee-based and MDBR and Albert require membership; say that',
    old: 'Services such as Albert network sensors and MDBR were free only under the federal agreement',
    now: 'MDBR and Albert network sensors now require an MS-ISAC membership.',
  },
  {
    wording: /including local school districts/i,
    why: 'I-091818-PSA names education, healthcare and commercial airway transportation among the hardest hit',
    old: 'it named education, including local school districts, among the hardest-hit sectors',
    now: 'it named education among the hardest-hit sectors',
  },
  {
    wording:
      /#StopRansomware Guide was (published|written|released|issued) by CISA,? (the )?FBI|(in 2020|2020 (original|guide|edition))[^.;]{0,60}\b(FBI|NSA)\b/i,
    why: '#StopRansomware Guide: CISA and the MS-ISAC wrote the 2020 original; the FBI and the NSA joined the 2023 update',
    old: 'The #StopRansomware Guide was published by CISA, the FBI, the NSA and the MS-ISAC and updated in 2023',
    now: 'CISA and the MS-ISAC published the guide in 2020; the FBI and the NSA joined them for the 2023 update.',
  },
  {
    wording: new RegExp(`\\bStatus on (${MONTH_NAMES.join('|')}) \\d{1,2}, \\d{4}`, 'i'),
    why: 'CIRCIA: a status stamped with the day of a review reads as news on that day; say the final rule has not been issued, as of a month, with CISA\u2019s March 2026 statement',
    old: 'Status on November 25, 2026: CISA\u2019s regulatory agenda set May 2026 for the final rule, and the rule has been delayed past that date',
    now: 'As of November 2026 the final rule has not been issued: CISA\u2019s regulatory agenda had set May 2026 for it.',
  },
  {
    wording: /(final rule|the rule) has been delayed past (its|that)/i,
    why: 'CIRCIA: "delayed past" its target does not tell a district the final rule has not been issued',
    old: 'As of November 25, 2026 the final rule has been delayed past its May 2026 target, so reporting to CISA is still voluntary.',
    now: 'As of November 2026 the final rule has not been issued; until a final rule takes effect, reporting to CISA is voluntary.',
  },
  {
    wording:
      /reauthori[sz]ed it[^.]{0,60}through September 30, 2026|(for budgets )?after (September 30, 2026|that date),? count only/i,
    why: 'SLCGP: September 30, 2026 has passed; say what is known since (slcgpStatusSentence), not what to do "after" it',
    old: 'on February 3, 2026 Congress reauthorized it through September 30, 2026 (H.R. 7148) without new money, and no new grant rounds opened. For budgets after September 30, 2026, count only services your state already provides',
    now: slcgpStatusSentence,
  },
  {
    wording: /needs both an authorization \(the PILLAR Act or S\. 3251\)/i,
    why: 'SLCGP: the authority has also been extended inside funding bills; the sentence names a funding bill as a route',
    old: 'new SLCGP money needs both an authorization (the PILLAR Act or S. 3251) and an appropriation.',
    now: pillarActSentence,
  },
  {
    wording: /(spoofed|employee email|come from an employee)[^.]{0,200}I-091818-PSA/i,
    why: 'Payroll PSAs: the employee-email scenario is I-091019-PSA (2019); I-091818-PSA (2018) is phished payroll-portal logins',
    old: 'The FBI has warned that criminals use phished or spoofed employee email to redirect direct deposits, and named education among the hardest-hit sectors (IC3 PSA I-091818-PSA).',
    now: 'Emails made to look as if they come from an employee ask payroll to change direct deposit details (IC3 PSA I-091019-PSA, September 2019). An earlier FBI warning, about criminals who phish staff logins to payroll portals, named education among the hardest-hit sectors (IC3 PSA I-091818-PSA, September 2018).',
  },
  {
    wording: /real,? compromised mailbox|employee\S{0,2}s real mailbox/i,
    why: 'I-091019-PSA says the requests were made to "appear legitimate"; it does not say they came from real mailboxes',
    old: "so the request can come from the employee's real, compromised mailbox",
    now: 'The PSA says the requests were made to "appear legitimate", and notes that in some cases the criminals first phished employees\u2019 login credentials.',
  },
  {
    wording: /adopts? or revises?[^.]{0,120}hearing|revised polic(y|ies) through public notice and a hearing/i,
    why: 'CIPA (FCC 11-125): the public notice and hearing are required on adoption; a revision needs one only if none was ever held',
    old: 'Before the board adopts or revises the internet safety policy, put the public notice and at least one public hearing or meeting on the calendar',
    now: 'When the board adopts the internet safety policy, give public notice and hold at least one public hearing or meeting first. A later revision needs its own hearing only if none was ever held.',
  },
  {
    wording: /no longer a student[.'"]/i,
    why: 'FERPA (34 CFR 99.3): the after-enrolment exclusion covers only records not directly related to the person\u2019s attendance as a student',
    old: 'Records created about a person after he or she is no longer a student.',
    now: 'Records created or received after a person is no longer a student, if they are not directly related to the person\u2019s attendance as a student (34 CFR 99.3).',
  },
  {
    wording: /respond within 45 days|\(Within 45 Days\)/i,
    why: 'FERPA (34 CFR 99.10(b)): access within a reasonable period of time, in no case more than 45 days',
    old: 'Parent and Eligible Student Access (Within 45 Days). The district must respond within 45 days of the request.',
    now: 'The district must give access within a reasonable period of time, and in no case more than 45 days after the request (34 CFR 99.10(b)).',
  },
  {
    wording: /(?<!full )(evaluations check|evaluates)[^.;]{0,60}more than 150 questions/i,
    why: 'Common Sense Privacy Program: full evaluations use 150+ questions; basic evaluations a 35-question subset',
    old: 'Common Sense Privacy Program evaluations check policies against more than 150 questions grounded in federal and state law.',
    now: 'The Common Sense Privacy Program\u2019s full evaluations check policies against more than 150 questions; its basic evaluations use a 35-question subset.',
  },
  {
    wording:
      /several state (data privacy )?alliances|recommended at launch|state data privacy alliances have recommended/i,
    why: 'NDPA: released in 2020; seven state alliances recommended it on November 11, 2020',
    old: 'standard clauses plus state-specific terms, recommended at launch by several state alliances',
    now: 'standard clauses plus state-specific terms. On November 11, 2020, seven state data privacy alliances recommended it.',
  },
  {
    wording:
      /CISA[^.]{0,80}\b(cites?|cited|repeated)\b[^.]{0,40}(K12 SIX|that finding|55)|finding CISA repeated|report cites K12 SIX/i,
    why: 'The 55% vendor figure is K12 SIX\u2019s (March 10, 2022); CISA\u2019s 2023 report was not found to cite it: cite K12 SIX directly',
    old: 'CISA\u2019s 2023 K-12 report cites K12 SIX data showing that 55 percent of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors.',
    now: 'K12 SIX\u2019s 2022 Year in Review found that 55 percent of publicly disclosed K-12 data breaches from 2016 to 2021 happened at vendors.',
  },
  {
    wording: /Student Privacy Pledge/i,
    why: 'The claim about the Student Privacy Pledge has no source the site can cite',
    old: 'The Future of Privacy Forum\u2019s Student Privacy Pledge has been discontinued.',
    now: 'Treat any rating, seal or vendor pledge as a starting point.',
  },
]

/** Every text a reader can see, by where it appears. Objects are serialized whole, sources included. */
const readerTexts: [string, string][] = [
  ...Object.entries(resourceDocuments).map(([slug, doc]): [string, string] => [
    `resource document ${slug}`,
    JSON.stringify(doc),
  ]),
  ...seedPosts.map((post): [string, string] => [`sample post ${post.slug}`, JSON.stringify(post)]),
  ['quiz', JSON.stringify(quizQuestions)],
  ['quiz report', JSON.stringify({ questionNextSteps, categoryPlan })],
  ['resource catalogue', JSON.stringify(resources)],
  ['services', JSON.stringify({ hero, services })],
  ['pricing', JSON.stringify({ plans, additionalServices, faqs })],
  ['content/sources.ts', JSON.stringify(Object.values(sources))],
]

/** The pages (documents and posts) whose text mentions a subject. */
function pagesMentioning(subject: RegExp): [string, string][] {
  return readerTexts.filter(([where, text]) => /^(resource document|sample post) /.test(where) && subject.test(text))
}

describe('texts without a "Last reviewed" date', () => {
  it.each(readerTexts.filter(([where]) => !/^(resource document|sample post) /.test(where)))(
    '%s presents no deadline or "through"/"until" date before today as still ahead',
    (_where, text) => {
      expect(pastDeadlineProblems(text, isoDay(new Date()))).toEqual([])
    },
  )
})

describe('withdrawn wordings', () => {
  it.each(withdrawnWordings.map((w) => [w.why, w] as const))('the rule catches the old text: %s', (_why, w) => {
    expect(w.old).toMatch(w.wording)
    expect(w.now).not.toMatch(w.wording)
  })

  it.each(withdrawnWordings.map((w) => [w.why, w] as const))('no reader text uses it: %s', (_why, w) => {
    const found = readerTexts.flatMap(([where, text]) => {
      const match = text.match(w.wording)
      return match ? [`${where}: \u201c${match[0]}\u201d`] : []
    })
    expect(found).toEqual([])
  })
})

describe('facts stated the same way everywhere', () => {
  it('every page that names the PILLAR Act carries the one SLCGP sentence', () => {
    const pages = pagesMentioning(/PILLAR/)
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.filter(([, text]) => !text.includes(pillarActSentence)).map(([where]) => where)).toEqual([])
  })

  it('every page that names H.R. 7148 or the SLCGP\u2019s September 30, 2026 end says what is known since, in the one sentence', () => {
    const pages = pagesMentioning(/H\.R\. 7148|September 30, 2026/)
    expect(pages.length).toBeGreaterThan(0)
    expect(pages.filter(([, text]) => !text.includes(slcgpStatusSentence)).map(([where]) => where)).toEqual([])
  })

  it('every page that gives the 55% vendor figure cites K12 SIX\u2019s own release for it', () => {
    const pages = pagesMentioning(/\b55(%| percent)[^.]{0,120}vendors/)
    expect(pages.length).toBeGreaterThan(0)
    const { k12six2022Report } = sources
    expect(pages.filter(([, text]) => !text.includes(k12six2022Report.url)).map(([where]) => where)).toEqual([])
  })

  it('every page that mentions CIRCIA gives the proposed rule\u2019s threshold for districts and says the final rule is not issued', () => {
    const pages = pagesMentioning(/CIRCIA/)
    expect(pages.length).toBeGreaterThan(0)
    const missing = pages.flatMap(([where, text]) => [
      ...(text.includes('1,000 or more students') ? [] : [`${where}: no 1,000-student threshold`]),
      ...(/89 FR 23644/.test(text) ? [] : [`${where}: no Federal Register citation of the proposed rule`]),
      ...(/final rule has not been issued/.test(text)
        ? []
        : [`${where}: does not say the final rule has not been issued`]),
    ])
    expect(missing).toEqual([])
  })

  it('every page that quotes an IC3 annual report quotes the 2025 report and cites it', () => {
    const pages = pagesMentioning(/Internet Crime Report|IC3[^.]{0,60}annual report/)
    expect(pages.length).toBeGreaterThan(0)
    const { ic3Report2025 } = sources
    expect(ic3Report2025.url).toMatch(/^https:\/\/www\.ic3\.gov\//)
    const missing = pages.flatMap(([where, text]) => [
      ...(text.includes('2025 Internet Crime Report') ? [] : [`${where}: does not name the 2025 report`]),
      ...(text.includes(ic3Report2025.url) ? [] : [`${where}: does not cite the 2025 report`]),
    ])
    expect(missing).toEqual([])
  })
})
