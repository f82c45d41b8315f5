import type { ErrorRequestHandler, Response } from 'express'
import { DomainError, isAnsweredReason, type DomainErrorCode, type ErrorAnswer } from '#app/lib/errors.ts'
import { fieldErrors, type ZodError, type ZodType } from '#app/lib/zod.ts'

/**
 * The one place an error becomes an HTTP answer (decision 47). Handlers and services throw a
 * DomainError; everything else that reaches here is a library's refusal (body-parser's) or a real
 * failure, logged once and answered without internals. Every answer is an `ErrorAnswer`:
 * `{message, code, reason?, errors?}`, the shape the forms show and the clients branch on.
 */

export function validationError(error: ZodError): DomainError {
  return new DomainError('invalid', error.issues[0]?.message ?? 'Invalid input', { errors: fieldErrors(error) })
}

/** The parsed input, or a 400 with the schema's messages: the first line of most handlers. */
export function parseOr400<T>(schema: ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

/** A domain error's code as an HTTP status. */
const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  too_many: 429,
}

/** A library's 4xx (body-parser's bad charset, say) under the code of the same status. */
function codeOfStatus(status: number): DomainErrorCode {
  const known = Object.entries(DOMAIN_STATUS).find(([, s]) => s === status)
  return known ? (known[0] as DomainErrorCode) : 'invalid'
}

/** What the client reads of a domain error: never its cause, and its reason only if a client acts on it. */
export function errorAnswer(error: DomainError): ErrorAnswer {
  return {
    ...error.details,
    message: error.message,
    code: error.code,
    ...(isAnsweredReason(error.reason) ? { reason: error.reason } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  }
}

function answer(res: Response, status: number, body: ErrorAnswer) {
  res.status(status).json(body)
}

/** PostgreSQL/pg errors that mean "the database is not reachable right now". */
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
    return answer(res, DOMAIN_STATUS[error.code], errorAnswer(error))
  }
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode
  const type = (error as { type?: string }).type
  // body-parser's own errors: too large, malformed JSON, bad charset.
  if (type === 'entity.too.large' || status === 413) {
    return answer(res, 413, { message: 'The request body is too large.', code: 'too_large' })
  }
  if (type === 'entity.parse.failed') {
    return answer(res, 400, { message: 'The request body is not valid JSON.', code: 'invalid' })
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return answer(res, status, { message: 'The request could not be processed.', code: codeOfStatus(status) })
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, 'database unavailable')
    res.set('Retry-After', '5')
    return answer(res, 503, {
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'unavailable',
    })
  }
  req.log?.error({ err: error }, 'unhandled error')
  answer(res, 500, { message: 'Something went wrong on our side. Please try again.', code: 'internal' })
}
