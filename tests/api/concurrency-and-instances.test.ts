import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { contacts, newsletters } from '#db/schema/index.ts'
import { connectDatabase, type Database } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { createApp } from '#server/app.ts'
import { contactInput } from '../factories/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

let server: TestServer
let second: { url: string; close(): Promise<void> }
let secondDb: Database

beforeAll(async () => {
  server = await startTestServer()
  // A second instance: its own Express app and pool, the same PostgreSQL database.
  secondDb = connectDatabase(server.databaseUrl, createLogger({ level: 'silent' }))
  const other = http.createServer(createApp({ services: { ...server.services, database: secondDb, db: secondDb.db } }))
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  const address = other.address()
  second = {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise<void>((resolve) => {
        other.closeAllConnections()
        other.close(() => resolve())
      }),
  }
})
afterAll(async () => {
  await second.close()
  await secondDb.close()
  await server.close()
})

describe('concurrency', () => {
  it('200 contact submissions in parallel store exactly 200 rows', async () => {
    const before = await server.services.db.$count(contacts)
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        server.request('/api/contacts', { method: 'POST', json: contactInput({ email: `p${i}@load.example` }) }),
      ),
    )
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([])
    expect(await server.services.db.$count(contacts)).toBe(before + 200)
  })

  it('50 concurrent signups of one address store one row, and all answer alike', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.request('/api/newsletter', { method: 'POST', json: { email: 'Same.Person@District.example' } }),
      ),
    )
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([200]))
    const rows = (await server.services.db.select().from(newsletters)).filter(
      (n) => n.email === 'same.person@district.example',
    )
    expect(rows).toHaveLength(1)
  })
})

describe('two instances on one database', () => {
  it('a session made on one works on the other; logging out on one ends it on both', async () => {
    await createAdmin(server.services.db, { username: 'multi', password: 'multi instance pass', email: 'm@x.example' })
    const login = await server.request('/api/auth/login', {
      method: 'POST',
      json: { username: 'multi', password: 'multi instance pass' },
    })
    const { token } = await login.json()
    const onSecond = await fetch(`${second.url}/api/admin/contacts`, { headers: { authorization: `Bearer ${token}` } })
    expect(onSecond.status).toBe(200)
    expect(
      (await fetch(`${second.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(200)
    expect((await server.request('/api/admin/contacts', { token })).status).toBe(401)
  })
})
