import { eq } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { localTime, queueDigest } from '#app/features/leads/reminders.server.ts'
import { scheduleJobs } from '#app/jobs.server.ts'
import type { Scheduler } from '#app/lib/scheduler.server.ts'
import { contacts, emailOutbox } from '#db/schema/index.ts'
import { siteDefaults as site } from '#content/site.ts'
import { contactInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'

/**
 * The 4-hour promise kept: reminders and the morning digest, through the outbox to a real
 * SMTP server on loopback. The test moves the services' clock; nothing waits.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
let server: TestServer
let quiet: TestServer
let now = new Date()
const MINUTE = 60_000
const HOUR = 60 * MINUTE

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  const { port } = smtp
  const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'consultant@firm.example' }
  server = await startTestServer(env, { clock: () => now })
  quiet = await startTestServer({ ...env, LEAD_DIGEST: 'false' }, { clock: () => now })
})
afterAll(async () => {
  await server.close()
  await quiet.close()
  await smtp.close()
})
beforeEach(() => {
  received = []
})

async function arrive(target: TestServer, email: string) {
  const res = await target.request('/api/contacts', {
    method: 'POST',
    json: contactInput({ email, firstName: 'Dana', lastName: 'Whitfield', district: 'Maplewood USD' }),
  })
  expect(res.status).toBe(201)
  const [row] = await target.services.db.select().from(contacts).where(eq(contacts.email, email))
  return row!
}
/** Runs the due lead work at the clock's time, then delivers what the outbox holds. */
async function tick(target = server) {
  const queued = await target.services.leads.queueDueEmails()
  await target.services.outbox.runOnce()
  return queued
}
const reminders = () => received.filter((m) => m.subject?.startsWith('Reminder:'))

describe('reminder', () => {
  it('goes to NOTIFY_EMAIL once a request has been New for 3 hours, exactly once', async () => {
    const request = await arrive(server, 'waiting@maplewood.example')
    now = new Date(request.createdAt.getTime() + 3 * HOUR - MINUTE)
    expect((await tick()).reminders).toBe(0)
    expect(reminders()).toEqual([])

    now = new Date(request.createdAt.getTime() + 3 * HOUR + 1000)
    expect((await tick()).reminders).toBe(1)
    now = new Date(request.createdAt.getTime() + 3 * HOUR + 30 * MINUTE)
    expect((await tick()).reminders).toBe(0)
    await Promise.all([tick(), tick()])

    expect(reminders()).toHaveLength(1)
    const [mail] = reminders()
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('consultant@firm.example')
    expect(mail!.replyTo?.text).toBe('waiting@maplewood.example')
    expect(mail!.subject).toBe('Reminder: Dana Whitfield, Maplewood USD, is still waiting for a reply')
    expect(mail!.text).toContain('is still New')
    expect(mail!.text).toContain('/admin-contacts')
    const rows = await server.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `contact:${request.id}:reminder`))
    expect(rows).toHaveLength(1)
  })

  it('is not sent for a request answered in time, nor for one older than a day', async () => {
    const answered = await arrive(server, 'answered@maplewood.example')
    const token = await signInAdmin(server, 'reminder-admin')
    now = new Date(answered.createdAt.getTime() + HOUR)
    await server.request(`/api/admin/contacts/${answered.id}/status`, {
      method: 'PUT',
      json: { status: 'contacted' },
      token,
    })
    now = new Date(answered.createdAt.getTime() + 5 * HOUR)
    await tick()
    expect(reminders().filter((m) => m.replyTo?.text === 'answered@maplewood.example')).toEqual([])

    const old = await arrive(server, 'old@maplewood.example')
    now = new Date(old.createdAt.getTime() + 28 * HOUR)
    await tick()
    expect(reminders().filter((m) => m.replyTo?.text === 'old@maplewood.example')).toEqual([])
  })
})

/** The first instant at 07:00 in the site's time zone after `from`. */
function nextSevenAm(from: Date): Date {
  let t = new Date(Math.ceil(from.getTime() / HOUR) * HOUR)
  while (localTime(t, site.timeZone).hour !== 7) t = new Date(t.getTime() + HOUR)
  return t
}

