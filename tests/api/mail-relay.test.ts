import { eq, inArray, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { scrubDeliveredPayloads } from '#app/features/email/outbox.server.ts'
import { confirmUrl } from '#app/features/email/signed-links.server.ts'
import { emailOutbox, newsletters } from '#db/schema/index.ts'
import { contactInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * The forms send mail from our domain to any address a stranger types, so they must
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
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      NOTIFY_EMAIL: 'consultant@firm.example',
      SITE_URL: 'https://site.example',
      // X-Forwarded-For names the client, so one test can speak from many addresses.
      TRUST_PROXY: '1',
    },
    {
      limits: {
        visitorMail: { max: 4, windowSeconds: 3600 },
        visitorMailPerClient: { max: 2, windowSeconds: 3600 },
        visitorMailPerDomain: { max: 3, windowSeconds: 3600 },
        visitorMailPerSiteDaily: { max: 3, windowSeconds: 86_400 },
        ackPerRecipient: { max: 1, windowSeconds: 86_400 },
      },
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
  while ((await server.services.outbox.runOnce()) > 0);
  return received
}
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address
const from = (address: string) => ({ 'x-forwarded-for': address })
const requestFrom = (address: string, email: string) =>
  server.request('/api/contacts', { method: 'POST', json: contactInput({ email }), headers: from(address) })

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
      expect(body).toMatch(/(^|<p[^>]*>)Thank you for contacting/m)
    }
    expect(ack.subject).toBe('We received your consultation request')
  })

  it('repeats nothing the visitor typed, not even a plain first name', async () => {
    await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({
        email: 'dana@maplewood.example',
        firstName: 'Urgent payroll update required',
        lastName: "O'Neil",
        district: 'Maplewood',
        message: 'Reset your password here',
      }),
    })
    const ack = (await deliver()).find((m) => to(m) === 'dana@maplewood.example')!
    for (const body of [ack.text ?? '', String(ack.html), ack.subject ?? '']) {
      expect(body).not.toMatch(/Urgent payroll|O'Neil|O&#39;Neil|Maplewood|Reset your password|Hello/)
    }
    expect(ack.text).toMatch(/^Thank you for contacting .+ We typically reply within 4 hours on school days/m)
    const [queued] = (
      await server.services.db.execute<{ payload: unknown }>(
        sql`select payload from email_outbox where kind = 'contact-ack' and payload::text like '%dana@maplewood.example%'`,
      )
    ).rows
    expect(queued!.payload).toEqual({ kind: 'contact-ack', contact: { email: 'dana@maplewood.example' } })
  })

  it('goes to one recipient at most once a day, while the owner hears of every request', async () => {
    for (let i = 0; i < 3; i++) {
      await server.request('/api/contacts', { method: 'POST', json: contactInput({ email: 'Repeat@Target.example' }) })
    }
    const mail = await deliver()
    expect(mail.filter((m) => to(m)?.toLowerCase() === 'repeat@target.example')).toHaveLength(1)
    expect(mail.filter((m) => to(m) === 'consultant@firm.example')).toHaveLength(3)
  })

  it('counts one mailbox once: +tags on any domain, case, and Gmail dots on either Gmail domain', async () => {
    for (let i = 1; i <= 6; i++) {
      expect((await requestFrom(`198.51.100.${i}`, `victim+${i}@mailbox.example`)).status).toBe(201)
    }
    const gmail = [
      'first.last@gmail.com',
      'FirstLast@googlemail.com',
      'f.i.r.s.t.l.a.s.t+x@gmail.com',
      'firstlast@gmail.com',
    ]
    for (const [i, email] of gmail.entries()) {
      expect((await requestFrom(`198.51.100.${20 + i}`, email)).status).toBe(201)
    }
    const mail = await deliver()
    expect(mail.filter((m) => to(m)?.endsWith('@mailbox.example')).map(to)).toEqual(['victim+1@mailbox.example'])
    expect(mail.filter((m) => /@(gmail|googlemail)\.com$/i.test(to(m) ?? '')).map(to)).toEqual(['first.last@gmail.com'])
    expect(mail.filter((m) => to(m) === 'consultant@firm.example')).toHaveLength(10)
  })

  it('caps mail to one domain: the (N+1)th address there gets no acknowledgement', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await requestFrom(`198.51.100.${40 + i}`, `staff${i}@bigdistrict.example`)).status).toBe(201)
    }
    const acks = (await deliver()).filter((m) => to(m)?.endsWith('@bigdistrict.example'))
    expect(acks.map(to)).toEqual([1, 2, 3].map((i) => `staff${i}@bigdistrict.example`))
    expect(logs.join('\n')).toMatch(/hourly cap on visitor email per domain reached/)
  })

  it('caps a day’s mail to one site, its subdomains together, so catch-alls cannot multiply the hour', async () => {
    for (let i = 1; i <= 4; i++) {
      const res = await requestFrom(`198.51.100.${60 + i}`, `v${i}@box${i}.catchall.example`)
      expect(res.status).toBe(201)
    }
    const acks = (await deliver()).filter((m) => to(m)?.endsWith('.catchall.example'))
    expect(acks.map(to)).toEqual([1, 2, 3].map((i) => `v${i}@box${i}.catchall.example`))
    expect(logs.join('\n')).toMatch(/daily cap on visitor email per site reached/)
  })

  it('lets no client use up the hour: after one fills its allowance, another still gets its confirmation', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await requestFrom('203.0.113.66', `target${i}@school${i}.example`)).status).toBe(201)
    }
    const res = await server.request('/api/newsletter', {
      method: 'POST',
      json: { email: 'real.reader@district.example' },
      headers: from('192.0.2.7'),
    })
    expect(res.status).toBe(200)
    const mail = await deliver()
    expect(mail.filter((m) => to(m)?.startsWith('target'))).toHaveLength(2)
    const confirmation = mail.filter((m) => to(m) === 'real.reader@district.example')
    expect(confirmation.map((m) => m.subject)).toEqual([expect.stringMatching(/^Confirm your subscription/)])
    expect(logs.join('\n')).toMatch(/hourly cap on visitor email per client reached/)
  })

  it('stops at the hourly cap on visitor mail, logs it and shows it to the admin; owner alerts go on', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await requestFrom(`198.51.100.${60 + i}`, `school${i}@district${i}.example`)).status).toBe(201)
    }
    const mail = await deliver()
    expect(mail.filter((m) => /@district\d\.example$/.test(to(m) ?? ''))).toHaveLength(4)
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

  it('deletes addresses never confirmed after 30 days, with every queued email holding them; keeps confirmed ones', async () => {
    await subscribe('stale@district.example')
    await subscribe('kept@district.example')
    await deliver()
    await fetch(confirmUrl(server.url, server.services.keys, 'kept@district.example'), { method: 'POST' })
    await server.services.db.execute(
      sql`update newsletters set created_at = now() - interval '31 days' where email in ('stale@district.example', 'kept@district.example')`,
    )
    const outboxHolding = async (email: string) =>
      (
        await server.services.db.execute<{ n: number }>(
          sql`select count(*)::int as n from email_outbox where payload::text like ${`%${email}%`}`,
        )
      ).rows[0]!.n
    expect(await outboxHolding('stale@district.example')).toBe(1)
    expect(await server.services.leads.purgeUnconfirmed()).toBeGreaterThanOrEqual(1)
    const left = await server.services.db
      .select({ email: newsletters.email })
      .from(newsletters)
      .where(eq(newsletters.email, 'stale@district.example'))
    expect(left).toEqual([])
    expect(await outboxHolding('stale@district.example')).toBe(0)
    expect(await server.services.db.$count(newsletters, eq(newsletters.email, 'kept@district.example'))).toBe(1)
    expect(await outboxHolding('kept@district.example')).toBeGreaterThanOrEqual(1)
  })
})

