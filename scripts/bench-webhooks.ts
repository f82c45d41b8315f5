/**
 * Webhooks under load (docs/decisions/0064-signed-webhooks-to-the-crm.md), `npm run bench -- webhooks`:
 * the real runtime (embedded PostgreSQL, migrations, jobs) and the API in this process, and an
 * HTTPS receiver on loopback that takes 2 s over every answer. 1,000 consultation requests are
 * posted evenly over a minute twice: first with no webhook, then with one receiving every
 * `lead.created`. Measured: each request's time (p50/p95/max) in both rounds, and how long until
 * the receiver has all 1,000, each verified with the Standard Webhooks library and counted once by
 * `webhook-id` by the receiver, in a process of its own (scripts/bench-webhooks-receiver.ts); then
 * the round without webhooks once more, to show the machine's drift. Target: p95 no worse than
 * without webhooks (within that drift), none lost.
 * BENCH_WEBHOOK_LEADS and BENCH_WEBHOOK_SECONDS shorten it for a trial.
 */
import fs from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fork } from 'node:child_process'
import { readEnv } from '#app/lib/env.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { createApp } from '#server/app.ts'
import { startRuntime } from '#server/runtime.ts'
import { RECEIVER_HOST, receiverTransport } from '../tests/setup/webhook-receiver.ts'
import { summarize, type Summary } from './bench-summary.ts'

const LEADS = Number(process.env.BENCH_WEBHOOK_LEADS ?? 1000)
const SECONDS = Number(process.env.BENCH_WEBHOOK_SECONDS ?? 60)
const RECEIVER_DELAY_MS = 2000

export interface WebhooksBench {
  leads: number
  seconds: number
  receiverDelayMs: number
  /** each lead request's time: without any webhook, with one, and without again once all were delivered */
  withoutWebhooksMs: Summary
  withWebhooksMs: Summary
  withoutAgainMs: Summary
  /** CPU time of this process (site and client) over each round */
  cpuMs: { without: number; with: number; withoutAgain: number }
  /** the machine's 1-minute load average at the start: other work shares the 2 cores */
  loadAverage: number
  failedRequests: number
  /** from the first lead of the second round until the receiver had them all */
  allDeliveredAfterS: number
  delivered: number
  /** requests beyond one per event (a retry after a timeout would make one) */
  duplicates: number
  forged: number
  /** deliveries the receiver held at once, at most */
  concurrentAtReceiver: number
}

const contact = (n: number) => ({
  firstName: 'Bench',
  lastName: `Lead ${n}`,
  email: `lead${n}@district${n % 50}.k12.example`,
  position: 'superintendent',
  district: `District ${n % 50}`,
  studentCount: '1000-5000',
  services: ['assessment'],
  message: 'Posted by npm run bench -- webhooks.',
})

/** LEADS requests started evenly over SECONDS, none waiting for another; each one's time. */
async function postLeads(base: string, offset: number): Promise<{ times: number[]; failed: number; cpuMs: number }> {
  const cpu = process.cpuUsage()
  const times: number[] = []
  let failed = 0
  const gap = (SECONDS * 1000) / LEADS
  const started = performance.now()
  const requests = Array.from({ length: LEADS }, async (_, i) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + i * gap - performance.now())))
    const t0 = performance.now()
    const res = await fetch(`${base}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(contact(offset + i)),
    })
    await res.arrayBuffer()
    times.push(performance.now() - t0)
    if (res.status !== 201) failed += 1
  })
  await Promise.all(requests)
  const used = process.cpuUsage(cpu)
  return { times, failed, cpuMs: Math.round((used.user + used.system) / 1000) }
}

interface ReceiverReport {
  delivered: number
  requests: number
  forged: number
  concurrent: number
}

/** scripts/bench-webhooks-receiver.ts in its own process; `ask` sends it a message and waits for its report. */
async function startSlowReceiver() {
  const child = fork(path.join(import.meta.dirname, 'bench-webhooks-receiver.ts'), [String(RECEIVER_DELAY_MS)])
  const { port, cert } = await new Promise<{ port: number; cert: string }>((resolve) => child.once('message', resolve))
  const ask = (message: object) =>
    new Promise<ReceiverReport>((resolve) => {
      child.once('message', resolve)
      child.send({ ...message, report: true })
    })
  return { url: `https://${RECEIVER_HOST}:${port}/hook`, transport: receiverTransport(cert), ask, child }
}

