import { DomainError } from '#app/lib/errors.ts'
import { escapeHtml } from '#app/lib/html.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { attachmentDisposition } from '#app/lib/pdf-file-name.ts'
import { PROOF_REQUIRED } from '#app/lib/proof-of-work.ts'
import type { QuizReportIntake } from './quiz-report-intake.server.ts'
import { QUIZ_REPORT_FIELDS, type QuizReportRefusal } from './quiz-report-form-spec.ts'

/**
 * POST /cybersecurity-quiz/report (decision 39), form-encoded, through the page posts' door
 * (same origin, 64 KB). Taken: the PDF as an attachment, so the browser saves it and stays on the
 * quiz's results. Refused: 400 or 429 with `{message, code, errors}` for the page's script (which
 * asks for JSON), or a short page saying what was wrong for a browser that posted without one.
 */
export async function quizReportAction(
  request: Request,
  intake: QuizReportIntake,
  { ip, log }: { ip: string; log: Logger },
): Promise<Response> {
  const fields = await request.formData()
  const body: Record<string, string | string[]> = {}
  for (const name of QUIZ_REPORT_FIELDS) {
    const value = fields.get(name)
    if (typeof value === 'string') body[name] = value
  }
  const answers = fields.getAll('answers').filter((v) => typeof v === 'string')
  if (answers.length) body.answers = answers
  const website = fields.get('website')
  if (typeof website === 'string' && website) body.website = website
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
  try {
    const made = await intake.request({
      body,
      client: clientKey(ip),
      log,
      visitor: { address: ip, headers: Object.fromEntries(request.headers.entries()) },
    })
    if (!made) return new Response(null, { status: 303, headers: { Location: '/cybersecurity-quiz' } })
    return new Response(new Uint8Array(made.pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachmentDisposition(made.fileName),
        'Content-Length': String(made.pdf.length),
        'Cache-Control': 'no-store',
      },
    })
  } catch (error) {
    if (!(error instanceof DomainError) || (error.code !== 'invalid' && error.code !== 'too_many')) throw error
    const status = error.code === 'invalid' ? 400 : 429
    const headers: Record<string, string> = error.retryAfterSeconds
      ? { 'Retry-After': String(error.retryAfterSeconds) }
      : {}
    const refusal: QuizReportRefusal = {
      message: error.message,
      code: error.code,
      errors: error.code === 'invalid' ? (error.errors ?? {}) : {},
      ...(error.reason === PROOF_REQUIRED ? { busy: true } : {}),
    }
    if (wantsJson) return Response.json(refusal, { status, headers })
    return new Response(refusalPage(refusal), {
      status,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}

/** The answer to a report form posted without a script and refused: what was wrong, and the way back. */
function refusalPage(refusal: QuizReportRefusal): string {
  const messages = [...new Set(Object.values(refusal.errors).flat())]
  const items = (messages.length ? messages : [refusal.message]).map((m) => `<li>${escapeHtml(m)}</li>`).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>The report was not sent</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5">
<main><h1>The report was not sent</h1><ul>${items}</ul>
<p><a href="/cybersecurity-quiz" style="color:#1d41ad">Back to the quiz</a></p></main></body></html>`
}
