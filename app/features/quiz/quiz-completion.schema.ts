import { z } from '#app/lib/zod.ts'
import { quizQuestions } from '#content/quiz.ts'

/** Any other field is refused, so nothing personal can be stored. */
export const quizCompletionSchema = z.strictObject(
  {
    answers: z
      .array(
        z
          .number({ error: 'Each answer is the number of an option' })
          .int('Each answer is the number of an option')
          .min(0, 'Each answer is the number of an option')
          .max(3, 'Each answer is the number of an option'),
        { error: 'Answers are a list of option numbers' },
      )
      .length(quizQuestions.length, `Answer all ${quizQuestions.length} questions`),
  },
  { error: 'A completion holds the answers only' },
)
