import { data, redirect } from 'react-router'
import { DomainError } from '#app/lib/errors.ts'
import { admitSubmission, type FormGateDeps } from '#app/lib/form-gate.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { QuizQuestion } from '#content/types.ts'
import type { QuizService } from './quiz-service.server.ts'
import { stepAt, stepPath, START_AGAIN, type QuizStep } from './quiz-steps.ts'

/** A posted answer the quiz cannot take: the step to draw again, and what was wrong. */
export interface QuizAnswerRefusal {
  step: QuizStep
  problem?: string
}

export const CHOOSE_AN_ANSWER = 'Choose an answer, then press Submit Answer.'

/**
 * POST to an open question's address (quiz-steps.ts, decision 56), with or without the script: the
 * question and the answers so far are read from the address, the choice from the form. Taken: 303
 * to the question answered, so a reload or Back never posts it again. The last answer also counts
 * the anonymous completion, once, through the same gate as /api/quiz/completions; a refused count
 * (a limit, a flood) is logged and skipped, as the results never depend on it. No choice: the
 * question drawn again with 400; an address or choice that is not the quiz's: 400 and a message.
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
