import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm'
import { blogPosts, postPreviews } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { toBlogPost } from './post-row.server.ts'
import type { BlogPost } from './post.ts'
import { DAY } from '#app/lib/durations.ts'

export const PREVIEW_DAYS = 7

/** 32 random bytes, base64url. */
export const PREVIEW_TOKEN = /^[A-Za-z0-9_-]{43}$/

const hash = (token: string) => createHash('sha256').update(token).digest('hex')

/** Only the token's hash is stored. */
export async function createPreview(
  db: Db,
  postId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, postId))
  if (!post) return null
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + PREVIEW_DAYS * DAY)
  await db.insert(postPreviews).values({ postId, tokenHash: hash(token), createdAt: now, expiresAt })
  return { token, expiresAt }
}

export async function findPreview(
  db: Db,
  token: string,
  now: Date,
): Promise<{ post: BlogPost; expiresAt: Date } | null> {
  if (!PREVIEW_TOKEN.test(token)) return null
  const [row] = await db
    .select({ post: blogPosts, expiresAt: postPreviews.expiresAt })
    .from(postPreviews)
    .innerJoin(blogPosts, eq(blogPosts.id, postPreviews.postId))
    .where(
      and(eq(postPreviews.tokenHash, hash(token)), isNull(postPreviews.revokedAt), gt(postPreviews.expiresAt, now)),
    )
    .limit(1)
  return row ? { post: toBlogPost(row.post), expiresAt: row.expiresAt } : null
}

export async function revokePreviews(db: Db, postId: number, now: Date): Promise<number> {
  const rows = await db
    .update(postPreviews)
    .set({ revokedAt: now })
    .where(and(eq(postPreviews.postId, postId), isNull(postPreviews.revokedAt), gt(postPreviews.expiresAt, now)))
    .returning({ id: postPreviews.id })
  return rows.length
}

/** An ended link only says that a preview once existed (docs/security.md). */
export async function pruneEndedPreviews(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(postPreviews)
    .where(or(lte(postPreviews.expiresAt, now), isNotNull(postPreviews.revokedAt)))
    .returning({ id: postPreviews.id })
  return rows.length
}
