/**
 * npm run backup [-- FILE_OR_DIR]
 * Writes one archive of the site's tables and every stored image, authenticated with a key derived
 * from SECRET_KEY (decisions 8 and 15). Without an argument it
 * goes to BACKUP_DIR, or DATA_DIR/backups. Works on DATABASE_URL or the embedded database, also
 * while the site is running.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { archiveName } from '#app/features/backup/archive.server.ts'
import { createBackup } from '#app/features/backup/backup.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { loadKeyRing } from '#app/lib/keys.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { createStorage } from '#app/features/objects/create-storage.server.ts'
import { openDatabase } from './open-database.ts'

async function main() {
  const env = readEnv()
  const logger = createLogger({ level: 'error' })
  const now = new Date()
  const target = process.argv[2] ?? env.backupDir ?? path.join(env.dataDir, 'backups')
  const isDir = !target.endsWith('.tar.gz') || (existsSync(target) && statSync(target).isDirectory())
  const file = path.resolve(isDir ? path.join(target, archiveName(now)) : target)
  const { database, close } = await openDatabase(env, logger)
  try {
    const storage = await createStorage({ env, uploadKey: null })
    const keys = (await loadKeyRing(env, database.db))!
    const result = await createBackup({ database, storage, file, now, keys })
    console.log(
      `Backup written: ${result.file}\n` +
        `  ${result.tables} tables, ${result.rows} rows, ${result.objects} images, ` +
        `${(result.bytes / 1024).toFixed(0)} KB in ${(result.ms / 1000).toFixed(1)} s`,
    )
    if (keys.source === 'database')
      console.log(
        '  Authenticated with the key this site keeps in its database (SECRET_KEY is not set): it restores only\n' +
          '  into this database. Set SECRET_KEY to be able to restore it elsewhere (decision 15).',
      )
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
