import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './lifetimes.ts'

/** By the DomainError's `reason`; a post without a script comes back with it in `?sign-in=`, never with text. */
export const signInRefusals = {
  unknown_account: 'Invalid username or password',
  wrong_password: 'Invalid username or password',
  too_many_attempts: 'Too many failed sign-in attempts. Please wait and try again.',
  busy: 'Sign-in is busy right now. Please try again in a moment.',
  expired: 'Your sign-in has expired. Please enter your password again.',
  codes_locked:
    'Too many wrong codes in a row. Sign in with a recovery code, or reset two-factor sign-in on the server.',
  wrong_code: 'That code is not valid. Check the time on your phone and try the newest code.',
  wrong_recovery_code: 'That recovery code is not valid or was already used.',
  incomplete: 'Enter your username and your passphrase (at least 6 characters).',
  incomplete_code: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
} as const

export type SignInRefusal = keyof typeof signInRefusals

export const isSignInRefusal = (reason: unknown): reason is SignInRefusal =>
  typeof reason === 'string' && Object.hasOwn(signInRefusals, reason)

/** The query parameter that carries a refusal's reason, or `second-step` when a code comes next. */
export const SIGN_IN_PARAM = 'sign-in'
export const SECOND_STEP = 'second-step'

/** Where the login screen's forms post before their script runs: the only non-JSON bodies /api takes. */
export const SIGN_IN_ACTIONS = { password: '/api/auth/sign-in', code: '/api/auth/sign-in/code' } as const

/** Why the idle warning signed the admin out, carried the same way and shown as a notice. */
export const signOutNotices = {
  idle: `You were signed out after ${SESSION_IDLE_MS / 60_000} minutes without activity. Sign in again to continue.`,
  session_limit: `You were signed out because a sign-in lasts at most ${SESSION_ABSOLUTE_MS / 3_600_000} hours. Sign in again to continue.`,
} as const

export type SignOutNotice = keyof typeof signOutNotices

export const isSignOutNotice = (reason: unknown): reason is SignOutNotice =>
  typeof reason === 'string' && Object.hasOwn(signOutNotices, reason)

/** After a password set from a reset link (decision 60), which signs nobody in; a notice too. */
export const PASSWORD_RESET_DONE = 'password-reset'
export const passwordResetDone =
  'Your password was changed and every session was signed out. Sign in with the new password.'
