import { z } from '#app/lib/zod.ts'
import { quizQuestions } from '#content/quiz.ts'

/**
 * An anonymous quiz completion: the option chosen for each question, in order, and
 * nothing else. Any other field (a name, an address, an id) is refused, so none can be stored.
 */
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
export type QuizCompletion = z.output<typeof quizCompletionSchema>
