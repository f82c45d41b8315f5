import type { LeadService } from '#app/features/leads/leads-service.server.ts'
import { publicForm, type IntakeDeps } from '#app/lib/forms/public-form.server.ts'
import type { QuizQuestion } from '#content/types.ts'
import { buildQuizReport } from './quiz-report.ts'
import { QUIZ_REPORT_ACTION, QUIZ_REPORT_FIELDS } from './quiz-report-form-spec.ts'
import { quizReportSchema } from './quiz-report.schema.ts'

export type QuizReportIntake = ReturnType<typeof createQuizReportIntake>
type Report = { pdf: Buffer; fileName: string }

/** Decision 39: the score is never read from the request; the answer never tells if an address had our mail. */
export function createQuizReportIntake({
  leads,
  questions,
  render,
  ...deps
}: IntakeDeps & {
  leads: LeadService
  questions: readonly QuizQuestion[]
  render: (request: { district: string; answers: readonly number[]; date: Date }) => Promise<Report>
}) {
  return {
    /** null: a filled honeypot */
    report: publicForm(deps, {
      gate: 'quizReport',
      schema: quizReportSchema,
      path: QUIZ_REPORT_ACTION,
      fields: QUIZ_REPORT_FIELDS,
      lists: ['answers'],
      honeypot: () => null,
      async store(input, submission): Promise<Report | null> {
        const report = buildQuizReport(questions, input.answers)
        const createdAt = deps.gate.clock()
        const { pdf, fileName } = await render({ district: input.district, answers: input.answers, date: createdAt })
        const { score, total: questionCount, missedCategories } = report
        await leads.recordQuizReport(
          { ...input, score, questionCount, missedCategories, createdAt },
          { client: submission.client, pdf },
        )
        return { pdf, fileName }
      },
    }),
  }
}
