import { eq } from 'drizzle-orm'
import { appState } from '#db/schema/index.ts'
import type { Db } from './db.server.ts'

/** Atomic on first use; every instance on one database agrees. */
export async function getOrCreate(db: Db, key: string, create: () => string): Promise<string> {
  await db.insert(appState).values({ key, value: create() }).onConflictDoNothing({ target: appState.key })
  const [row] = await db.select().from(appState).where(eq(appState.key, key))
  return row!.value
}

export async function claimOnce(db: Db, key: string): Promise<boolean> {
  const rows = await db
    .insert(appState)
    .values({ key, value: new Date().toISOString() })
    .onConflictDoNothing({ target: appState.key })
    .returning()
  return rows.length > 0
}

export async function wasClaimed(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, key))
  return Boolean(row)
}
