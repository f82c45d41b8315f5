import { z } from '#app/lib/zod.ts'
import { contactSchema } from '#app/features/leads/lead.schema.ts'
import { quizQuestions } from '#content/quiz.ts'
import type { QuizQuestion } from '#content/types.ts'

/** "questionId:optionIndex" in a hidden field per question. */
export const answerField = (questionId: number, option: number) => `${questionId}:${option}`

export const RETAKE = 'Please take the quiz again, then ask for the report.'

/** Every question once, each answer one of its options. */
export function answersSchema(questions: readonly QuizQuestion[]) {
  const byId = new Map(questions.map((q, i) => [q.id, { q, i }]))
  return z
    .array(
      z
        .string({ error: `The quiz's answers could not be read. ${RETAKE}` })
        .max(20)
        .regex(/^\d{1,4}:\d{1,2}$/),
      { error: `The quiz's answers are missing. ${RETAKE}` },
    )
    .max(100, `The quiz has ${questions.length} questions; more answers were sent. ${RETAKE}`)
    .transform((list, ctx) => {
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message: `${message} ${RETAKE}` })
        return z.NEVER
      }
      const answers: (number | undefined)[] = Array.from({ length: questions.length })
      for (const item of list) {
        const [id, option] = item.split(':').map(Number) as [number, number]
        const found = byId.get(id)
        if (!found) return refuse(`The answers name a question the quiz does not have (${id}).`)
        if (option >= found.q.options.length)
          return refuse(`The answer to question ${found.i + 1} is not one of its options.`)
        if (answers[found.i] !== undefined) return refuse(`Question ${found.i + 1} was answered twice.`)
        answers[found.i] = option
      }
      if (answers.some((a) => a === undefined))
        return refuse(`The report needs all ${questions.length} answers; ${list.length} were sent.`)
      return answers as number[]
    })
}

/** The score is never sent: the server works it out from the answers. */
export const quizReportSchema = contactSchema
  .pick({ firstName: true, lastName: true, email: true, position: true, district: true, studentCount: true })
  .extend({
    answers: z.preprocess((v) => (typeof v === 'string' ? [v] : v), answersSchema(quizQuestions)),
    attribution: contactSchema.shape.attribution,
  })
