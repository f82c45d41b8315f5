import { frameEmail, when, type RenderedEmail, type Row, type SiteProps } from './layout.ts'
import { fullName } from './lead-facts.ts'

/** As they were when the digest was queued. */
export interface MorningDigestProps extends SiteProps {
  at: string
  /** oldest first; `waited` is already worded ("3 h 20 min") */
  waiting: { firstName: string; lastName: string; district: string; createdAt: string; waited: string }[]
  counts: { new: number; overdue: number; contacted: number; qualified: number }
  /** in the day before */
  quizReports: { firstName: string; lastName: string; district: string; score: number; questionCount: number }[]
  /** oldest first; `booked` is already worded (decision 40) */
  meetings?: { firstName: string; lastName: string; district: string; startsAt: string; booked: string }[]
}

const day = (p: MorningDigestProps) =>
  new Date(p.at).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: p.site.timeZone,
  })

export function morningDigestSubject(p: MorningDigestProps): string {
  const { counts } = p
  return `Open requests for ${day(p)}: ${counts.new} waiting for a reply${counts.overdue ? `, ${counts.overdue} overdue` : ''}`
}

export function renderMorningDigest(p: MorningDigestProps): Promise<RenderedEmail> {
  const { counts, waiting, quizReports, meetings = [] } = p
  const more = counts.new - waiting.length
  const rows: Row[] = [
    ...waiting.map((w): Row => [
      `${fullName(w)}, ${w.district}`,
      `waiting ${w.waited} (arrived ${when(w.createdAt, p.site.timeZone)})`,
    ]),
    ...(more > 0 ? [['…', `and ${more} more on the dashboard`] as Row] : []),
    ...meetings.map((m): Row => [
      `Meeting to confirm: ${fullName(m)}, ${m.district}`,
      `for ${when(m.startsAt, p.site.timeZone)}, booked ${m.booked} ago`,
    ]),
    ['Contacted', String(counts.contacted)],
    ['Qualified', String(counts.qualified)],
    ...quizReports.map((r): Row => [
      `Quiz report: ${fullName(r)}, ${r.district}`,
      `score ${r.score}/${r.questionCount}`,
    ]),
  ]
  return frameEmail(morningDigestSubject(p), {
    site: p.site,
    title: `Open requests, ${day(p)}`,
    intro:
      counts.new === 0
        ? 'No request is waiting for a first reply.'
        : `${counts.new} ${counts.new === 1 ? 'request is' : 'requests are'} waiting for a first reply${counts.overdue ? `, ${counts.overdue} past the 4-hour promise` : ''}. Oldest first:`,
    rows,
    action: { label: 'Open the dashboard', url: `${p.siteUrl}/admin-contacts` },
  })
}
