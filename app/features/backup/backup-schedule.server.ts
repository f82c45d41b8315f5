import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Db } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { archiveName, pruneBackups } from './archive.server.ts'
import type { BackupResult } from './backup.server.ts'
import { HOUR } from '#app/lib/durations.ts'

const LAST_STARTED = 'backup_last_started_at'
export const LAST_WRITTEN = 'backup_last_written_at'

export function backupSlot(now: Date, hourUtc: number): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc))
  return slot > now ? new Date(slot.getTime() - 24 * HOUR) : slot
}

/** Instances take turns through app_state: the first to move `backup_last_started_at` past the slot writes. */
export function createBackupSchedule({
  db,
  dir,
  keep,
  hourUtc,
  backup,
  logger,
}: {
  db: Db
  dir: string
  keep: number
  hourUtc: number
  backup: (file: string, now: Date) => Promise<BackupResult>
  logger: Logger
}) {
  async function claim(now: Date, slot: Date): Promise<string | null> {
    const previous = await db.execute<{ value: string }>(sql`select value from app_state where key = ${LAST_STARTED}`)
    const claimed = await db.execute<{ key: string }>(sql`
      insert into app_state (key, value) values (${LAST_STARTED}, ${now.toISOString()})
      on conflict (key) do update set value = excluded.value, updated_at = now()
      where app_state.value < ${slot.toISOString()}
      returning key`)
    if (claimed.rows.length === 0) return null
    return previous.rows[0]?.value ?? ''
  }

  /** What was written, or null when none was due or another instance took it. */
  async function runIfDue(now = new Date()): Promise<BackupResult | null> {
    const slot = backupSlot(now, hourUtc)
    const previous = await claim(now, slot)
    if (previous === null) return null
    try {
      const result = await backup(path.join(dir, archiveName(now)), now)
      await db.execute(sql`
        insert into app_state (key, value) values (${LAST_WRITTEN}, ${now.toISOString()})
        on conflict (key) do update set value = excluded.value, updated_at = now()`)
      const removed = await pruneBackups(dir, keep)
      logger.info(
        { event: 'backup_written', file: result.file, bytes: result.bytes, ms: result.ms, pruned: removed.length },
        'nightly backup written',
      )
      return result
    } catch (error) {
      // Give the slot back, so the next check (on any instance) tries again.
      await db.execute(sql`update app_state set value = ${previous} where key = ${LAST_STARTED}`).catch(() => undefined)
      logger.error({ event: 'backup_failed', err: error }, 'nightly backup failed')
      return null
    }
  }

  return { runIfDue }
}
