import { DomainError } from '#app/lib/errors.ts'

/** Nothing was sent; the 409 carries the number now, so the dialog can ask again. */
export class RecipientsChangedError extends DomainError {
  readonly recipients: number
  constructor(recipients: number) {
    super('conflict', `The number of confirmed subscribers changed to ${recipients}. Confirm again to send.`, {
      reason: 'recipients_changed',
      details: { recipients },
    })
    this.recipients = recipients
  }
}
