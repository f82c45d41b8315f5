import { PASSWORD_RESET_PAGE } from '#app/lib/admin-pages.ts'
import { passwordCommon, passwordContainsName, passwordTooLong, passwordTooShort } from './auth.schema.ts'

/**
 * "Forgot your password?" (decision 60): two pages of plain HTML forms, with or without a script,
 * posting form-encoded to the API as the sign-in does (decision 33), which answers with a redirect
 * back to the page and a stable reason in `?reset=`. The page shows the words the reason names,
 * never text from the address.
 */
export const RESET_PARAM = 'reset'

/** Where the pages' forms post: the request, and (followed by the link's token) the new password. */
export const RESET_ACTION = '/api/auth/password-reset'
export const resetAction = (token: string) => `${RESET_ACTION}/${token}`
export const resetPage = (token: string) => `${PASSWORD_RESET_PAGE}/${token}`

/** What the pages say after a post, by the reason the API sent back. */
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
