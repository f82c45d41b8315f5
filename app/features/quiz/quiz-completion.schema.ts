import { z } from '#app/lib/zod.ts'
import { quizQuestions } from '#content/quiz.ts'

/** Any other field is refused, so nothing personal can be stored. */
export const quizCompletionSchema = z.strictObject(
  {
    answers: z
      .array(
        // zod 4: the type's message stands for its checks too (decision 66).
        z.number({ error: 'Each answer is the number of an option' }).int().min(0).max(3),
        { error: 'Answers are a list of option numbers' },
      )
      .length(quizQuestions.length, `Answer all ${quizQuestions.length} questions`),
  },
  { error: 'A completion holds the answers only' },
)
