import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm'
import { adminUsers, sessions } from '#db/schema/index.ts'
import { pick, type Db, type Tx } from '#app/lib/db.server.ts'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './lifetimes.ts'
import { sessionEnds, type SessionEnds } from './session-clock.ts'

/** Admin sessions (decision 3): tokens carry 256 random bits; only their SHA-256 is stored. */

/** lastSeenAt is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60 * 1000

export interface SessionUser {
  id: number
  username: string
  email: string
  /** known for a signed-in session (authenticate); the admin screens nudge until it is on */
  twoFactorEnabled?: boolean
  /** when this session ends (authenticate): the admin screens warn before it (session-clock.ts) */
  sessionEnds?: SessionEnds
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A session that is signed in at `now`: past the second step, neither expired nor idle too long. */
const signedIn = (now: Date) =>
  and(
    eq(sessions.mfaPending, false),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
  )

/** A pending session lasts this long: time to open the authenticator app and type a code. */
export const SECOND_STEP_MS = 5 * 60 * 1000

export interface SessionOrigin {
  userAgent?: string
  /** the client key: an IPv4 address or an IPv6 /64 */
  address?: string
}

/** Ends an admin's half-finished sign-ins (password given, code not yet). */
export async function endPendingSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.mfaPending, true)))
}

export async function openSession(
  db: Db | Tx,
  userId: number,
  origin: SessionOrigin,
  { pending }: { pending: boolean },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + (pending ? SECOND_STEP_MS : SESSION_ABSOLUTE_MS))
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    lastSeenAt: now,
    createdAt: now,
    mfaPending: pending,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    address: origin.address ?? null,
  })
  // Opportunistic clean-up of dead sessions; cheap thanks to the expires_at index.
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
  return { token, expiresAt }
}

export async function pendingSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .select(pick(adminUsers, ['id', 'username', 'email']))
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        eq(sessions.mfaPending, true),
        gt(sessions.expiresAt, now),
        eq(adminUsers.isActive, true),
      ),
    )
    .limit(1)
  return row ?? null
}

export async function authenticate(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null
  const id = hashToken(token)
  const [row] = await db
    .select({
      userId: adminUsers.id,
      ...pick(adminUsers, ['username', 'email', 'totpEnabledAt']),
      ...pick(sessions, ['lastSeenAt', 'expiresAt']),
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.id, id), signedIn(now), eq(adminUsers.isActive, true)))
    .limit(1)
  if (!row) return null
  const touch = now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS
  if (touch) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id))
  }
  return {
    id: row.userId,
    username: row.username,
    email: row.email,
    twoFactorEnabled: row.totpEnabledAt !== null,
    sessionEnds: sessionEnds(touch ? now : row.lastSeenAt, row.expiresAt),
  }
}

export async function logout(db: Db, token: string): Promise<void> {
  if (!token || token.length > 200) return
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)))
}

export type SessionSummary = Awaited<ReturnType<typeof listSessions>>[number]

export async function listSessions(db: Db, userId: number, currentToken: string | undefined, now = new Date()) {
  const current = currentToken ? hashToken(currentToken) : ''
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), signedIn(now)))
    .orderBy(desc(sessions.lastSeenAt))
  return rows.map((row) => ({
    ...pick(row, ['handle', 'userAgent', 'address', 'createdAt', 'lastSeenAt']),
    current: row.id === current,
  }))
}

export async function revokeSession(db: Db, userId: number, handle: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.handle, handle)))
    .returning({ handle: sessions.handle })
  return rows.length > 0
}

/** "Sign out everywhere": every session of the admin, this one included. */
export async function revokeAllSessions(db: Db, userId: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ handle: sessions.handle })
  return rows.length
}

/** All but `keepToken`'s, half-finished sign-ins too; counts those the sessions list would have shown. */
export async function endSessions(db: Db | Tx, userId: number, keepToken?: string, now = new Date()): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.id, hashToken(keepToken)) : undefined))
    .returning({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, mfaPending: sessions.mfaPending })
  const idleSince = now.getTime() - SESSION_IDLE_MS
  return rows.filter((row) => !row.mfaPending && row.expiresAt > now && row.lastSeenAt.getTime() > idleSince).length
}

/** "Stay signed in" (decision 36): the idle clock starts again, whatever `authenticate`'s throttle. */
export async function touchSession(db: Db, token: string, now = new Date()): Promise<SessionEnds | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, hashToken(token)), signedIn(now)))
    .returning({ expiresAt: sessions.expiresAt })
  return row ? sessionEnds(now, row.expiresAt) : null
}
