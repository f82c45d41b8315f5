import { pageFormAction } from '#app/lib/forms/public-form.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { attachmentDisposition } from '#app/lib/pdf-file-name.ts'
import { QUIZ_PATH } from './quiz-steps.ts'
import type { QuizReportIntake } from './quiz-report-intake.server.ts'
import { QUIZ_REPORT_FORM } from './quiz-report-form-spec.ts'

/** As an attachment, so the browser stays on the quiz's results. */
function reportAnswer(made: { pdf: Buffer; fileName: string } | null): Response {
  if (!made) return new Response(null, { status: 303, headers: { Location: QUIZ_PATH } })
  return new Response(new Uint8Array(made.pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(made.fileName),
      'Content-Length': String(made.pdf.length),
      'Cache-Control': 'no-store',
    },
  })
}

/** As the results page posts it without a script (decision 53). */
export const quizReportPageAction = async (
  request: Request,
  intake: QuizReportIntake,
  context: { ip: string; log: Logger },
) => pageFormAction(request, await request.formData(), QUIZ_REPORT_FORM, intake.report, context, reportAnswer)

/** Decision 39. Where the form's script sends it; a refusal is the FormRefusal as JSON. */
export async function quizReportAction(
  request: Request,
  intake: QuizReportIntake,
  context: { ip: string; log: Logger },
): Promise<Response> {
  const answer = await quizReportPageAction(request, intake, context)
  return answer instanceof Response ? answer : Response.json(answer.data, answer.init ?? undefined)
}
