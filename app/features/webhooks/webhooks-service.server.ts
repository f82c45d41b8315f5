import type { Database } from '#app/lib/db.server.ts'
import { keysFor, type KeyRing } from '#app/lib/keys.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createPokeable } from '#app/lib/scheduler.server.ts'
import { createWebhookDeliverer, pruneWebhookLog, type WebhookTransport } from './webhook-deliverer.server.ts'
import { createWebhookEndpoints } from './webhook-endpoints.server.ts'
import { WEBHOOK_CHANNEL } from './webhook-queue.server.ts'

export type { WebhookTransport } from './webhook-deliverer.server.ts'
export type Webhooks = Awaited<ReturnType<typeof createWebhooks>>

/** Endpoints for the admin, the deliverer for the jobs; a queued event wakes the deliverer of every instance. */
export async function createWebhooks({
  database,
  keys,
  siteUrl,
  logger,
  clock,
  transport,
}: {
  database: Database
  keys: KeyRing
  siteUrl: string
  logger: Logger
  clock: () => Date
  transport?: WebhookTransport
}) {
  const { db } = database
  const wake = createPokeable()
  await database.listen(WEBHOOK_CHANNEL, () => wake.poke())
  return {
    endpoints: createWebhookEndpoints({ db, secretKey: () => keys.current.webhookSecrets, clock, queued: wake.poke }),
    deliverer: createWebhookDeliverer({
      db,
      secretKeys: () => keysFor(keys, 'webhookSecrets'),
      siteUrl,
      logger,
      clock,
      transport,
    }),
    prune: () => pruneWebhookLog(db, clock()),
    onQueued: wake.onPoke,
  }
}
