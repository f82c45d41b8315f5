import { headerSafe } from '../header-safe.ts'
import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'
import { fullName, personRows, sourceRows, type PersonFacts, type SourceFacts } from './lead-facts.ts'

export interface QuizReportAlertProps extends SiteProps, PersonFacts, SourceFacts {
  studentCount: string | null
  score: number
  questionCount: number
  missedCategories: string[]
}

export function renderQuizReportAlert(p: QuizReportAlertProps): Promise<RenderedEmail> {
  const name = headerSafe(fullName(p))
  return frameEmail(`Quiz report: ${name}, ${headerSafe(p.district)}, ${p.score}/${p.questionCount}`, {
    site: p.site,
    title: 'New quiz report request',
    intro: `${name} took the cybersecurity quiz and asked for the district report, which was sent to them. Reply to this email to answer ${name} directly.`,
    rows: [
      ...personRows(p),
      ['Student count', p.studentCount ?? 'N/A'],
      ['Score', `${p.score}/${p.questionCount}`],
      ['Missed categories', p.missedCategories.length ? p.missedCategories.join(', ') : 'none'],
      ...sourceRows(p),
    ],
    footer: `Dashboard: ${p.siteUrl}/admin-contacts`,
  })
}
