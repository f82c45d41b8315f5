/**
 * tests/setup/api-server.ts with webhook deliveries let through to the test's HTTPS receiver
 * (tests/setup/webhook-receiver.ts; its certificate in TEST_WEBHOOK_CA) and a 2 s lease, for
 * tests/api/webhooks-crash.test.ts to kill mid-delivery. Test-only variables, read here alone.
 */
import { serveApi } from './serve-api.ts'
import { receiverTransport } from './webhook-receiver.ts'

await serveApi({ webhooksForTests: receiverTransport(process.env.TEST_WEBHOOK_CA!, { leaseMs: 2_000 }) })
