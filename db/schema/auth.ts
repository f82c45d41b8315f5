import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** argon2id PHC string, never the password */
    password: text('password').notNull(),
    email: text('email').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** TOTP secret (RFC 6238), encrypted with the app's secret; set during enrolment, null when off */
    totpSecret: text('totp_secret'),
    /** when two-factor sign-in was turned on; null while off or enrolment is unfinished */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** the last accepted time step: a code is never accepted twice */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** a replacement secret while two-factor sign-in is on, until a code from it confirms it */
    totpPendingSecret: text('totp_pending_secret'),
    /** wrong second-step codes in a row; at 10 codes are refused until a recovery code or reset-2fa */
    totpFailures: integer('totp_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_users_username_unique').on(t.username),
    uniqueIndex('admin_users_email_unique').on(t.email),
  ],
)

/**
 * Sessions (spec §3). The id is the SHA-256 of the bearer token: a database leak does not leak
 * usable tokens. See docs/decisions/0003-session-cookie.md.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the password was right but the second factor is still due: good for nothing but that step */
    mfaPending: boolean('mfa_pending').notNull().default(false),
    /** how the admin's sessions list names and revokes it; the id (a token hash) never leaves the server */
    handle: uuid('handle').notNull().defaultRandom(),
    userAgent: text('user_agent'),
    /** the client key (IPv4 address or IPv6 /64) it signed in from */
    address: text('address'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_handle_unique').on(t.handle),
  ],
)

/** One-time recovery codes for two-factor sign-in: ten per enrolment, stored as hashes. */
export const recoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.userId)],
)

/**
 * A forgotten password's emailed link (decision 60): single use, 30 minutes. The id is the SHA-256
 * of the link's token, which is never stored; a new password for the admin deletes every row of theirs.
 */
export const passwordResets = pgTable(
  'admin_password_resets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_password_resets_user_idx').on(t.userId)],
)
