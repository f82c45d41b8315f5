import { boolean, index, pgTable, serial, text, timestamp, integer, uniqueIndex } from 'drizzle-orm/pg-core'

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /** argon2id PHC string, never the password */
    password: text('password').notNull(),
    email: text('email').notNull(),
    isActive: boolean('is_active').notNull().default(true),
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
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
)
