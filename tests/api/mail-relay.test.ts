import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { confirmUrl } from '#app/features/email/signed-links.server.ts'
import { newsletters } from '#db/schema/index.ts'
import { contactInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * Issue 13 §1: the forms send mail from our domain to any address a stranger types, so they must
 * not work as a relay: no lure in the acknowledgement, one per recipient a day, an hourly cap on
 * all visitor mail, and newsletter double opt-in. Against a real SMTP server on loopback.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
let server: TestServer
const logs: string[] = []

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  const port = smtp.port
  server = await startTestServer(
    { SMTP_URL: `smtp://127.0.0.1:${port}`, NOTIFY_EMAIL: 'consultant@firm.example', SITE_URL: 'https://site.example' },
    {
      limits: { visitorMail: { max: 4, windowSeconds: 3600 }, ackPerRecipient: { max: 1, windowSeconds: 86_400 } },
      logs,
    },
  )
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(async () => {
  received = []
  await server.services.db.execute(sql`delete from rate_limits where key like 'visitor-mail:%'`)
  await server.services.db.execute(sql`delete from app_state where key = 'visitor_mail_capped_at'`)
})

const deliver = async () => {
  await server.services.outbox.runOnce()
  return received
}
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address

describe('the acknowledgement of a consultation request', () => {
  it('carries no visitor text that could hold a lure: no URL, no domain, no district', async () => {
    const lure = contactInput({
      email: 'victim@target.example',
      firstName: 'Claim your refund at evil.example',
      lastName: 'Now',
      district: 'Visit https://evil.example/login to keep your account',
    })
    expect((await server.request('/api/contacts', { method: 'POST', json: lure })).status).toBe(201)
    const ack = (await deliver()).find((m) => to(m) === 'victim@target.example')!
    for (const body of [ack.text ?? '', String(ack.html)]) {
      expect(body).not.toMatch(/evil|refund|login|keep your account/i)
      expect(body).toMatch(/(^|<p>)Thank you for contacting/m)
    }
    expect(ack.subject).toBe('We received your consultation request')
  })

  it('greets a plain first name', async () => {
    await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ email: 'dana@maplewood.example', firstName: "Dana-Marie O'Neil" }),
    })
    const ack = (await deliver()).find((m) => to(m) === 'dana@maplewood.example')!
    expect(ack.text).toMatch(/^Hello Dana-Marie O'Neil, thank you/m)
  })

  it('goes to one recipient at most once a day, while the owner hears of every request', async () => {
    for (let i = 0; i < 3; i++) {
      await server.request('/api/contacts', { method: 'POST', json: contactInput({ email: 'Repeat@Target.example' }) })
    }
    const mail = await deliver()
    expect(mail.filter((m) => to(m)?.toLowerCase() === 'repeat@target.example')).toHaveLength(1)
    expect(mail.filter((m) => to(m) === 'consultant@firm.example')).toHaveLength(3)
  })

  it('stops at the hourly cap on visitor mail, logs it and shows it to the admin; owner alerts go on', async () => {
    for (let i = 0; i < 6; i++) {
      await server.request('/api/contacts', {
        method: 'POST',
        json: contactInput({ email: `school${i}@district.example` }),
      })
    }
    const mail = await deliver()
    expect(mail.filter((m) => to(m)?.endsWith('@district.example'))).toHaveLength(4)
    expect(mail.filter((m) => to(m) === 'consultant@firm.example')).toHaveLength(6)
    expect(logs.join('\n')).toMatch(/hourly cap on visitor email reached/)
    const token = await signInAdmin(server, `cap${Date.now()}`)
    const status = await (await server.request('/api/admin/email-status', { token })).json()
    expect(Date.parse(status.visitorMailCappedSince)).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe('newsletter double opt-in', () => {
  const subscribe = (email: string) => server.request('/api/newsletter', { method: 'POST', json: { email } })

  it('answers with the spec message, sends only a confirmation, and nothing else until confirmed', async () => {
    const res = await subscribe('new.reader@district.example')
    expect(await res.json()).toEqual({ success: true, message: "You've been subscribed to our newsletter." })
    const mail = await deliver()
    expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/^Confirm your subscription/)])
    // A confirmation link signs its expiry (7 days after it was queued), so only its shape is known here.
    expect(mail[0]!.text).toMatch(
      /https:\/\/site\.example\/newsletter\/confirm\?email=new\.reader%40district\.example&expires=\d+&token=[\w-]{43}/,
    )

    const token = await signInAdmin(server, `optin${Date.now()}`)
    const rows = async () =>
      (await (await server.request('/api/admin/newsletters', { token })).json()).newsletters as {
        email: string
        status: string
      }[]
    expect((await rows()).find((r) => r.email === 'new.reader@district.example')?.status).toBe('Pending')

    const link = confirmUrl(server.url, server.services.keys, 'new.reader@district.example')
    const post = (url: string) => fetch(url, { method: 'POST', headers: { accept: 'application/json' } })
    expect((await post(link.replace(/token=[^&]+/, 'token=forged'))).status).toBe(400)
    expect((await post(link)).status).toBe(200)
    expect((await rows()).find((r) => r.email === 'new.reader@district.example')?.status).toBe('Confirmed')
    expect((await deliver()).map((m) => m.subject)).toContain('New newsletter subscriber: new.reader@district.example')
  })

  it('does not mail a pending address twice in a day, nor a confirmed one again', async () => {
    await subscribe('twice@district.example')
    await subscribe('twice@district.example')
    expect((await deliver()).filter((m) => to(m) === 'twice@district.example')).toHaveLength(1)
    await fetch(confirmUrl(server.url, server.services.keys, 'twice@district.example'), { method: 'POST' })
    received = []
    await server.services.db.execute(sql`delete from rate_limits where key like 'visitor-mail:%'`)
    await subscribe('twice@district.example')
    expect((await deliver()).filter((m) => to(m) === 'twice@district.example')).toHaveLength(0)
  })

  it('deletes addresses never confirmed after 30 days, and keeps confirmed ones', async () => {
    await subscribe('stale@district.example')
    await subscribe('kept@district.example')
    await fetch(confirmUrl(server.url, server.services.keys, 'kept@district.example'), { method: 'POST' })
    await server.services.db.execute(
      sql`update newsletters set created_at = now() - interval '31 days' where email in ('stale@district.example', 'kept@district.example')`,
    )
    expect(await server.services.leads.purgeUnconfirmed()).toBeGreaterThanOrEqual(1)
    const left = await server.services.db
      .select({ email: newsletters.email })
      .from(newsletters)
      .where(eq(newsletters.email, 'stale@district.example'))
    expect(left).toEqual([])
    expect(await server.services.db.$count(newsletters, eq(newsletters.email, 'kept@district.example'))).toBe(1)
  })
})
