/** One family of errors (after Ghost's); clients branch on `code` and `reason`, never on text (decision 47). */
export type DomainErrorCode =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'unsupported_media' | 'too_many'

export const HTTP_STATUS: Record<DomainErrorCode, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  too_many: 429,
}

export interface DomainErrorOptions {
  field?: string
  retryAfterSeconds?: number
  /** answered to the client only when it is one of ANSWERED_REASONS */
  reason?: string
  /** logged, never answered */
  cause?: unknown
  errors?: Record<string, string[]>
  details?: Record<string, unknown>
}

export class DomainError extends Error {
  readonly code: DomainErrorCode
  readonly field?: string
  readonly retryAfterSeconds?: number
  readonly reason?: string
  readonly errors?: Record<string, string[]>
  readonly details?: Record<string, unknown>
  constructor(code: DomainErrorCode, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
    this.code = code
    this.field = options.field
    this.retryAfterSeconds = options.retryAfterSeconds
    this.reason = options.reason
    this.errors = options.errors ?? (options.field ? { [options.field]: [message] } : undefined)
    this.details = options.details
  }
}

/** `value`, or the `not_found` refusal saying `message`. */
export function found<T>(value: T | null | undefined, message: string, options?: DomainErrorOptions): T {
  if (value == null) throw new DomainError('not_found', message, options)
  return value
}

/** Any other reason stays in the logs: some would tell a stranger too much (`unknown_account`). */
export const ANSWERED_REASONS = [
  'version_conflict',
  'recipients_changed',
  'slot_taken',
  'link_expired',
  /** the admin's account has no address that receives mail: the newsletter's test asks for one */
  'no_admin_email',
  'proof_of_work_required',
] as const
export type AnsweredReason = (typeof ANSWERED_REASONS)[number]

export const isAnsweredReason = (reason: unknown): reason is AnsweredReason =>
  (ANSWERED_REASONS as readonly unknown[]).includes(reason)

export type ErrorAnswerCode = DomainErrorCode | 'unavailable' | 'internal'

export type ErrorAnswer = {
  message: string
  code: ErrorAnswerCode
  reason?: AnsweredReason
  errors?: Record<string, string[]>
} & Record<string, unknown>
