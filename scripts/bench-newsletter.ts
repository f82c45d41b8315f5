/**
 * Newsletter sending at scale (docs/decisions/0030): `npm run bench -- newsletter` only, never
 * part of the default `npm run bench` (it sends 40,000 messages). A fresh embedded database with
 * 20,000 confirmed subscribers (and a few pending and unsubscribed ones), a local SMTP server that
 * counts every message it accepts by its Message-ID, and the production build on that database
 * with NEWSLETTER_RATE=100000, so the rate limit never holds it back. Measured:
 * - queuing: the POST /api/newsletter-issues/:id/send request (one insert … select); target < 5 s;
 * - the server's resident memory (VmRSS) before sending and its peak while sending, sampled every
 *   50 ms; target: growth < 50 MB;
 * - the send: from the request to the issue `sent`, and messages per second;
 * - a crash: a second issue, the server killed with SIGKILL once about 40% has arrived, started
 *   again on the same database, and the rest sent; every subscriber must have exactly one copy
 *   (0 duplicates, 0 missed). The kill comes a random 0 to 20 ms after the 40% mark, not in step
 *   with the SMTP conversation, so it lands wherever the sender happens to be: a kill between the
 *   SMTP server's 250 and the COMMIT gives one duplicate, which is reported as such (the window
 *   app/features/newsletter/sender.server.ts names). tests/api/newsletter-crash.test.ts kills at a
 *   chosen point instead, and asserts exactly one copy each.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { connectDatabase, runMigrations } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { ADMIN, signInAsBenchAdmin } from './bench-leads.ts'
import { startCountingSmtp, tally } from './counting-smtp.ts'

const SUBSCRIBERS = 20_000
const PENDING = 20
const UNSUBSCRIBED = 20
/** kill the server once this share of the second issue has arrived */
const KILL_AT = 0.4

/** A process's resident memory in MB (MiB), from /proc/<pid>/status. */
export function vmRssMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) / 1024
}

export interface NewsletterBench {
  subscribers: number
  seededMs: number
  queueMs: number
  rssBeforeMb: number
  rssPeakMb: number
  sendMs: number
  messagesPerSec: number
  crash: {
    /** messages of the second issue accepted when the server was killed */
    killedAfter: number
    /** from the restart's request to the issue `sent` */
    restartToSentMs: number
    duplicates: number
    /** Message-IDs accepted more than once, with whether each was the last accepted before the kill */
    duplicated: { messageId: string; lastBeforeKill: boolean }[]
    missed: number
  }
}

async function seed(dataDir: string) {
  await fs.rm(dataDir, { recursive: true, force: true })
  const logger = createLogger({ level: 'warn' })
  const embedded = await startEmbeddedPostgres(dataDir, logger)
  const database = connectDatabase(embedded.url, logger, { max: 2 })
  const started = performance.now()
  try {
    await runMigrations(database, logger)
    await createAdmin(database.db, ADMIN)
    const { db } = database
    await db.execute(sql`
      insert into newsletters (email, confirmed_at, unsubscribed_at)
      select 'reader' || i || '@bench.example',
        case when i <= ${SUBSCRIBERS} or i > ${SUBSCRIBERS + PENDING} then now() - interval '1 day' end,
        case when i > ${SUBSCRIBERS + PENDING} then now() end
      from generate_series(1, ${SUBSCRIBERS + PENDING + UNSUBSCRIBED}) i`)
    await db.execute(sql`analyze`)
    return Math.round(performance.now() - started)
  } finally {
    await database.close()
    await embedded.stop()
  }
}

/** The production build, as `npm start` runs it (scripts/seeded-server.ts), with the SMTP server and the rate. */
async function startServer(root: string, port: number, dataDir: string, smtpPort: number) {
  const base = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: base,
    LOG_LEVEL: 'error',
    SEED_CONTENT: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NEWSLETTER_RATE: '100000',
    RATE_LIMIT_SCALE: '1000',
  }
  delete env.DATABASE_URL // its own embedded PostgreSQL under DATA_DIR, which outlives a kill -9
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=16', '--max-old-space-size=384', 'server/main.ts'],
    { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) break
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { base, pid: child.pid!, stop }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop('SIGKILL')
  throw new Error('the server did not start')
}

