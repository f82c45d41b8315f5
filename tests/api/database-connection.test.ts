import { describe, expect, it } from 'vitest'
import { createTestDatabase } from '../setup/test-database.ts'

describe('a database server lost while a client is checked out', () => {
  it('fails that client’s next query and leaves the process and the pool working', async () => {
    const { database, drop } = await createTestDatabase()
    try {
      // A transaction's client between two queries: checked out of the pool, no query in flight.
      const client = await database.pool.connect()
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
      await database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid])
      await new Promise((resolve) => setTimeout(resolve, 300))
      await expect(client.query('select 1')).rejects.toThrow()
      client.release(true)
      const { rows: after } = await database.pool.query<{ one: number }>('select 1 as one')
      expect(after[0]!.one).toBe(1)
    } finally {
      await drop()
    }
  })
})
