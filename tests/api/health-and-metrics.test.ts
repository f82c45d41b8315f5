import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '#app/lib/db.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { createApp } from '#server/app.ts'
import { contactInput } from '../factories/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/** Liveness, readiness, and Prometheus metrics behind METRICS_TOKEN. */
const TOKEN = 'metrics-token-for-the-tests-0123'
let server: TestServer
let withoutToken: TestServer

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN })
  withoutToken = await startTestServer()
})
afterAll(async () => {
  await server.close()
  await withoutToken.close()
})

async function serve(app: http.RequestListener) {
  const other = http.createServer(app)
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  const { port } = other.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => (other.closeAllConnections(), other.close(() => resolve()))),
  }
}

describe('/api/health and /api/ready', () => {
  it('ready: the database answers and every migration of this code is applied', async () => {
    expect((await server.request('/api/health')).status).toBe(200)
    const ready = await server.request('/api/ready')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'ok' })
  })

  it('not ready while a migration is missing, and when the database is unreachable', async () => {
    const last = await server.services.database.pool.query<{ id: number }>(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
    )
    try {
      const res = await server.request('/api/ready')
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ status: 'not_ready', database: 'ok', migrations: 'pending' })
      expect((await server.request('/api/health')).status).toBe(200) // still alive
    } finally {
      const row = last.rows[0] as unknown as { id: number; hash: string; created_at: string }
      await server.services.database.pool.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      )
    }
    const dead = connectDatabase('postgres://nobody@127.0.0.1:1/none', createLogger({ level: 'silent' }))
    const app = await serve(createApp({ services: { ...server.services, database: dead, db: dead.db } }))
    try {
      const res = await fetch(`${app.url}/api/ready`)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ status: 'not_ready', database: 'unreachable', migrations: 'unknown' })
    } finally {
      await app.close()
      await dead.close()
    }
  })
})

describe('/metrics', () => {
  it('is off without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await withoutToken.request('/metrics')).status).toBe(404)
    const none = await server.request('/metrics')
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect((await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401)
    expect((await server.request('/metrics', { headers: { authorization: TOKEN } })).status).toBe(401)
  })

  it('reports requests by route, page-cache hits, outbox depth and failures, and pool use', async () => {
    for (let i = 0; i < 3; i += 1) await server.request('/api/blog?page=1&limit=9&email=someone%40secret.example')
    await server.request('/api/contacts', { method: 'POST', json: contactInput({ email: 'lead@private.example' }) })
    await server.request('/no/such/page/123')
    const res = await server.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await res.text()
    const value = (pattern: string) => {
      const line = text.split('\n').find((l) => l.startsWith(pattern))
      return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : undefined
    }
    expect(value('http_requests_total{method="GET",route="/api/blog",status="200"}')).toBe(3)
    expect(value('http_requests_total{method="POST",route="/api/contacts",status="201"}')).toBe(1)
    expect(value('http_request_duration_seconds_count{method="GET",route="/api/blog"}')).toBe(3)
    expect(value('page_cache_hits_total')).toBe(2)
    expect(value('page_cache_renders_total')).toBe(1)
    expect(value('page_cache_hit_ratio')).toBeCloseTo(2 / 3)
    expect(value('email_outbox_messages{status="pending"}')).toBe(2) // alert and acknowledgement
    expect(value('email_outbox_messages{status="failed"}')).toBe(0)
    expect(value('email_outbox_attempts_total{result="failed"}')).toBe(0)
    expect(value('db_pool_connections{state="total"}')).toBeGreaterThan(0)
    expect(text).toContain('process_resident_memory_bytes')
    // Unknown paths share one label; no query string, id or personal data becomes a label.
    expect(text).toContain('route="unmatched",status="404"')
    expect(text).not.toMatch(/secret\.example|private\.example|\/no\/such|page=1/)
  })
})
