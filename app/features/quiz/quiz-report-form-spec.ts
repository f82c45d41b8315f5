/** What the district report's form posts and where (decision 39); shared by the form and its action. No React here. */

export const QUIZ_REPORT_ACTION = '/cybersecurity-quiz/report'

/** The form's own fields; the answers travel beside them as repeated hidden `answers` fields. */
export const QUIZ_REPORT_FIELDS = ['firstName', 'lastName', 'email', 'position', 'district', 'studentCount'] as const

/** A refused request, as the action answers the page's script. */
export interface QuizReportRefusal {
  message: string
  code: 'invalid' | 'too_many'
  errors: Record<string, string[]>
  /** the site is flooded and wanted the proof of work of decision 13 */
  busy?: boolean
}
