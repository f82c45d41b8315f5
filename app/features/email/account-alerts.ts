/**
 * Emails to an admin about their own account (from app/features/auth), queued in the outbox like
 * every other email (decision 5) and worded by their templates in ./templates/, through
 * ./account-alert-mail.ts (decision 48). `to` is the account's email.
 */
export type AccountAlert =
  /** the password was right, from a browser that had not signed in as this admin before */
  | {
      kind: 'sign-in-alert'
      to: string
      username: string
      at: string
      address: string | null
      device: string
      /** whether a code was still asked for */
      twoFactorRequired: boolean
    }
  /** ten wrong codes in a row: the half-finished sign-ins were ended and codes are refused */
  | { kind: 'second-factor-locked'; to: string; username: string; at: string; address: string | null; device: string }
  /** the password was changed on the Account Security page; `ended`: the other sessions signed out */
  | {
      kind: 'password-changed'
      to: string
      username: string
      at: string
      address: string | null
      device: string
      ended: number
    }
  /** two-factor sign-in was turned on, moved to a new authenticator app, or turned off */
  | {
      kind: 'two-factor-changed'
      change: 'on' | 'moved' | 'off'
      to: string
      username: string
      at: string
      address: string | null
      device: string
    }
  /** the password was set from a "Forgot your password?" link; `ended`: the sessions signed out */
  | {
      kind: 'password-reset'
      to: string
      username: string
      at: string
      address: string | null
      device: string
      ended: number
    }
  /** the account's email address was changed on the Account Security page; sent to the old address */
  | {
      kind: 'email-changed'
      to: string
      username: string
      at: string
      address: string | null
      device: string
      /** the new address, as the admin typed it */
      newEmail: string
    }

/** Queues an alert (the wiring in app/services.server.ts writes it to the outbox). */
export type SendAlert = (dedupeKey: string, alert: AccountAlert) => Promise<void>

/**
 * A forgotten password's link (decision 60). It carries the reset's id and the hash of its token,
 * never the token: the builder derives the token again with the email-links key
 * (app/lib/link-tokens.server.ts), so neither the outbox nor the resets table can open the link.
 */
export interface PasswordResetLink {
  kind: 'password-reset-link'
  to: string
  username: string
  id: string
  tokenHash: string
  expiresAt: string
}

/** Queues a reset link (the wiring in app/services.server.ts writes it to the outbox). */
export type SendResetLink = (dedupeKey: string, link: PasswordResetLink) => Promise<void>