export async function benchNewsletter(root: string, port: number): Promise<NewsletterBench> {
  const dataDir = path.join(root, '.test-data', 'bench-newsletter')
  const seededMs = await seed(dataDir)
  const smtp = await startCountingSmtp()
  let server = await startServer(root, port, dataDir, smtp.port)
  try {
    let token = await signInAsBenchAdmin(server.base)
    const api = async (pathname: string, json?: unknown) => {
      const res = await fetch(`${server.base}/api/newsletter-issues${pathname}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: server.base },
        body: json === undefined ? undefined : JSON.stringify(json),
      })
      if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${await res.text()}`)
      return ((await res.json()) as { issue: { id: number; status: string; recipients: number } }).issue
    }
    const createIssue = (subject: string) =>
      api('', {
        subject,
        previewText: 'What to check before the board meeting',
        body: `<h2>${subject}</h2>${'<p>Multi-factor authentication for every staff account, and why the board should ask about it.</p>'.repeat(20)}`,
      })
    const untilSent = async (id: number, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        if ((await api(`/${id}`)).status === 'sent') return
        if (Date.now() > deadline) throw new Error(`issue ${id} not sent after ${timeoutMs / 1000} s`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }

    // The send: queuing, memory, throughput.
    const first = await createIssue('Bench briefing')
    await new Promise((r) => setTimeout(r, 1_000)) // the first runs of the jobs, the pool opened
    const rssBeforeMb = vmRssMb(server.pid)
    let rssPeakMb = rssBeforeMb
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, vmRssMb(server.pid))), 50)
    const sendStarted = performance.now()
    const queued = await api(`/${first.id}/send`, {})
    const queueMs = performance.now() - sendStarted
    if (queued.recipients !== SUBSCRIBERS) throw new Error(`queued ${queued.recipients}, not ${SUBSCRIBERS}`)
    await untilSent(first.id, 10 * 60_000)
    const sendMs = performance.now() - sendStarted
    clearInterval(sampler)
    const firstTally = tally(smtp.accepted, first.id, SUBSCRIBERS)
    if (firstTally.duplicates || firstTally.missed) throw new Error(`first issue: ${JSON.stringify(firstTally)}`)

    // The crash: once 40% has arrived, kill -9 after a random 0 to 20 ms (a few messages' time), so
    // that the kill falls at any point of a message's round; then start again and finish.
    const second = await createIssue('Bench briefing after a crash')
    const before = smtp.accepted.length
    await api(`/${second.id}/send`, {})
    const inSecond = () => smtp.accepted.length - before
    while (inSecond() < SUBSCRIBERS * KILL_AT) await new Promise((r) => setTimeout(r, 1))
    await new Promise((r) => setTimeout(r, Math.random() * 20))
    await server.stop('SIGKILL')
    const killedAfter = inSecond()
    const lastBeforeKill = smtp.accepted.at(-1)!.messageId
    const restarted = performance.now()
    server = await startServer(root, port, dataDir, smtp.port)
    token = await signInAsBenchAdmin(server.base)
    await untilSent(second.id, 10 * 60_000)
    const restartToSentMs = performance.now() - restarted
    const crash = tally(smtp.accepted, second.id, SUBSCRIBERS)
    const round = (n: number) => Math.round(n * 10) / 10
    return {
      subscribers: SUBSCRIBERS,
      seededMs,
      queueMs: Math.round(queueMs),
      rssBeforeMb: round(rssBeforeMb),
      rssPeakMb: round(rssPeakMb),
      sendMs: Math.round(sendMs),
      messagesPerSec: Math.round(SUBSCRIBERS / (sendMs / 1000)),
      crash: {
        killedAfter,
        restartToSentMs: Math.round(restartToSentMs),
        duplicates: crash.duplicates,
        duplicated: crash.duplicated.map((messageId) => ({ messageId, lastBeforeKill: messageId === lastBeforeKill })),
        missed: crash.missed,
      },
    }
  } finally {
    await server.stop()
    await smtp.close()
  }
}

export function printNewsletter(bench: NewsletterBench) {
  const mb = (n: number) => `${n.toFixed(1)} MB`
  const growth = bench.rssPeakMb - bench.rssBeforeMb
  console.log(
    `\nNewsletter: ${bench.subscribers.toLocaleString('en-US')} confirmed subscribers (seeded in ${(bench.seededMs / 1000).toFixed(1)} s), NEWSLETTER_RATE=100000`,
  )
  console.log('measure                          value          target')
  const row = (name: string, value: string, target: string) =>
    console.log(`${name.padEnd(32)} ${value.padStart(12)}   ${target}`)
  row('queuing (POST …/send)', `${bench.queueMs} ms`, '< 5000 ms')
  row('server RSS before sending', mb(bench.rssBeforeMb), '')
  row('server RSS peak while sending', mb(bench.rssPeakMb), `growth ${mb(growth)}, < 50 MB`)
  row('send, request to issue sent', `${(bench.sendMs / 1000).toFixed(1)} s`, '')
  row('messages per second', String(bench.messagesPerSec), '')
  const { crash } = bench
  row('crash: killed after', `${crash.killedAfter} msgs`, `kill -9 at ${KILL_AT * 100}%`)
  row('crash: restart to issue sent', `${(crash.restartToSentMs / 1000).toFixed(1)} s`, '')
  row('crash: duplicates', String(crash.duplicates), '0')
  row('crash: missed', String(crash.missed), '0')
  for (const d of crash.duplicated)
    console.log(
      `  duplicated ${d.messageId}: ${d.lastBeforeKill ? 'the last message accepted before the kill (killed between the 250 and the COMMIT)' : 'NOT the message in flight at the kill: a bug'}`,
    )
}
