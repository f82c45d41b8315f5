import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, expect, it, vi } from 'vitest'
import { createWebhookEndpoints } from '#app/features/webhooks/webhook-endpoints.server.ts'
import { deriveKeys } from '#app/lib/keys.server.ts'
import { contactInput } from '../factories/index.ts'
import { exited, spawnApiServer, stopChildren } from '../setup/api-server-process.ts'
import { createTestDatabase } from '../setup/test-database.ts'
import { receiverCertificate, startReceiver } from '../setup/webhook-receiver.ts'

/**
 * A delivery survives kill -9 (decision 64): the real runtime in a child process, its jobs running,
 * is killed while the receiver holds the request unanswered; started again on the same database,
 * it sends the event once more, under the same webhook-id, once the 2 s lease has run out.
 */
const SECRET_KEY = 'crash-test-secret-key-of-sufficient-length'
const children: ChildProcess[] = []
let testDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined
let dataDir: string | undefined

afterAll(async () => {
  await stopChildren(children)
  await receiver?.close()
  await testDb?.drop()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

it(
  'kill -9 during a delivery, then a restart: the event arrives, under the same webhook-id',
  { timeout: 60_000 },
  async () => {
    testDb = await createTestDatabase()
    const { db } = testDb.database
    const tls = receiverCertificate()
    receiver = await startReceiver(tls)
    receiver.answers.push('hang')
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-webhooks-crash-'))
    const endpoints = createWebhookEndpoints({
      db,
      secretKey: () => deriveKeys(SECRET_KEY).webhookSecrets,
      clock: () => new Date(),
      queued: () => {},
    })
    const { secret } = await endpoints.create({ url: receiver.url(), events: ['lead.created'] })
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: testDb.url,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'error',
      SEED_CONTENT: 'false',
      NODE_ENV: 'production',
      RATE_LIMIT_SCALE: '10000',
      SITE_URL: 'http://crash.example',
      SECRET_KEY,
      TEST_WEBHOOK_CA: tls.cert,
    }
    const first = await spawnApiServer(env, children, 'tests/setup/webhooks-api-server.ts')
    const posted = await fetch(`${first.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://crash.example' },
      body: JSON.stringify(contactInput()),
    })
    expect(posted.status, await posted.clone().text()).toBe(201)
    await vi.waitFor(() => expect(receiver!.received).toHaveLength(1), { timeout: 10_000, interval: 20 })
    first.child.kill('SIGKILL')
    await exited(first.child)

    await spawnApiServer(env, children, 'tests/setup/webhooks-api-server.ts')
    await vi.waitFor(
      async () => {
        const { rows } = await db.execute<{ status: string }>(sql`select status from webhook_deliveries`)
        expect(rows).toEqual([{ status: 'delivered' }])
      },
      { timeout: 30_000, interval: 100 },
    )
    expect(receiver.received).toHaveLength(2)
    const [killed, again] = receiver.received
    expect(again!.headers['webhook-id']).toBe(killed!.headers['webhook-id'])
    expect(new Webhook(secret).verify(again!.body, again!.headers)).toMatchObject({ type: 'lead.created' })
  },
)
