import { DomainError } from '#app/lib/errors.ts'

/**
 * The number of confirmed subscribers is not the one the admin confirmed in the send dialog:
 * nothing was sent, and the API answers 409 with the number now, so the dialog can ask again.
 */
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
