import type { LeadService } from '#app/features/leads/leads-service.server.ts'
import { publicForm, type IntakeDeps } from '#app/lib/forms/public-form.server.ts'
import type { QuizQuestion } from '#content/types.ts'
import { buildQuizReport } from './quiz-report.ts'
import { QUIZ_REPORT_ACTION, QUIZ_REPORT_FIELDS } from './quiz-report-form-spec.ts'
import { quizReportSchema } from './quiz-report.schema.ts'

export type QuizReportIntake = ReturnType<typeof createQuizReportIntake>

/**
 * "Get your district's report", declared for the one way in (app/lib/forms/public-form.server.ts,
 * decision 39): the answers checked against the quiz; the score and missed categories worked out
 * here, never read from the request; the PDF made once, in a worker thread (decision 51); the lead
 * stored with the owner's alert and the visitor's email carrying that same PDF (visitor-mail
 * limits). The answer is the PDF, the same whether or not the email goes: it never tells whether
 * an address had mail from us.
 */
export function createQuizReportIntake({
  leads,
  questions,
  render,
  ...deps
}: IntakeDeps & {
  leads: LeadService
  questions: readonly QuizQuestion[]
  render: (request: { district: string; answers: readonly number[]; date: Date }) => Promise<{
    pdf: Buffer
    fileName: string
  }>
}) {
  return {
    /** null: a filled honeypot, answered as if all were well and stored nowhere */
    report: publicForm(deps, {
      gate: 'quizReport',
      schema: quizReportSchema,
      path: QUIZ_REPORT_ACTION,
      fields: QUIZ_REPORT_FIELDS,
      lists: ['answers'],
      honeypot: () => null,
      async store(input, submission): Promise<{ pdf: Buffer; fileName: string } | null> {
        const report = buildQuizReport(questions, input.answers)
        const createdAt = deps.gate.clock()
        const { pdf, fileName } = await render({ district: input.district, answers: input.answers, date: createdAt })
        await leads.recordQuizReport(
          {
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            position: input.position,
            district: input.district,
            studentCount: input.studentCount,
            answers: input.answers,
            score: report.score,
            questionCount: report.total,
            missedCategories: report.missedCategories,
            attribution: input.attribution,
            createdAt,
          },
          { client: submission.client, pdf },
        )
        return { pdf, fileName }
      },
    }),
  }
}
