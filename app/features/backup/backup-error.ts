import { DomainError } from '#app/lib/errors.ts'

/** An archive that cannot be trusted or read (a DomainError with code `invalid`; printed by the scripts). */
export class BackupError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('invalid', message, options)
  }
}
