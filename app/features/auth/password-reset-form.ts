import { PASSWORD_RESET_PAGE } from '#app/lib/admin-pages.ts'
import { passwordCommon, passwordContainsName, passwordTooLong, passwordTooShort } from './auth.schema.ts'

/** Plain HTML forms posting to the API (decisions 33, 60), which redirects back with a stable reason in `?reset=`. */
export const RESET_PARAM = 'reset'

export const RESET_ACTION = '/api/auth/password-reset'
export const resetAction = (token: string) => `${RESET_ACTION}/${token}`
export const resetPage = (token: string) => `${PASSWORD_RESET_PAGE}/${token}`

export const resetMessages = {
  /** the same answer whether or not the account exists, or has an address */
  sent: 'If that is an admin account with an email address, a link to set a new password is on its way. It works once, for 30 minutes. Check the inbox (and the spam folder) of the address on the account.',
  too_many: 'Too many requests from this network. Please wait 15 minutes and try again.',
  incomplete: 'Enter your admin username or the email address on the account.',
  mismatch: 'The two new passwords do not match.',
  too_short: passwordTooShort,
  too_long: passwordTooLong,
  common: passwordCommon,
  contains_name: passwordContainsName,
} as const
export type ResetReason = keyof typeof resetMessages

export const isResetReason = (reason: unknown): reason is ResetReason =>
  typeof reason === 'string' && Object.hasOwn(resetMessages, reason)

/** A link's token: an HMAC-SHA256 in base64url (app/lib/link-tokens.server.ts). */
export const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/