describe('retention of the outbox', () => {
  it('reduces a delivered message to its kind 30 days after it was queued; the row stays for the timeline', async () => {
    const email = 'retained@district.example'
    await requestFrom('198.51.100.90', email)
    await deliver()
    const holding = async () =>
      (
        await server.services.db.execute<{ id: number; status: string; payload: unknown }>(
          sql`select id, status, payload from email_outbox where payload::text like ${`%${email}%`} order by id`,
        )
      ).rows
    const rows = await holding()
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent'])
    const ids = rows.map((r) => r.id)

    await server.services.db.execute(
      sql`update email_outbox set created_at = now() - interval '29 days' where id in (${sql.join(ids, sql`, `)})`,
    )
    expect(await scrubDeliveredPayloads(server.services.db)).toBe(0)
    expect(await holding()).toHaveLength(2)

    await server.services.db.execute(
      sql`update email_outbox set created_at = now() - interval '31 days' where id in (${sql.join(ids, sql`, `)})`,
    )
    expect(await scrubDeliveredPayloads(server.services.db)).toBe(2)
    expect(await holding()).toEqual([])
    const scrubbed = await server.services.db
      .select({ kind: emailOutbox.kind, status: emailOutbox.status, payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, ids))
      .orderBy(emailOutbox.id)
    expect(scrubbed).toEqual([
      { kind: 'contact-notify', status: 'sent', payload: { kind: 'contact-notify', scrubbed: true } },
      { kind: 'contact-ack', status: 'sent', payload: { kind: 'contact-ack', scrubbed: true } },
    ])
    expect(await scrubDeliveredPayloads(server.services.db)).toBe(0)
  })
})
