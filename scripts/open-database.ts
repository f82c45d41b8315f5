import { connectDatabase, type Database } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'

/**
 * The database a command-line tool works on: DATABASE_URL, or the embedded one under DATA_DIR.
 * An embedded server that is already running (the app's) is used and left running.
 */
export async function openDatabase(env: Env, logger: Logger): Promise<{ database: Database; close(): Promise<void> }> {
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.dataDir, logger)
  const database = connectDatabase(env.DATABASE_URL ?? embedded!.url, logger, { max: 2 })
  return {
    database,
    async close() {
      await database.close()
      if (embedded && !embedded.adopted) await embedded.stop()
    },
  }
}
