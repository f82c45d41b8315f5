/** What the district report's form posts and where (decision 39); shared by the form and its action. No React here. */

/**
 * The report's own address: the same post, answered with the PDF or the refusal as JSON, for a
 * client other than the page (the page's form posts to the results' address, with or without its
 * script: decision 56).
 */
export const QUIZ_REPORT_ACTION = '/cybersecurity-quiz/report'

/** The refusal's name for this form (app/lib/forms/form-refusal.ts). */
export const QUIZ_REPORT_FORM = 'quiz-report'

/** The form's own fields; the answers travel beside them as repeated hidden `answers` fields. */
export const QUIZ_REPORT_FIELDS = ['firstName', 'lastName', 'email', 'position', 'district', 'studentCount'] as const
