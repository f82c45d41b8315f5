/** Decision 39; shared by the form and its action. No React here. */

/** For a client other than the page, which posts to the results' address (decision 56). */
export const QUIZ_REPORT_ACTION = '/cybersecurity-quiz/report'

export const QUIZ_REPORT_FORM = 'quiz-report'

/** The answers travel beside them as repeated hidden `answers` fields. */
export const QUIZ_REPORT_FIELDS = ['firstName', 'lastName', 'email', 'position', 'district', 'studentCount'] as const
