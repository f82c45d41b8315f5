import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { connectDatabase, type Database } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'

const TEMPLATE = 'test_template'

/**
 * A fresh, migrated database cloned from the template, dropped by `drop()`; with `empty`, one with
 * no schema at all (to apply migrations step by step).
 */
export async function createTestDatabase({ empty = false } = {}): Promise<{
  database: Database
  url: string
  drop(): Promise<void>
}> {
  const serverUrl = inject('databaseUrl')
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${empty ? 'template0' : TEMPLATE}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = connectDatabase(url.toString(), createLogger('silent'), { max: 20 })
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close()
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
