import { Router } from 'express'
import { quizCompletionSchema } from '#app/features/quiz/quiz-completion.schema.ts'
import { admitSubmission, parseInput } from '#app/lib/form-gate.server.ts'
import type { Services } from '#app/services.server.ts'
import { submissionOf } from '#app/lib/forms/public-form.server.ts'

/**
 * POST /api/quiz/completions (beyond the spec, for the insights): a client that runs the quiz
 * itself sends the answers once, at the end. The site's own quiz counts through its last answer's
 * post instead, through the same gate (quiz-page-action.server.ts, decision 56). Anonymous: no cookie is read or set, no address or
 * identifier is stored (the rate limit counts per client address for an hour, as the lead forms
 * do). 204, no body.
 */
export function quizRoutes(services: Services): Router {
  const router = Router()
  router.post('/quiz/completions', async (req, res) => {
    const { answers } = await admitSubmission(services, 'quiz', submissionOf(req), () =>
      parseInput(quizCompletionSchema, req.body),
    )
    await services.quiz.recordCompletion(answers)
    res.status(204).end()
  })
  return router
}
