/**
 * A rule of the domain was not met. Services throw these; the HTTP layer answers them as a 4xx
 * with the spec's JSON shape (server/http-errors.ts). A stable code, never branched on by message
 * text (STYLE rule 3).
 */
export type DomainErrorCode = 'invalid' | 'not_found' | 'conflict'

export class DomainError extends Error {
  readonly code: DomainErrorCode
  /** the input field the message belongs to, shown next to it by the forms */
  readonly field?: string
  constructor(code: DomainErrorCode, message: string, field?: string) {
    super(message)
    this.code = code
    this.field = field
  }
}
