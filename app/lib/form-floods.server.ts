import { like } from 'drizzle-orm'
import { appState } from '#db/schema/index.ts'
import type { Db } from './db.server.ts'

export type PublicForm = 'contact' | 'newsletter' | 'download' | 'quiz' | 'quizReport' | 'booking'

export interface Flood {
  form: PublicForm
  at: Date
  threshold: number
}

const PREFIX = 'form_flood:'
/** The consultant looks at the dashboard about once a day. */
const SHOWN_FOR_MS = 24 * 60 * 60 * 1000

/** Written once per window, by the request that crossed it. */
export async function recordFlood(db: Db, flood: Flood): Promise<void> {
  const value = JSON.stringify({ at: flood.at.toISOString(), threshold: flood.threshold })
  await db
    .insert(appState)
    .values({ key: `${PREFIX}${flood.form}`, value, updatedAt: flood.at })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: flood.at } })
}

export async function recentFloods(db: Db, now = new Date()): Promise<Flood[]> {
  const rows = await db
    .select()
    .from(appState)
    .where(like(appState.key, `${PREFIX}%`))
  return rows
    .map((row) => {
      const { at, threshold } = JSON.parse(row.value) as { at: string; threshold: number }
      return { form: row.key.slice(PREFIX.length) as PublicForm, at: new Date(at), threshold }
    })
    .filter((flood) => now.getTime() - flood.at.getTime() < SHOWN_FOR_MS)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
}
