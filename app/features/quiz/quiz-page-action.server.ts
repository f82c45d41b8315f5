import { data, redirect } from 'react-router'
import { DomainError } from '#app/lib/errors.ts'
import { admitSubmission, type FormGateDeps } from '#app/lib/form-gate.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { QuizQuestion } from '#content/types.ts'
import { answersFromForm, resultsPath } from './quiz-answers.ts'
import type { QuizService } from './quiz-service.server.ts'

/** A one-page quiz sent with a question left unanswered: what was chosen, to draw the form again. */
export interface QuizPageRefusal {
  chosen: (number | null)[]
  unanswered: number[]
}

/**
 * POST /cybersecurity-quiz: the quiz answered on one page without a script (decision 33). Every
 * question answered: the anonymous completion is counted as the script would count it, through the
 * same gate, and the visitor is sent on to the results (303, so a reload counts nothing twice).
 * A refused count (a limit, a flood) is logged and skipped: the results never depend on it, as with
 * the script. A question left unanswered: the form drawn again with 400, the choices kept.
 */
export async function quizPageAction(
  request: Request,
  { gate, quiz, questions }: { gate: FormGateDeps; quiz: QuizService; questions: readonly QuizQuestion[] },
  { ip, log }: { ip: string; log: Logger },
) {
  const { chosen, unanswered } = answersFromForm(questions, await request.formData())
  if (unanswered.length) return data<QuizPageRefusal>({ chosen, unanswered }, { status: 400 })
  const answers = chosen as number[]
  try {
    await admitSubmission(gate, 'quiz', { client: clientKey(ip), log }, () => answers)
    await quiz.recordCompletion(answers)
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'too_many') throw error
    log.info({ event: 'quiz_completion_not_counted', reason: error.reason }, 'quiz completion not counted')
  }
  return redirect(resultsPath(answers), 303)
}
