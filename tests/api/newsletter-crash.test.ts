import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, it, vi } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { startCountingSmtp, tally, type CountingSmtp } from '../../scripts/counting-smtp.ts'
import { exited, spawnApiServer, stopChildren } from '../setup/api-server-process.ts'
import { createTestDatabase } from '../setup/test-database.ts'

/**
 * The newsletter survives kill -9 mid-send (decision 30): the real runtime in a child process,
 * jobs running, a real SMTP server; the process is killed with a message on the wire (received in
 * full, its 250 not yet given, its delivery marked sent in a transaction not yet committed), then
 * started again on the same database. Every confirmed subscriber gets exactly one copy.
 *
 * The kill is placed, not timed by the clock: a kill after the SMTP server's 250 and before the
 * COMMIT reaches PostgreSQL sends that one message twice (the window sender.server.ts names; at
 * full speed a kill timed by the clock lands in it about one run in ten). `npm run bench --
 * newsletter` kills by the clock and reports what it finds.
 */
const CONFIRMED = 1_500
const ADMIN = { username: 'crash-admin', password: 'crash admin passphrase 2026', email: 'crash-admin@x.example' }

const children: ChildProcess[] = []
let testDb: Awaited<ReturnType<typeof createTestDatabase>> | undefined
let smtp: CountingSmtp | undefined
let dataDir: string | undefined

afterAll(async () => {
  await stopChildren(children)
  await smtp?.close()
  await testDb?.drop()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

it(
  'kill -9 mid-send, then a restart: every confirmed subscriber gets exactly one copy',
  { timeout: 120_000 },
  async () => {
    testDb = await createTestDatabase()
    const { db } = testDb.database
    smtp = await startCountingSmtp()
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-newsletter-crash-'))
    await createAdmin(db, ADMIN)
    await db.execute(sql`
      insert into newsletters (email, confirmed_at)
      select 'reader' || i || '@crash.example', now() from generate_series(1, ${CONFIRMED}) i`)
    // Never confirmed, or unsubscribed: nothing goes to them.
    await db.execute(sql`
      insert into newsletters (email, confirmed_at, unsubscribed_at)
      select 'pending' || i || '@crash.example', null, null from generate_series(1, 5) i
      union all
      select 'gone' || i || '@crash.example', now(), now() from generate_series(1, 3) i`)

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
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NEWSLETTER_RATE: '100000',
    }
    const first = await spawnApiServer(env, children)

    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const api = async (url: string, pathname: string, json: unknown) => {
      const res = await fetch(`${url}/api/newsletter-issues${pathname}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      })
      expect(res.status, pathname).toBeLessThan(300)
      return ((await res.json()) as { issue: { id: number; recipients: number } }).issue
    }
    const issue = await api(first.url, '', {
      subject: 'November briefing',
      previewText: 'Board season',
      body: '<p>Three things to check before the board meeting.</p>',
    })
    expect((await api(first.url, `/${issue.id}/send`, {})).recipients).toBe(CONFIRMED)

    // About 40% in, a message is received in full and left unanswered: the sender is inside its
    // transaction, the delivery marked sent but not committed. Then kill -9, and start again.
    const held = await smtp.holdAfter(CONFIRMED * 0.4, (m) => m.messageId.startsWith(`<newsletter-${issue.id}-`))
    first.child.kill('SIGKILL')
    await exited(first.child)
    const killedAfter = tally(smtp.accepted, issue.id, CONFIRMED).received
    expect(killedAfter).toBeGreaterThanOrEqual(CONFIRMED / 3)
    expect(killedAfter).toBeLessThanOrEqual(CONFIRMED / 2)

    await spawnApiServer(env, children)
    await vi.waitFor(
      async () => {
        const { rows } = await db.execute<{ status: string }>(
          sql`select status from newsletter_issues where id = ${issue.id}`,
        )
        expect(rows[0]?.status).toBe('sent')
      },
      { timeout: 60_000, interval: 100 },
    )

    // Every confirmed subscriber got exactly one copy: none twice, none missed; the message on the
    // wire at the kill was sent again, once.
    const result = tally(smtp.accepted, issue.id, CONFIRMED)
    expect(result.duplicated).toEqual([])
    expect(result.missed).toBe(0)
    expect(smtp.accepted.filter((m) => m.messageId === held.messageId)).toHaveLength(1)
    const perRecipient = new Map<string, number>()
    for (const mail of smtp.accepted) for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1)
    const notOnce = Array.from({ length: CONFIRMED }, (_, i) => `reader${i + 1}@crash.example`).filter(
      (email) => perRecipient.get(email) !== 1,
    )
    expect(notOnce).toEqual([])
    // Nothing to the unconfirmed or the unsubscribed, nor to anyone else but the admin (the sign-in alert).
    const others = [...perRecipient.keys()].filter((to) => !/^reader\d+@crash\.example$/.test(to))
    expect(others.filter((to) => to !== ADMIN.email)).toEqual([])
    const deliveries = await db.execute<{ status: string; n: number }>(sql`
      select status, count(*)::int as n from newsletter_deliveries where issue_id = ${issue.id} group by status`)
    expect(deliveries.rows).toEqual([{ status: 'sent', n: CONFIRMED }])
  },
)
