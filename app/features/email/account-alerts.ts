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

/** Queues an alert (the wiring in app/services.server.ts writes it to the outbox). */
export type SendAlert = (dedupeKey: string, alert: AccountAlert) => Promise<void>
