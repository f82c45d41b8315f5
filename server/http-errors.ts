import type { ErrorRequestHandler, Response } from 'express'
import { DomainError } from '#app/lib/errors.ts'
import { fieldErrors, type ZodError, type ZodType } from '#app/lib/zod.ts'

/**
 * One error shape for every API answer, the one the forms show: `{message, errors?}`. A user's
 * mistake is data with a 4xx; a real failure is logged once and answered without internals.
 */
export class HttpError extends Error {
  readonly status: number
  readonly errors?: Record<string, string[]>
  readonly headers?: Record<string, string>
  /** more fields for the body, beside `message`: a stable `code` and what a client needs to act on it */
  readonly extra?: { code: string } & Record<string, unknown>
  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    headers?: Record<string, string>,
    extra?: { code: string } & Record<string, unknown>,
  ) {
    super(message)
    this.status = status
    this.errors = errors
    this.headers = headers
    this.extra = extra
  }
}

export function validationError(error: ZodError): HttpError {
  return new HttpError(400, error.issues[0]?.message ?? 'Invalid input', fieldErrors(error))
}

/** The parsed input, or a 400 with the schema's messages: the first line of most handlers. */
export function parseOr400<T>(schema: ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw validationError(parsed.error)
  return parsed.data
}

/** The one place a domain error becomes an HTTP status. */
const DOMAIN_STATUS: Record<DomainError['code'], number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  too_many: 429,
}

export function sendError(res: Response, error: HttpError) {
  if (error.headers) res.set(error.headers)
  res
    .status(error.status)
    .json({ message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.extra })
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
  if (error instanceof HttpError) return sendError(res, error)
  if (error instanceof DomainError) {
    const headers = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : undefined
    return sendError(res, new HttpError(DOMAIN_STATUS[error.code], error.message, error.errors, headers, error.details))
  }
  const status =
    (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode
  const type = (error as { type?: string }).type
  // body-parser's own errors: too large, malformed JSON, bad charset.
  if (type === 'entity.too.large' || status === 413) {
    return sendError(res, new HttpError(413, 'The request body is too large.'))
  }
  if (type === 'entity.parse.failed') return sendError(res, new HttpError(400, 'The request body is not valid JSON.'))
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return sendError(res, new HttpError(status, 'The request could not be processed.'))
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, 'database unavailable')
    res.set('Retry-After', '5')
    return sendError(res, new HttpError(503, 'The service is temporarily unavailable. Please try again in a moment.'))
  }
  req.log?.error({ err: error }, 'unhandled error')
  sendError(res, new HttpError(500, 'Something went wrong on our side. Please try again.'))
}
