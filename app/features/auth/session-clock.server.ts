import { and, eq, gt } from 'drizzle-orm'
import { sessions } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { hashToken } from './sessions.server.ts'
import { SESSION_IDLE_MS } from './lifetimes.ts'
import { sessionEnds, type SessionEnds } from './session-clock.ts'

/**
 * "Stay signed in" (decision 36): the session's idle clock starts again now, whatever the throttle
 * of `authenticate`; its 12-hour end does not move. Null when the session has already ended.
 */
export async function touchSession(db: Db, token: string, now = new Date()): Promise<SessionEnds | null> {
  if (!token || token.length > 200) return null
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        eq(sessions.mfaPending, false),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .returning({ expiresAt: sessions.expiresAt })
  return row ? sessionEnds(now, row.expiresAt) : null
}
