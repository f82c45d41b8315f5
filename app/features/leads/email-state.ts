/** `digest`: gathered with other owner alerts of a burst (decision 16); a held one is `pending`. */

export type EmailState = 'sent' | 'failed' | 'pending' | 'digest'

export const emailState = (status: string): EmailState =>
  status === 'sent' || status === 'failed' ? status : status === 'digested' ? 'digest' : 'pending'
