/**
 * How a lead's timeline names the email an outbox row holds: sent, failed for good, in one digest
 * with other owner alerts of a burst (`digested`, owner-alerts.server.ts), or still to be sent
 * (pending, or held for that digest).
 */
export type EmailState = 'sent' | 'failed' | 'pending' | 'digest'

export const emailState = (status: string): EmailState =>
  status === 'sent' || status === 'failed' ? status : status === 'digested' ? 'digest' : 'pending'
