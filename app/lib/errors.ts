/**
 * The one family of errors the domain raises (after Ghost's `@tryghost/errors`). Services throw a
 * DomainError, or a subclass that names its source (UploadError, BackupError, …); the HTTP layer
 * turns the `code` into a status in one place (server/http-errors.ts), and scripts print the
 * message. Nothing branches on message text (docs/architecture.md, "Errors").
 */
export type DomainErrorCode =
  /** the input breaks a rule: 400 */
  | 'invalid'
  /** no valid session or credentials: 401 */
  | 'unauthorized'
  /** a signed link or permission that does not allow this: 403 */
  | 'forbidden'
  | 'not_found'
  /** the state does not allow it (a name taken, a link already used): 409 */
  | 'conflict'
  /** the body is bigger than allowed: 413 */
  | 'too_large'
  /** a kind of content we do not take: 415 */
  | 'unsupported_media'
  /** a limit was reached; `retryAfterSeconds` says when to try again: 429 */
  | 'too_many'

export interface DomainErrorOptions {
  /** the input field the message belongs to, shown next to it by the forms */
  field?: string
  /** with `too_many`: when to try again */
  retryAfterSeconds?: number
  /** a finer, stable reason for logs and tests (e.g. `EXPIRED` for an upload link) */
  reason?: string
  /** what went wrong underneath; logged, never answered */
  cause?: unknown
  /** every field's messages, when the input broke several rules (a form's whole refusal) */
  errors?: Record<string, string[]>
  /** more for the answer's body, for a client to act on (a proof-of-work challenge) */
  details?: { code: string } & Record<string, unknown>
}

export class DomainError extends Error {
  readonly code: DomainErrorCode
  readonly field?: string
  readonly retryAfterSeconds?: number
  readonly reason?: string
  readonly errors?: Record<string, string[]>
  readonly details?: { code: string } & Record<string, unknown>
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
