/**
 * The one family of errors the app raises (after Ghost's `@tryghost/errors`). Services and API
 * handlers throw a DomainError, or a subclass that names its source (UploadError, BackupError, …);
 * the `code` becomes a status in one place (`HTTP_STATUS` below), which the API's error handler
 * (server/http-errors.ts) and the pages' form actions (app/lib/forms/public-form.server.ts) both read; scripts print the message. Clients branch on `code` and `reason`, never on
 * message text or a missing field (docs/architecture.md, "Errors"; decision 47).
 */
export type DomainErrorCode =
  /** the input breaks a rule: 400 */
  | 'invalid'
  /** no valid session or credentials: 401 */
  | 'unauthorized'
  /** a signed link or permission that does not allow this: 403 */
  | 'forbidden'
  /** nothing at that address, or nothing this caller may see there: 404 */
  | 'not_found'
  /** the state does not allow it (a name taken, a link already used): 409 */
  | 'conflict'
  /** the body is bigger than allowed: 413 */
  | 'too_large'
  /** a kind of content we do not take: 415 */
  | 'unsupported_media'
  /** a limit was reached; `retryAfterSeconds` says when to try again: 429 */
  | 'too_many'

/** A domain error's code as an HTTP status: the one table, for the API and the pages alike. */
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
  /** the input field the message belongs to, shown next to it by the forms */
  field?: string
  /** with `too_many`: when to try again */
  retryAfterSeconds?: number
  /**
   * a finer, stable reason for logs and tests (e.g. `EXPIRED` for an upload link); answered to the
   * client only when it is one of ANSWERED_REASONS
   */
  reason?: string
  /** what went wrong underneath; logged, never answered */
  cause?: unknown
  /** every field's messages, when the input broke several rules (a form's whole refusal) */
  errors?: Record<string, string[]>
  /** more for the answer's body, for a client to act on (a proof-of-work challenge, a new count) */
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

/**
 * The reasons an error answer carries beside its `code`, because a client acts on them. Any other
 * reason stays in the logs: some would tell a stranger too much (a sign-in's `unknown_account`).
 */
export const ANSWERED_REASONS = [
  /** the edit started from an older version than the one stored: the editor offers the latest */
  'version_conflict',
  /** the newsletter's recipients are not the number the admin confirmed: the dialog asks again */
  'recipients_changed',
  /** someone else booked that time first: the booking form offers other times */
  'slot_taken',
  /** a booking's emailed link was confirmed too late: the page offers /book again */
  'link_expired',
  /** the admin's account has no address that receives mail: the newsletter's test asks for one */
  'no_admin_email',
  /** the site is flooded: the form's script solves the answer's `challenge` and sends again */
  'proof_of_work_required',
] as const
export type AnsweredReason = (typeof ANSWERED_REASONS)[number]

export const isAnsweredReason = (reason: unknown): reason is AnsweredReason =>
  (ANSWERED_REASONS as readonly unknown[]).includes(reason)

/**
 * Every error answer's `code`: a DomainError's, or one of the two failures that are ours, not the
 * request's (`unavailable`: the database is not reachable, 503; `internal`: anything else, 500).
 */
export type ErrorAnswerCode = DomainErrorCode | 'unavailable' | 'internal'

/** The JSON body of every error answer from /api, /objects and the email links (server/http-errors.ts). */
export type ErrorAnswer = {
  /** for people: the forms and toasts show it as it is */
  message: string
  code: ErrorAnswerCode
  reason?: AnsweredReason
  /** each field's messages, when the input broke rules (a 400, or a 409 on one field) */
  errors?: Record<string, string[]>
} & Record<string, unknown>
