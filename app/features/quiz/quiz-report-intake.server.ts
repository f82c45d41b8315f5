import { admitSubmission, isHoneypotFilled, parseInput, type FormGateDeps } from '#app/lib/form-gate.server.ts'
import type { LeadSubmission, Visitor } from '#app/features/leads/lead-intake.server.ts'
import type { LeadService } from '#app/features/leads/lead-service.server.ts'
import type { QuizQuestion } from '#content/types.ts'
import { buildQuizReport } from './quiz-report.ts'
import { quizReportSchema } from './quiz-report.schema.ts'

export type QuizReportIntake = ReturnType<typeof createQuizReportIntake>

/**
 * "Get your district's report" received (decision 39): the lead forms' gate (per-address limit,
 * the schema, the flood's proof of work) and honeypot; the answers checked against the quiz; the
 * score and missed categories worked out here, never read from the request; the PDF made once, in
 * a worker thread (decision 51); the lead stored with the owner's alert and the visitor's email
 * carrying that same PDF (visitor-mail limits). The answer is the PDF, the same whether or not the
 * email goes: it never tells whether an address had mail from us.
 */
export function createQuizReportIntake({
  gate,
  leads,
  questions,
  render,
  landingPath,
}: {
  gate: FormGateDeps
  leads: LeadService
  questions: readonly QuizQuestion[]
  render: (request: { district: string; answers: readonly number[]; date: Date }) => Promise<{
    pdf: Buffer
    fileName: string
  }>
  landingPath: (visitor: Visitor) => Promise<string | null>
}) {
  return {
    /** null: a filled honeypot, answered as if all were well and stored nowhere */
    async request(submission: LeadSubmission): Promise<{ pdf: Buffer; fileName: string } | null> {
      if (isHoneypotFilled(submission.body, submission, '/cybersecurity-quiz/report')) return null
      const input = await admitSubmission(gate, 'quizReport', submission, () =>
        parseInput(quizReportSchema, submission.body),
      )
      const report = buildQuizReport(questions, input.answers)
      const attribution = { ...input.attribution, landingPath: await landingPath(submission.visitor) }
      const createdAt = gate.clock()
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
          attribution,
          createdAt,
        },
        { client: submission.client, pdf },
      )
      return { pdf, fileName }
    },
  }
}
