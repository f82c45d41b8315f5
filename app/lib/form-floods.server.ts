import { like } from 'drizzle-orm'
import { appState } from '#db/schema/index.ts'
import type { Db } from './db.server.ts'

/** The public forms that count submissions (app/lib/form-gate.server.ts). */
export type PublicForm = 'contact' | 'newsletter' | 'download' | 'quiz' | 'quizReport' | 'booking'

export interface Flood {
  form: PublicForm
  /** when the form's valid submissions last passed the hourly threshold */
  at: Date
  threshold: number
}

const PREFIX = 'form_flood:'
/** How long the dashboard shows a flood: the consultant looks at it about once a day. */
const SHOWN_FOR_MS = 24 * 60 * 60 * 1000

/**
 * Notes that a form's submissions passed its threshold, from when on browsers were asked for a
 * proof of work (written once per window, by the request that crossed it).
 */
export async function recordFlood(db: Db, flood: Flood): Promise<void> {
  const value = JSON.stringify({ at: flood.at.toISOString(), threshold: flood.threshold })
  await db
    .insert(appState)
    .values({ key: `${PREFIX}${flood.form}`, value, updatedAt: flood.at })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: flood.at } })
}

/** The floods of the past day, newest first (for the leads dashboard). */
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
