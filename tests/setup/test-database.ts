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
  const database = connectDatabase(url.toString(), createLogger({ level: 'silent' }), { max: 20 })
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

/**
 * Empty databases (no schema at all) for a restore to land in. Each test closes its own; `dropAll()`,
 * in the file's afterAll, drops every one made, also those of a test that failed before closing.
 */
export function emptyDatabases() {
  const serverUrl = () => inject('databaseUrl')
  const made: string[] = []
  return {
    async create(): Promise<{ database: Database; url: string }> {
      const name = `t_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: serverUrl() })
      await admin.connect()
      await admin.query(`create database ${name} template template0`)
      await admin.end()
      made.push(name)
      const url = new URL(serverUrl())
      url.pathname = `/${name}`
      return {
        database: connectDatabase(url.toString(), createLogger({ level: 'silent' }), { max: 3 }),
        url: url.toString(),
      }
    },
    async dropAll() {
      const admin = new pg.Client({ connectionString: serverUrl() })
      await admin.connect()
      for (const name of made) await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
