import { DomainError } from '#app/lib/errors.ts'

/** Code `invalid`; printed by the scripts. */
export class BackupError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('invalid', message, options)
  }
}
