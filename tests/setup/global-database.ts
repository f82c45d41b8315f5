import '#server/drizzle-resolve-hook.ts'
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { connectDatabase, runMigrations } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL (or DATABASE_URL) when given (CI passes a
 * throwaway Debian PostgreSQL), else a private embedded server. A migrated template database is
 * made once; every test file clones it. TEST_DATABASE_URL exists so that CI can point vitest at a
 * server without handing DATABASE_URL to the Playwright instances, which keep their own embedded
 * databases.
 */
export const TEMPLATE = 'test_template'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

export default async function setup(project: TestProject) {
  const logger = createLogger({ level: 'warn' })
  let embedded: EmbeddedPostgres | undefined
  let dataDir: string | undefined
  let url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
  if (!url) {
    dataDir = path.resolve('.test-data', `vitest-${process.pid}`)
    embedded = await startEmbeddedPostgres(dataDir, logger)
    url = embedded.url
  }
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`)
  await admin.query(`create database ${TEMPLATE}`)
  await admin.end()

  const templateUrl = new URL(url)
  templateUrl.pathname = `/${TEMPLATE}`
  const database = connectDatabase(templateUrl.toString(), logger, { max: 1 })
  await runMigrations(database, logger)
  await database.close()

  project.provide('databaseUrl', url)
  return async () => {
    await embedded?.stop()
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
  }
}
