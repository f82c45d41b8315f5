/** What the district report's form posts and where (decision 39); shared by the form and its action. No React here. */

/** Where the form's script sends it; without a script the form posts to the results page it is on. */
export const QUIZ_REPORT_ACTION = '/cybersecurity-quiz/report'

/** The refusal's name for this form (app/lib/forms/form-refusal.ts). */
export const QUIZ_REPORT_FORM = 'quiz-report'

/** The form's own fields; the answers travel beside them as repeated hidden `answers` fields. */
export const QUIZ_REPORT_FIELDS = ['firstName', 'lastName', 'email', 'position', 'district', 'studentCount'] as const
