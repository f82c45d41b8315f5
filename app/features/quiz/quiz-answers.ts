import type { QuizQuestion } from '#content/types.ts'

/**
 * The quiz answered on one page, without a script (decision 33): one radio group per question,
 * named by the question's id, whose value is the option's index. No React and no server code here:
 * the form, its action and the results page share these names.
 */

export const QUIZ_ACTION = '/cybersecurity-quiz'
export const QUIZ_RESULTS_PATH = '/cybersecurity-quiz/results'

/** The radio group of a question. */
export const answerFieldName = (question: QuizQuestion) => `q${question.id}`

/** The id of a question's fieldset, which the refusal's summary links to. */
export const questionFieldsetId = (question: QuizQuestion) => `quiz-question-${question.id}`

/** An option index the question has, or undefined for anything else (absent, empty, forged). */
function optionOf(question: QuizQuestion, value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d$/.test(value)) return undefined
  const option = Number(value)
  return option < question.options.length ? option : undefined
}

/** What a posted one-page quiz chose for each question, and the numbers (1-based) of those left unanswered. */
export function answersFromForm(
  questions: readonly QuizQuestion[],
  fields: { get(name: string): unknown },
): { chosen: (number | null)[]; unanswered: number[] } {
  const chosen = questions.map((q) => optionOf(q, fields.get(answerFieldName(q))) ?? null)
  const unanswered = chosen.flatMap((option, i) => (option === null ? [i + 1] : []))
  return { chosen, unanswered }
}

/**
 * The results page's address: the chosen options as one digit each, in the quiz's order. Answers to
 * an anonymous quiz are not personal data, and the address lets the visitor reload or keep the results.
 */
export const resultsPath = (answers: readonly number[]) => `${QUIZ_RESULTS_PATH}?answers=${answers.join('')}`

/** The answers the results page's address carries, or null when they are not one option per question. */
export function answersFromParam(questions: readonly QuizQuestion[], param: string | null): number[] | null {
  if (param === null || param.length !== questions.length || !/^\d+$/.test(param)) return null
  const answers = questions.map((q, i) => optionOf(q, param[i]))
  return answers.every((a) => a !== undefined) ? answers : null
}
