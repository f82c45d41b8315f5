/**
 * npm run restore -- FILE [--force]
 * Restores an archive made by `npm run backup` into an empty database (DATABASE_URL or the
 * embedded one under DATA_DIR) and writes its images to storage. Stop the site first. The archive
 * must verify under this site's SECRET_KEY (decision 15). A database that holds data is refused
 * unless --force, which replaces the site's tables in one transaction.
 */
import { BackupError } from '#app/features/backup/backup-error.ts'
import { restoreBackup } from '#app/features/backup/restore.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { loadKeyRing } from '#app/lib/keys.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { createStorage } from '#app/features/objects/create-storage.server.ts'
import { openDatabase } from './open-database.ts'

const USAGE = 'Usage: npm run restore -- FILE [--force]'

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const files = args.filter((a) => a !== '--force')
  const unknown = files.filter((a) => a.startsWith('-'))
  if (files.length !== 1 || unknown.length) throw new BackupError(USAGE)
  const env = readEnv()
  const logger = createLogger({ level: 'error' })
  const { database, close } = await openDatabase(env, logger)
  try {
    const storage = await createStorage({ env, uploadKey: null })
    // Never creates a key: an archive is checked only against a key the site already has.
    const keys = await loadKeyRing(env, database.db, { create: false })
    const result = await restoreBackup({ database, storage, file: files[0]!, keys, force, logger })
    console.log(
      `Restored ${result.tables} tables (${result.rows} rows) and ${result.objects} images ` +
        `in ${(result.ms / 1000).toFixed(1)} s.`,
    )
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof BackupError ? `Restore refused: ${message}` : `Restore failed: ${message}`)
  process.exit(1)
})
