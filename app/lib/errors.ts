/**
 * A rule of the domain was not met. Services throw these; the HTTP layer answers them as a 4xx
 * with the spec's JSON shape (server/http-errors.ts). A stable code, never branched on by message
 * text (STYLE rule 3).
 */
export type DomainErrorCode = 'invalid' | 'unauthorized' | 'not_found' | 'conflict' | 'too_many'

export class DomainError extends Error {
  readonly code: DomainErrorCode
  /** the input field the message belongs to, shown next to it by the forms */
  readonly field?: string
  /** with `too_many`: when to try again */
  readonly retryAfterSeconds?: number
  constructor(code: DomainErrorCode, message: string, options: { field?: string; retryAfterSeconds?: number } = {}) {
    super(message)
    this.code = code
    this.field = options.field
    this.retryAfterSeconds = options.retryAfterSeconds
  }
}
