import type { QuizQuestion } from '#content/types.ts'

/**
 * The answers travel in the address, one digit per question (decision 56; anonymous answers are not
 * personal data):
 *   /cybersecurity-quiz?q=N&a=<N-1 digits> question N, nothing chosen
 *   /cybersecurity-quiz?q=N&a=<N digits>   question N answered
 *   /cybersecurity-quiz?a=<every digit>    the results
 */

export const QUIZ_PATH = '/cybersecurity-quiz'

/** So a phone shows the question rather than the page's top. */
export const QUIZ_ANCHOR = 'quiz'

export type QuizStep =
  | { kind: 'question'; number: number; answers: number[] }
  | { kind: 'answered'; number: number; answers: number[] }
  | { kind: 'results'; answers: number[] }
  | { kind: 'refused'; message: string }

export const START_AGAIN = 'Start the quiz again from question 1.'

const refused = (message: string): QuizStep => ({ kind: 'refused', message: `${message} ${START_AGAIN}` })

/** Anything else is refused, never guessed at. */
export function stepAt(questions: readonly QuizQuestion[], params: URLSearchParams): QuizStep {
  const q = params.get('q')
  const a = params.get('a')
  if (q === null && a === null) return { kind: 'question', number: 1, answers: [] }
  const answers = answersOf(questions, a ?? '')
  if (!answers) return refused("This address holds answers that are not the quiz's.")
  if (q === null) {
    return answers.length === questions.length
      ? { kind: 'results', answers }
      : refused(`This address holds ${answersWord(answers.length)} of the quiz's ${questions.length}.`)
  }
  const number = /^\d{1,2}$/.test(q) ? Number(q) : 0
  if (number < 1 || number > questions.length) return refused('This address names a question the quiz does not have.')
  if (answers.length === number - 1) return { kind: 'question', number, answers }
  if (answers.length === number) return { kind: 'answered', number, answers }
  return refused(`This address holds ${answersWord(answers.length)} for question ${number}.`)
}

const answersWord = (n: number) => `${n} answer${n === 1 ? '' : 's'}`

function answersOf(questions: readonly QuizQuestion[], digits: string): number[] | null {
  if (!/^\d*$/.test(digits) || digits.length > questions.length) return null
  const answers = [...digits].map(Number)
  return answers.every((option, i) => option < questions[i]!.options.length) ? answers : null
}

/** `anchored` adds the fragment that lands on the quiz. */
export function stepPath(step: Exclude<QuizStep, { kind: 'refused' }>, anchored = true): string {
  const a = step.answers.join('')
  const query = step.kind === 'results' ? `?a=${a}` : step.number === 1 && !a ? '' : `?q=${step.number}&a=${a}`
  return `${QUIZ_PATH}${query}${anchored ? `#${QUIZ_ANCHOR}` : ''}`
}

export function nextStep(
  questions: readonly QuizQuestion[],
  step: Extract<QuizStep, { kind: 'answered' }>,
): Exclude<QuizStep, { kind: 'refused' }> {
  return step.number === questions.length
    ? { kind: 'results', answers: step.answers }
    : { kind: 'question', number: step.number + 1, answers: step.answers }
}

export const scoreOf = (questions: readonly QuizQuestion[], answers: readonly number[]) =>
  answers.filter((option, i) => option === questions[i]?.correctAnswer).length
