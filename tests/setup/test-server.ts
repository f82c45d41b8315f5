import fs from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { defaultLimits, type Limits } from '#app/lib/rate-limit.server.ts'
import { connectDatabase } from '#app/lib/db.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { buildServices, type Services } from '#app/services.server.ts'
import type { WebhookTransport } from '#app/features/webhooks/webhooks-service.server.ts'
import { createApp } from '#server/app.ts'
import { createPageCache, type PageCache } from '#server/page-cache/store.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestInstance {
  url: string
  services: Services
  pageCache: PageCache
  close(): Promise<void>
}

export interface TestServer {
  url: string
  /** the test database, for a second instance */
  databaseUrl: string
  services: Services
  pageCache: PageCache
  /**
   * fetch relative to the server, JSON helpers included; resolves once the work the answer began
   * after itself is done too (a newsletter confirmation is queued after the answer), so a test
   * reads what the request caused. A plain `fetch` does not wait for it.
   */
  request(pathname: string, init?: RequestInit & { json?: unknown; token?: string }): Promise<Response>
  close(): Promise<void>
}

/** Creates an active admin on the server's database, signs in and returns the session token. */
export async function signInAdmin(server: TestServer, username = 'editor'): Promise<string> {
  const password = `${username} test passphrase`
  await createAdmin(server.services.db, { username, password, email: `${username}@x.example` })
  const res = await server.request('/api/auth/login', { method: 'POST', json: { username, password } })
  if (res.status !== 200) throw new Error(`sign-in as ${username} failed: ${res.status}`)
  // A first sign-in queues an alert to the admin (a browser not seen before); tests counting the
  // mail they caused should not find it. tests/api/account-protection.test.ts tests the alert.
  await server.services.db.execute(sql`delete from email_outbox where dedupe_key like 'sign-in-alert:%'`)
  return ((await res.json()) as { token: string }).token
}

/**
 * The real Express app (API and /objects) on a fresh real PostgreSQL database, on 127.0.0.1, with
 * the services built as in production. Limits are high by default so tests of other behaviour never trip them; pass `limits` to test them. */
export async function startTestServer(
  overrides: Partial<NodeJS.ProcessEnv> = {},
  options: {
    limits?: Partial<Limits>
    /** collects every log line (JSON) at level info and above, instead of silence */
    logs?: string[]
    /** the services' clock (default: the real time) */
    clock?: () => Date
    outboxLeaseMs?: number
    /** how webhook deliveries reach a receiver on loopback (tests/setup/webhook-receiver.ts) */
    webhooks?: WebhookTransport
  } = {},
): Promise<TestServer> {
  const testDb = await createTestDatabase()
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-api-'))
  // Listening first, so the server's own address can be its SITE_URL (the origin of its links and
  // upload URLs) unless the test names another.
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const env = readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'test-secret-key-of-sufficient-length-000',
    SITE_URL: url,
    ...overrides,
  })
  const limits = {
    ...Object.fromEntries(Object.keys(defaultLimits).map((k) => [k, { max: 100_000, windowSeconds: 600 }])),
    ...options.limits,
  } as Limits
  const logger = options.logs
    ? createLogger({ level: 'info', destination: { write: (line: string) => void options.logs!.push(line) } })
    : createLogger({ level: 'silent' })
  const services = await buildServices(env, testDb.database, logger, {
    limits,
    clock: options.clock,
    outboxLeaseMs: options.outboxLeaseMs,
    webhooksForTests: options.webhooks,
  })
  const pageCache = createPageCache(services)
  server.on('request', createApp({ services, pageCache }))
  return {
    url,
    databaseUrl: testDb.url,
    services,
    pageCache,
    async request(pathname, init = {}) {
      const { json, token, headers, ...rest } = init
      const h = new Headers(headers)
      if (json !== undefined) h.set('content-type', 'application/json')
      if (token) h.set('authorization', `Bearer ${token}`)
      const res = await fetch(url + pathname, {
        ...rest,
        headers: h,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      })
      await Promise.all([services.leads.settled(), services.passwordReset.settled()])
      return res
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await services.close()
      await testDb.drop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Another instance of the site on the same database as `server`: its own pool, services, page
 * cache, email worker and notification connection, as a second process would have.
 */
export async function startSecondInstance(
  server: TestServer,
  options: { outboxLeaseMs?: number; /** the services' clock (default: the real time) */ clock?: () => Date } = {},
): Promise<TestInstance> {
  const database = connectDatabase(server.databaseUrl, createLogger({ level: 'silent' }), { max: 10 })
  const services = await buildServices(server.services.env, database, createLogger({ level: 'silent' }), {
    limits: server.services.limits,
    clock: options.clock,
    outboxLeaseMs: options.outboxLeaseMs,
  })
  const pageCache = createPageCache(services)
  const http2 = http.createServer(createApp({ services, pageCache }))
  await new Promise<void>((resolve) => http2.listen(0, '127.0.0.1', resolve))
  const address = http2.address()
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    services,
    pageCache,
    async close() {
      http2.closeAllConnections()
      await new Promise<void>((resolve) => http2.close(() => resolve()))
      await services.close()
    },
  }
}
