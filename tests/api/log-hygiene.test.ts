import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/** No lead personal data, query strings or session secrets in any log line. */
let server: TestServer
const logs: string[] = []
beforeAll(async () => {
  server = await startTestServer({}, { logs })
})
afterAll(() => server.close())

describe('log lines', () => {
  it('say nothing of the lead when the database refuses a contact (Drizzle puts parameters in its message)', async () => {
    await server.services.db.execute(sql`alter table contacts rename column district to district_gone`)
    try {
      const lead = contactInput({
        firstName: 'Quenby',
        lastName: 'Marchetti',
        email: 'quenby.marchetti@oakdale.k12.example',
      })
      const res = await server.request('/api/contacts', { method: 'POST', json: lead })
      expect(res.status).toBe(500)
      expect(JSON.stringify(await res.json())).not.toMatch(/district|insert|Quenby/i)
    } finally {
      await server.services.db.execute(sql`alter table contacts rename column district_gone to district`)
    }
    const text = logs.join('\n')
    expect(text).toMatch(/unhandled error/)
    expect(text).toMatch(/"code":"42703"/) // undefined_column: the useful part is kept
    expect(text).not.toMatch(/Quenby|Marchetti|quenby\.marchetti|oakdale/i)
  })

  it('write a private preview link as its page, without its token', async () => {
    const secret = 'pv_9ZkQ3mWb7TtY2aLx5rNc8HdF'
    await server.request(`/preview/${secret}`)
    await server.request(`/preview/${secret}.data`)
    const text = logs.join('\n')
    expect(text).toMatch(/"path":"\/preview\/\[redacted\]"/)
    expect(text).toMatch(/"path":"\/preview\/\[redacted\]\.data"/)
    expect(text).not.toContain(secret)
  })

  it('carry neither query strings nor tokens nor session hashes', async () => {
    const token = await signInAdmin(server, 'log-check')
    await server.request(`/api/blog?page=1&limit=9&email=someone%40example.org&token=${token}`, { token })
    await server.request('/api/auth/me', { headers: { cookie: `sid=${token}` } })
    const text = logs.join('\n')
    expect(text).toMatch(/"path":"\/api\/blog"/)
    expect(text).not.toContain('someone%40example.org')
    expect(text).not.toContain(token)
    const hash = (await server.services.db.execute<{ id: string }>(sql`select id from sessions limit 1`)).rows[0]!.id
    expect(text).not.toContain(hash)
  })
})
