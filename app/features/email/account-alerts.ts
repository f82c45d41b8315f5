/** Queued in the outbox like every other email (decisions 5 and 48). `to` is the account's email. */
export type AccountAlert =
  /** the password was right, from a browser new to this admin */
  | {
      kind: 'sign-in-alert'
      to: string
      username: string
      at: string
      address: string | null
      device: string
      twoFactorRequired: boolean
    }
  /** ten wrong codes in a row: half-finished sign-ins ended, codes refused */
  | { kind: 'second-factor-locked'; to: string; username: string; at: string; address: string | null; device: string }
  /** `ended`: the other sessions signed out */
  | {
      kind: 'password-changed'
      to: string
      username: string
      at: string
      address: string | null
      device: string
      ended: number
    }
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
