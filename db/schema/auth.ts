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
import { belongsTo } from './columns.ts'

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** RFC 6238 secret, encrypted with the app's secret */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** a code is never accepted twice */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** a replacement secret while two-factor sign-in is on, until a code from it confirms it */
    totpPendingSecret: text('totp_pending_secret'),
    /** at 10, codes are refused until a recovery code or reset-2fa */
    totpFailures: integer('totp_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_users_username_unique').on(t.username),
    uniqueIndex('admin_users_email_unique').on(t.email),
  ],
)

/** The id is the SHA-256 of the bearer token, so a database leak gives no usable tokens (decision 3). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => adminUsers.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the second factor is still due: good for nothing but that step */
    mfaPending: boolean('mfa_pending').notNull().default(false),
    /** the id (a token hash) never leaves the server; the sessions list uses this */
    handle: uuid('handle').notNull().defaultRandom(),
    userAgent: text('user_agent'),
    /** the client key (IPv4 address or IPv6 /64) */
    address: text('address'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    uniqueIndex('sessions_handle_unique').on(t.handle),
  ],
)

export const recoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => adminUsers.id),
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
    userId: belongsTo('user_id', () => adminUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('admin_password_resets_user_idx').on(t.userId)],
)
