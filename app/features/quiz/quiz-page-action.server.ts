import { data, redirect } from 'react-router'
import { DomainError } from '#app/lib/errors.ts'
import { admitSubmission, type FormGateDeps } from '#app/lib/form-gate.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { QuizQuestion } from '#content/types.ts'
import type { QuizService } from './quiz-service.server.ts'
import { stepAt, stepPath, START_AGAIN, type QuizStep } from './quiz-steps.ts'

export interface QuizAnswerRefusal {
  step: QuizStep
  problem?: string
}

export const CHOOSE_AN_ANSWER = 'Choose an answer, then press Submit Answer.'

/**
 * Decision 56. Taken: 303, so a reload or Back never posts it again. The last answer counts the
 * completion through the /api/quiz/completions gate; a refused count is only logged.
 */
export async function quizAnswerAction(
  request: Request,
  { gate, quiz, questions }: { gate: FormGateDeps; quiz: QuizService; questions: readonly QuizQuestion[] },
  { ip, log }: { ip: string; log: Logger },
) {
  const step = stepAt(questions, new URL(request.url).searchParams)
  const refuse = (refusal: QuizAnswerRefusal) => data(refusal, { status: 400 })
  if (step.kind === 'refused') return refuse({ step })
  if (step.kind !== 'question') {
    return refuse({ step: { kind: 'refused', message: `This question has been answered already. ${START_AGAIN}` } })
  }
  const choice = (await request.formData()).get('choice')
  if (choice === null || choice === '') return refuse({ step, problem: CHOOSE_AN_ANSWER })
  const question = questions[step.number - 1]!
  if (typeof choice !== 'string' || !/^\d$/.test(choice) || Number(choice) >= question.options.length) {
    return refuse({
      step: { kind: 'refused', message: `That answer is not one of question ${step.number}'s options. ${START_AGAIN}` },
    })
  }
  const answers = [...step.answers, Number(choice)]
  if (answers.length === questions.length) {
    try {
      await admitSubmission(gate, 'quiz', { client: clientKey(ip), log }, () => answers)
      await quiz.recordCompletion(answers)
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'too_many') throw error
      log.info({ event: 'quiz_completion_not_counted', reason: error.reason }, 'quiz completion not counted')
    }
  }
  return redirect(stepPath({ kind: 'answered', number: step.number, answers }), 303)
}
