import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import { escapeHtml } from '#app/lib/html.ts'
import { DomainError, HTTP_STATUS, isAnsweredReason, type DomainErrorCode, type ErrorAnswer } from '#app/lib/errors.ts'

/** The one place an error becomes the API's answer (decision 47); everything not a DomainError is logged once. */

export { invalidInput as validationError, parseInput as parseOr400 } from '#app/lib/form-gate.server.ts'

/** A JSON body larger than the /api default (a post, a newsletter), refused in words the editor can show. */
export function largeJson(limit: string, tooLarge: string): RequestHandler {
  const parse = express.json({ limit, strict: true })
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      const large = (error as { type?: string } | undefined)?.type === 'entity.too.large'
      next(large ? new DomainError('too_large', tooLarge) : error)
    })
}

/** body-parser's bad charset, say */
function codeOfStatus(status: number): DomainErrorCode {
  const known = Object.entries(HTTP_STATUS).find(([, s]) => s === status)
  return known ? (known[0] as DomainErrorCode) : 'invalid'
}

/** Never its cause, and its reason only if a client acts on it. */
export function errorAnswer(error: DomainError): ErrorAnswer {
  return {
    ...error.details,
    message: error.message,
    code: error.code,
    ...(isAnsweredReason(error.reason) ? { reason: error.reason } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  }
}

/** To a form posted without a script (decision 33): a short page instead of JSON on the screen. */
function answer(req: Request, res: Response, status: number, body: ErrorAnswer) {
  const pageForm = req.method === 'POST' && !req.originalUrl.startsWith('/api/')
  if (!pageForm || req.accepts(['json', 'html']) !== 'html') return res.status(status).json(body)
  const back = req.get('referer')?.startsWith(`${req.protocol}://${req.get('host')}/`) ? req.get('referer')! : '/'
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent</title></head>` +
        `<body><main><h1>Not sent</h1><p>${escapeHtml(body.message)}</p><p><a href="${escapeHtml(back)}">Go back to the page</a></p></main></body></html>`,
    )
}

function isDatabaseUnavailable(error: unknown): boolean {
  const e = (error as { cause?: unknown })?.cause ?? error
  const code = (e as { code?: string })?.code ?? ''
  const message = (e as { message?: string })?.message ?? ''
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006'].includes(
      code,
    ) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
      message,
    )
  )
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds))
    return answer(req, res, HTTP_STATUS[error.code], errorAnswer(error))
  }
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode
  const type = (error as { type?: string }).type
  if (type === 'entity.too.large' || status === 413) {
    return answer(req, res, 413, { message: 'The request body is too large.', code: 'too_large' })
  }
  if (type === 'entity.parse.failed') {
    return answer(req, res, 400, { message: 'The request body is not valid JSON.', code: 'invalid' })
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(req, res, status, { message: 'The request could not be processed.', code: codeOfStatus(status) })
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, 'database unavailable')
    res.set('Retry-After', '5')
    return answer(req, res, 503, {
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'unavailable',
    })
  }
  req.log?.error({ err: error }, 'unhandled error')
  answer(req, res, 500, { message: 'Something went wrong on our side. Please try again.', code: 'internal' })
}
