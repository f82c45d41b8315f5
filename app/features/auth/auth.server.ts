import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm'
import { adminUsers, passwordResets } from '#db/schema/index.ts'
import { pick, type Db } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { endSessions, type SessionUser } from './sessions.server.ts'

/** Admin accounts; a new password or a deactivated account ends the admin's sessions. */

/** @node-rs/argon2's defaults: argon2id, m=19 MiB, t=2, p=1 (OWASP password storage guidance). */
const hashPassword = (password: string) => hash(password)

const sessionUser = pick(adminUsers, ['id', 'username', 'email'])
const isUniqueViolation = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code === '23505'

/** Compared against when the username is unknown, so both paths cost one argon2 verify. */
let dummyHash: Promise<string> | undefined

export async function createAdmin(
  db: Db,
  input: { username: string; password: string; email: string },
): Promise<SessionUser> {
  const password = await hashPassword(input.password)
  try {
    const [row] = await db
      .insert(adminUsers)
      .values({ username: input.username, email: input.email.toLowerCase(), password })
      .returning(sessionUser)
    return row!
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', 'An admin with this username or email already exists', {
        reason: 'ACCOUNT_EXISTS',
      })
    throw error
  }
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers)
  return row?.n ?? 0
}

/** Ends the admin's sessions but `keepToken`'s; how many signed-in ones ended, or null when no admin matches. */
async function replacePassword(db: Db, which: SQL, newPassword: string, keepToken?: string): Promise<number | null> {
  const password = await hashPassword(newPassword)
  return db.transaction(async (tx) => {
    const [row] = await tx.update(adminUsers).set({ password }).where(which).returning({ id: adminUsers.id })
    if (!row) return null
    // A new password voids the reset links still out (decision 60).
    await tx.delete(passwordResets).where(eq(passwordResets.userId, row.id))
    return endSessions(tx, row.id, keepToken)
  })
}

/**
 * In one transaction (decision 60): deleting the link's row makes it single use; every session ends
 * and the other links go. Null when the link was used, expired or its admin deactivated meanwhile.
 */
export async function resetWithLink(
  db: Db,
  tokenHash: string,
  newPassword: string,
  now: Date,
): Promise<{ user: SessionUser; ended: number } | null> {
  const password = await hashPassword(newPassword)
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, tokenHash), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId })
    if (!link) return null
    const [row] = await tx
      .update(adminUsers)
      .set({ password })
      .where(and(eq(adminUsers.id, link.userId), eq(adminUsers.isActive, true)))
      .returning(sessionUser)
    if (!row) return null
    await tx.delete(passwordResets).where(eq(passwordResets.userId, row.id))
    return { user: row, ended: await endSessions(tx, row.id) }
  })
}

export async function resetLinkUser(db: Db, tokenHash: string, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUser)
    .from(passwordResets)
    .innerJoin(adminUsers, eq(adminUsers.id, passwordResets.userId))
    .where(and(eq(passwordResets.id, tokenHash), gt(passwordResets.expiresAt, now), eq(adminUsers.isActive, true)))
    .limit(1)
  return row ?? null
}

/** A new reset link's row; links of every admin that have expired go, so the table stays small. */
export async function storeResetLink(
  db: Db,
  input: { id: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(lte(passwordResets.expiresAt, input.createdAt))
    await tx.insert(passwordResets).values(input)
  })
}

/** The active admin whose username (as typed) or email address (any case) this is; null when none. */
export async function findAdmin(db: Db, usernameOrEmail: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUser)
    .from(adminUsers)
    .where(
      and(
        or(eq(adminUsers.username, usernameOrEmail), eq(adminUsers.email, usernameOrEmail.toLowerCase())),
        eq(adminUsers.isActive, true),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function setEmail(db: Db, userId: number, email: string): Promise<void> {
  try {
    await db.update(adminUsers).set({ email: email.toLowerCase() }).where(eq(adminUsers.id, userId))
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', 'Another admin account uses this email address.', {
        field: 'email',
        reason: 'EMAIL_TAKEN',
      })
    throw error
  }
}

export async function resetPassword(db: Db, username: string, newPassword: string): Promise<boolean> {
  return (await replacePassword(db, eq(adminUsers.username, username), newPassword)) !== null
}

/** ASVS 5.0 V6.2.2: every other session ends, the one that changed it stays. */
export async function changePassword(
  db: Db,
  userId: number,
  newPassword: string,
  currentToken: string,
): Promise<number> {
  return (await replacePassword(db, eq(adminUsers.id, userId), newPassword, currentToken)) ?? 0
}

/** Deactivating an admin also ends their sessions. */
export async function setActive(db: Db, username: string, isActive: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(adminUsers).set({ isActive }).where(eq(adminUsers.username, username)).returning()
    if (!row) return false
    if (!isActive) await endSessions(tx, row.id)
    return true
  })
}

export interface PasswordMatch {
  user: SessionUser
  twoFactorRequired: boolean
}

/**
 * The active admin of this username and password, else whether the username names an account (for
 * the log only). Unknown usernames cost the same one argon2 verify, so timing does not tell.
 */
export async function checkPassword(
  db: Db,
  username: string,
  password: string,
): Promise<PasswordMatch | { unknownAccount: boolean } | null> {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1)
  if (!user) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
    await verify(await dummyHash, password).catch(() => false)
    return { unknownAccount: true }
  }
  const valid = await verify(user.password, password).catch(() => false)
  if (!valid || !user.isActive) return { unknownAccount: false }
  return {
    user: { id: user.id, username: user.username, email: user.email },
    twoFactorRequired: user.totpEnabledAt !== null,
  }
}

export async function passwordMatches(db: Db, userId: number, password: string): Promise<boolean> {
  const [user] = await db.select({ password: adminUsers.password }).from(adminUsers).where(eq(adminUsers.id, userId))
  return user ? verify(user.password, password).catch(() => false) : false
}
