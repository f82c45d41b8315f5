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

export type SendAlert = (dedupeKey: string, alert: AccountAlert) => Promise<void>