export async function benchWebhooks(): Promise<WebhooksBench> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-bench-webhooks-'))
  const receiver = await startSlowReceiver()
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Its own embedded PostgreSQL under DATA_DIR.
  const { DATABASE_URL: _external, ...inherited } = process.env
  const env = readEnv({
    ...inherited,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SITE_URL: base,
    LOG_LEVEL: 'error',
    SEED_CONTENT: 'false',
    RATE_LIMIT_SCALE: '100000',
    LEAD_DIGEST: 'false',
  })
  const runtime = await startRuntime(env, createLogger({ level: 'error' }), { webhooksForTests: receiver.transport })
  server.on('request', createApp({ services: runtime.services }))
  const loadAverage = Math.round(os.loadavg()[0]! * 10) / 10
  try {
    const without = await postLeads(base, 0)
    const { secret } = await runtime.services.webhooks.endpoints.create({ url: receiver.url, events: ['lead.created'] })
    await receiver.ask({ secret })
    const started = performance.now()
    const withHooks = await postLeads(base, LEADS)
    let report = await receiver.ask({})
    // Checked as they arrive: the library refuses a signature older than 5 minutes.
    while (report.delivered + report.forged < LEADS && performance.now() - started < 15 * 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      report = await receiver.ask({})
    }
    const allDeliveredAfterS = Math.round((performance.now() - started) / 100) / 10
    const again = await postLeads(base, 2 * LEADS)
    return {
      leads: LEADS,
      seconds: SECONDS,
      receiverDelayMs: RECEIVER_DELAY_MS,
      withoutWebhooksMs: summarize(without.times, 1),
      withWebhooksMs: summarize(withHooks.times, 1),
      withoutAgainMs: summarize(again.times, 1),
      cpuMs: { without: without.cpuMs, with: withHooks.cpuMs, withoutAgain: again.cpuMs },
      loadAverage,
      failedRequests: without.failed + withHooks.failed + again.failed,
      allDeliveredAfterS,
      delivered: report.delivered,
      duplicates: report.requests - report.forged - report.delivered,
      forged: report.forged,
      concurrentAtReceiver: report.concurrent,
    }
  } finally {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await runtime.close()
    receiver.child.send({ stop: true })
    await fs.rm(dataDir, { recursive: true, force: true })
  }
}

export function printWebhooks(b: WebhooksBench) {
  const line = (s: Summary) => `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`
  console.log(`\nWebhooks: ${b.leads} leads in ${b.seconds} s, receiver answering in ${b.receiverDelayMs} ms`)
  console.log(`  lead requests without webhooks: ${line(b.withoutWebhooksMs)}`)
  console.log(`  lead requests with webhooks:    ${line(b.withWebhooksMs)}`)
  console.log(`  without again, once delivered:  ${line(b.withoutAgainMs)}`)
  console.log(
    `  CPU of the site and client over each round: ${b.cpuMs.without} / ${b.cpuMs.with} / ${b.cpuMs.withoutAgain} ms`,
  )
  console.log(`  failed requests: ${b.failedRequests}; load average at start ${b.loadAverage}`)
  console.log(
    `  delivered ${b.delivered}/${b.leads} (duplicates ${b.duplicates}, failing verification ${b.forged}) within ${b.allDeliveredAfterS} s of the first lead; at most ${b.concurrentAtReceiver} at the receiver at once`,
  )
}
