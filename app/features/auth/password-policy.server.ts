import { createRequire } from 'node:module'
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordCommon,
  passwordContainsName,
  passwordTooLong,
  passwordTooShort,
} from './auth.schema.ts'

/**
 * Admin passwords (NIST SP 800-63B-4 §3.1.1.2; decision 11): the length (auth.schema.ts), not a common
 * password (zxcvbn-ts's list) nor one repeated, nor the username or the site's name. NIST says to
 * impose no other composition rules.
 */

/** Built on the first password checked, not at start-up: an instance rarely needs its 4 MB. */
let commonPasswords: Set<string> | undefined
function common(): Set<string> {
  if (!commonPasswords) {
    const { dictionary } = createRequire(import.meta.url)(
      '@zxcvbn-ts/language-common',
    ) as typeof import('@zxcvbn-ts/language-common')
    commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()))
  }
  return commonPasswords
}

function isRepeatedCommon(lower: string): boolean {
  for (let size = 3; size <= lower.length / 2; size++) {
    if (lower.length % size !== 0) continue
    const unit = lower.slice(0, size)
    if (unit.repeat(lower.length / size) === lower && (common().has(unit) || /^(.)\1*$/.test(unit))) return true
  }
  return /^(.)\1+$/.test(lower)
}

/** The whole name run together, and its first word (what people abbreviate it to), of four letters or more. */
export function siteNameWords(siteName: string): string[] {
  const words = siteName
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  const whole = words.join('')
  const first = words[0] ?? ''
  return [...new Set([whole, first])].filter((word) => word.length >= 4)
}

export const passwordProblems = {
  too_short: passwordTooShort,
  too_long: passwordTooLong,
  common: passwordCommon,
  contains_name: passwordContainsName,
} as const
export type PasswordProblemReason = keyof typeof passwordProblems

/** `siteName`: SITE_BUSINESS_NAME. */
type PasswordContext = { username?: string; siteName: string }

/** A form sent without a script carries the reason back; null when acceptable. */
export function passwordProblemReason(password: string, context: PasswordContext): PasswordProblemReason | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'too_short'
  if (password.length > MAX_PASSWORD_LENGTH) return 'too_long'
  const lower = password.toLowerCase()
  if (common().has(lower) || isRepeatedCommon(lower)) return 'common'
  const username = context.username?.toLowerCase()
  const siteWords = siteNameWords(context.siteName)
  if ((username && username.length >= 3 && lower.includes(username)) || siteWords.some((w) => lower.includes(w))) {
    return 'contains_name'
  }
  return null
}

export function passwordProblem(password: string, context: PasswordContext): string | null {
  const reason = passwordProblemReason(password, context)
  return reason ? passwordProblems[reason] : null
}
