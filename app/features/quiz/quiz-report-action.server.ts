import { pageFormAction } from '#app/lib/forms/public-form.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { attachmentDisposition } from '#app/lib/pdf-file-name.ts'
import { QUIZ_PATH } from './quiz-steps.ts'
import type { QuizReportIntake } from './quiz-report-intake.server.ts'
import { QUIZ_REPORT_FORM } from './quiz-report-form-spec.ts'

/** The report taken: the PDF as an attachment, so the browser saves it and stays on the quiz's results. */
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

/**
 * The district report's form through the one way in (app/lib/forms/public-form.server.ts), as the
 * results page posts it without a script: the PDF, or the FormRefusal to draw that page again with.
 */
export const quizReportPageAction = async (
  request: Request,
  intake: QuizReportIntake,
  context: { ip: string; log: Logger },
) => pageFormAction(request, await request.formData(), QUIZ_REPORT_FORM, intake.report, context, reportAnswer)

/**
 * POST /cybersecurity-quiz/report (decision 39), form-encoded, through the page posts' door (same
 * origin, 64 KB): where the form's script sends it. Taken: the PDF. Refused: 400 or 429 with the
 * FormRefusal as JSON, which the script draws beside the fields.
 */
export async function quizReportAction(
  request: Request,
  intake: QuizReportIntake,
  context: { ip: string; log: Logger },
): Promise<Response> {
  const answer = await quizReportPageAction(request, intake, context)
  return answer instanceof Response ? answer : Response.json(answer.data, answer.init ?? undefined)
}