describe('daily digest', () => {
  it('lists the open requests at 07:00 in the site time zone, once a day', async () => {
    await arrive(server, 'digest@maplewood.example')
    // Two days on: the reminder tests' ticks may have sent today's and tomorrow's digests.
    const seven = nextSevenAm(new Date(Date.now() + 48 * HOUR))
    now = new Date(seven.getTime() - MINUTE)
    expect((await tick()).digest).toBe(false)

    now = seven
    expect((await tick()).digest).toBe(true)
    now = new Date(seven.getTime() + 10 * MINUTE)
    expect((await tick()).digest).toBe(false)
    const day = seven.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: site.timeZone,
    })
    // This day's digests only: depending on the hour the suite runs, an earlier test's clock may
    // have crossed another day's 07:00, and that day's digest can arrive during this test.
    const digests = received.filter((m) => m.subject?.startsWith(`Open requests for ${day}:`))
    expect(digests).toHaveLength(1)
    const open = await server.services.db.select().from(contacts).where(eq(contacts.status, 'new'))
    expect(digests[0]!.subject).toBe(
      `Open requests for ${day}: ${open.length} waiting for a reply, ${open.length} overdue`,
    )
    expect(digests[0]!.text).toContain('Dana Whitfield, Maplewood USD')
    expect(digests[0]!.text).toContain('/admin-contacts')

    now = new Date(seven.getTime() + 24 * HOUR)
    expect((await tick()).digest).toBe(true)
    now = new Date(seven.getTime() + 24 * HOUR + 5 * HOUR)
    expect((await tick()).digest).toBe(false)
  })

  it('is not sent when LEAD_DIGEST=false, nor when nothing is open', async () => {
    now = nextSevenAm(new Date())
    expect(await queueDigest(quiet.services.db, now, site.timeZone)).toBe(false)
    await arrive(quiet, 'quiet@maplewood.example')
    expect((await tick(quiet)).digest).toBe(false)
    expect(received.filter((m) => m.subject?.startsWith('Open requests for'))).toEqual([])
  })

  it('the scheduler runs the due lead work every minute', async () => {
    const { tasks } = recordJobs(quiet)
    const job = tasks.find((t) => t.name === 'lead-reminders-and-digest')!
    expect(job.intervalMs).toBe(MINUTE)
    expect(await job.task()).toEqual({ reminders: 0, meetingReminders: 0, digest: false, alertDigests: 0 })
  })

  it('every recurring job is registered once, the email outbox among them; queued mail runs it at once', async () => {
    const { tasks, ranNow } = recordJobs(quiet)
    expect(tasks.map((t) => t.name)).toEqual([
      'send-email',
      'send-newsletters',
      'deliver-webhooks',
      'prune-webhook-log',
      'sweep-rate-limits',
      'purge-unconfirmed-subscribers',
      'scrub-delivered-email',
      'prune-previews-and-uploads',
      'retire-stored-root',
      'lead-reminders-and-digest',
      'booking-reminders',
      'prune-booking-requests',
      'calendar-feed',
      'flush-page-views',
      'prune-analytics',
    ])
    const send = tasks.find((t) => t.name === 'send-email')!
    expect(send.atStart).toBe(true)
    expect(await send.task()).toEqual(expect.any(Number)) // the outbox's own claim and send: how many went out
    expect(ranNow).toEqual([])
    await arrive(quiet, 'poke@maplewood.example')
    expect(ranNow).toContain('send-email')
  })
})

/** Registers the jobs on a scheduler that only records them, and the jobs asked to run at once. */
function recordJobs(target: TestServer) {
  const tasks: { name: string; intervalMs: number; task: () => Promise<unknown>; atStart?: boolean }[] = []
  const ranNow: string[] = []
  const scheduler: Scheduler = {
    every: (name, intervalMs, task, options) => {
      tasks.push({ name, intervalMs, task, atStart: options?.atStart })
      return { runNow: () => void ranNow.push(name) }
    },
    start: () => undefined,
    stop: async () => undefined,
  }
  scheduleJobs(target.services, scheduler)
  return { tasks, ranNow }
}
