import { DomainError } from '#app/lib/errors.ts'

export class BackupError extends DomainError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super('invalid', message, options)
  }
}
