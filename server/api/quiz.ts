import { Router } from 'express'
import { quizCompletionSchema } from '#app/features/quiz/quiz-completion.schema.ts'
import { admitSubmission, parseInput } from '#app/lib/form-gate.server.ts'
import type { Services } from '#app/services.server.ts'
import { submissionOf } from '#app/lib/forms/public-form.server.ts'

/** Anonymous; for a client running the quiz itself (the site's quiz counts via its last post, decision 56). */
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
