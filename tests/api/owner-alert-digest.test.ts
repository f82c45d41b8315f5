import { sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { contactInput, downloadInput } from '../factories/index.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Owner alerts in a burst (docs/decisions/0016): one email per lead at normal volume; past five
 * within ten minutes, the rest wait and go out as one digest naming every lead. Through the outbox
 * to a real SMTP server on loopback; the test moves the services' clock, nothing waits.
 */
const NOTIFY = 'consultant@firm.example'
const MINUTE = 60_000
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
let server: TestServer
let offset = 0

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_EMAIL: NOTIFY, LEAD_DIGEST: 'false' },
    {
      // No acknowledgements: only the owner's mail is under test here (and each SMTP delivery takes time).
      limits: { ownerAlertBurst: { max: 5, windowSeconds: 600 }, ackPerRecipient: { max: 0, windowSeconds: 60 } },
      clock: () => new Date(Date.now() + offset),
    },
  )
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(() => {
  received = []
})

const deliver = async () => {
  while ((await server.services.outbox.runOnce()) > 0);
  return received
}
const toOwner = (mail: ParsedMail[]) =>
  mail.filter((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address === NOTIFY)
const contact = (i: number) =>
  server.request('/api/contacts', {
    method: 'POST',
    json: contactInput({ firstName: 'Lead', lastName: `Number${i}`, email: `lead${i}@district${i}.example` }),
  })

describe('owner alerts', () => {
  it('go one email per lead at normal volume, as the spec has them', async () => {
    for (let i = 1; i <= 5; i++) expect((await contact(i)).status).toBe(201)
    const owner = toOwner(await deliver())
    expect(owner.map((m) => m.subject)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `New consultation request: Lead Number${i}, Maplewood Unified School District`),
    )
    expect((await server.services.leads.queueDueEmails()).alertDigests).toBe(0)
  })

  it('collapse into one digest when 100 leads arrive within minutes: a handful of emails, every lead named', async () => {
    await server.services.db.execute(sql`update email_outbox set created_at = now() - interval '1 hour'`)
    for (let i = 1; i <= 90; i++) expect((await contact(100 + i)).status).toBe(201)
    for (let i = 1; i <= 10; i++) {
      const res = await server.request('/api/resource-download', {
        method: 'POST',
        json: downloadInput({ firstName: 'Reader', lastName: `Number${i}`, email: `reader${i}@library${i}.example` }),
      })
      expect(res.status).toBe(201)
    }
    expect(toOwner(await deliver())).toHaveLength(5)

    offset = 9 * MINUTE
    expect((await server.services.leads.queueDueEmails()).alertDigests).toBe(0)
    offset = 11 * MINUTE
    expect((await server.services.leads.queueDueEmails()).alertDigests).toBe(1)
    expect((await server.services.leads.queueDueEmails()).alertDigests).toBe(0)
    const owner = toOwner(await deliver())
    expect(owner.length).toBeLessThanOrEqual(6)
    const [digest] = owner.filter((m) => /^95 more lead alerts since /.test(m.subject ?? ''))
    expect(digest).toBeDefined()
    const everything = owner.map((m) => `${m.subject}\n${m.text}`).join('\n')
    for (let i = 1; i <= 90; i++) expect(everything).toContain(`lead${100 + i}@district${100 + i}.example`)
    for (let i = 1; i <= 10; i++) expect(everything).toContain(`Reader Number${i}, reader${i}@library${i}.example`)
    expect(digest!.text).toContain('Open the dashboard')

    const left = await server.services.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from email_outbox where kind in ('contact-notify', 'download-notify') group by status order by status`,
    )
    expect(left.rows).toEqual([
      { status: 'digested', n: 95 },
      { status: 'sent', n: 10 },
    ])
  }, 60_000)

  it('show in the timeline of a digested request, and its reminders three hours later are gathered too', async () => {
    const token = await signInAdmin(server, 'digest-admin')
    const res = await server.request('/api/admin/person?email=lead190%40district190.example', { token })
    const events = (await res.json()).person.requests[0].timeline as { kind: string; email?: string; state?: string }[]
    expect(events).toContainEqual(expect.objectContaining({ kind: 'email', email: 'notify', state: 'digest' }))

    offset = 3 * 60 * MINUTE + 2 * MINUTE
    expect((await server.services.leads.queueDueEmails()).reminders).toBe(95)
    offset += 11 * MINUTE
    await server.services.leads.queueDueEmails()
    const reminders = toOwner(await deliver())
    expect(reminders.length).toBeLessThanOrEqual(6)
    const text = reminders.map((m) => m.text).join('\n')
    expect(text).toContain('Still New after 3 hours')
    for (const i of [1, 2, 3, 4, 5, ...Array.from({ length: 90 }, (_, n) => 101 + n)]) {
      expect(text).toContain(`lead${i}@district${i}.example`)
    }
  }, 60_000)
})
