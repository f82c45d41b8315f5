/**
 * Writes docs/webhooks.schema.json, the JSON Schema of every webhook body, from the zod schemas the
 * server builds them with (app/features/webhooks/webhook-events.ts): `node scripts/webhook-schema.ts`.
 * tests/api/webhooks.test.ts fails while the file and the schemas differ.
 */
import fs from 'node:fs'
import { webhookJsonSchema } from '#app/features/webhooks/webhook-events.ts'

fs.writeFileSync(
  new URL('../docs/webhooks.schema.json', import.meta.url),
  `${JSON.stringify(webhookJsonSchema(), null, 2)}\n`,
)
