/** What every account alert says: whose account, when, and from where. */
interface AlertAbout {
  username: string
  at: string
  address: string | null
  device: string
}

/** What happened to the account, by kind. */
export type AccountEvent =
  | { kind: 'sign-in-alert'; twoFactorRequired: boolean } // the password was right, from a browser new to this admin
  | { kind: 'second-factor-locked' } // ten wrong codes in a row: half-finished sign-ins ended, codes refused
  /** `ended`: the other sessions signed out */
  | { kind: 'password-changed'; ended: number }
  | { kind: 'two-factor-changed'; change: 'on' | 'moved' | 'off' }
  /** the password was set from a "Forgot your password?" link; `ended`: the sessions signed out */
  | { kind: 'password-reset'; ended: number }
  /** the address was changed on Account Security; sent to the old one. `newEmail`: as typed */
  | { kind: 'email-changed'; newEmail: string }
export type AccountAlertFacts = AlertAbout & AccountEvent

/** Queued in the outbox like every other email (decisions 5 and 48), to the account's email address. */
export type AccountAlert = AccountAlertFacts & { to: string }

export type SendAlert = (dedupeKey: string, alert: AccountAlert) => Promise<void>

/** A forgotten password's link (decision 60): the token's hash, never the token, so the outbox cannot open it. */
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
