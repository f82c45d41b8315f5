/**
 * The slow CRM of scripts/bench-webhooks.ts, in a process of its own so its TLS work is not counted
 * as the site's: an HTTPS receiver on loopback answering every request after 2 s, verifying each
 * with the Standard Webhooks library once told the secret, and counting them by `webhook-id`.
 */
import { Webhook } from 'standardwebhooks'
import { receiverCertificate, startReceiver } from '../tests/setup/webhook-receiver.ts'

const tls = receiverCertificate()
const receiver = await startReceiver(tls, Number(process.argv[2] ?? 2000))
let webhook: Webhook | null = null
let checked = 0
let forged = 0
const ids = new Set<string>()

process.on('message', (message: { secret?: string; report?: true; stop?: true }) => {
  if (message.secret) webhook = new Webhook(message.secret)
  for (; webhook && checked < receiver.received.length; checked += 1) {
    const { body, headers } = receiver.received[checked]!
    try {
      webhook.verify(body, headers)
      ids.add(headers['webhook-id']!)
    } catch {
      forged += 1
    }
  }
  if (message.report) process.send!({ delivered: ids.size, requests: checked, forged, concurrent: receiver.load.max })
  if (message.stop) void receiver.close().then(() => process.exit(0))
})
process.send!({ port: receiver.port, cert: tls.cert })
