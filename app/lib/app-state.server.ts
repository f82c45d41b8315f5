import { eq } from 'drizzle-orm'
import { appState } from '#db/schema/index.ts'
import type { Db } from './db.server.ts'

/** Reads a value, creating it atomically on first use; every instance on one database agrees. */
export async function getOrCreate(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(appState).values({ key, value: create() }).onConflictDoNothing({ target: appState.key })
  const [row] = await db.select().from(appState).where(eq(appState.key, key))
  return row!.value
}

/** Returns true exactly once per database: for one-time work such as seeding. */
export async function claimOnce(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .insert(appState)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appState.key })
    .returning()
  return rows.length > 0
}

/** Whether `claimOnce(db, key)` was ever called: for one-time work that marks itself done only on success. */
export async function wasClaimed(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, key))
  return Boolean(row)
}
