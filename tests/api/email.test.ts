import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { simpleParser, type ParsedMail } from 'mailparser'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { createMailer } from '#app/features/email/mailer.server.ts'
import { confirmUrl } from '#app/features/email/signed-links.server.ts'
import { buildMail } from '#app/features/leads/lead-emails.server.ts'
import { contacts, emailOutbox, newsletters } from '#db/schema/index.ts'
import { siteDefaults as site } from '#content/site.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/** Delivery against a real SMTP server on loopback (smtp-server), parsed back with mailparser. */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let smtpPort: number
let received: ParsedMail[] = []
let server: TestServer

async function startSmtp(port = 0): Promise<number> {
  smtp = await startSmtpCapture((mail) => received.push(mail), port)
  return smtp.port
}
const stopSmtp = () => smtp.close()

beforeAll(async () => {
  smtpPort = await startSmtp()
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: 'consultant@firm.example',
    SITE_URL: 'https://site.example',
  })
})
afterAll(async () => {
  await server.close()
  await stopSmtp().catch(() => undefined)
})
beforeEach(() => {
  received = []
})

describe('lead notifications', () => {
  it('a consultation request notifies the consultant and acknowledges the visitor, once', async () => {
    const input = contactInput({ email: 'dana@maplewood.example', message: 'Board meets on the 14th <b>please</b>' })
    expect((await server.request('/api/contacts', { method: 'POST', json: input })).status).toBe(201)
    expect(await server.services.outbox.runOnce()).toBe(2)
    expect(await server.services.outbox.runOnce()).toBe(0)
    const notify = received.find((m) => m.to && 'text' in m.to && m.to.text === 'consultant@firm.example')!
    const ack = received.find((m) => m.to && 'text' in m.to && m.to.text === 'dana@maplewood.example')!
    expect(notify.replyTo?.text).toBe('dana@maplewood.example')
    expect(notify.subject).toBe('New consultation request: Dana Whitfield, Maplewood Unified School District')
    for (const text of [
      'Superintendent',
      '1,000 – 5,000 students',
      'Virtual CISO Services, Security Assessment',
      'Board meets on the 14th',
      'https://site.example/admin-contacts',
    ]) {
      expect(notify.text).toContain(text)
    }
    expect(notify.html).toContain('&lt;b&gt;please&lt;/b&gt;')
    expect(notify.html).not.toContain('<b>please</b>')
    expect(ack.text).toContain('within 4 hours')
    expect(ack.text).toContain(site.phone)
    expect(ack.text).toContain(site.postalAddress)
  })

  it('downloads notify the consultant; a subscriber gets a confirmation and the consultant hears once it is confirmed', async () => {
    await server.request('/api/resource-download', {
      method: 'POST',
      json: downloadInput({ email: 'it@riverbend.example' }),
    })
    await server.request('/api/newsletter', { method: 'POST', json: { email: 'reader@riverbend.example' } })
    await server.services.outbox.runOnce()
    const subjects = received.map((m) => m.subject)
    expect(subjects).toContain('Resource download: FERPA Compliance Checklist by Luis Ortega')
    expect(subjects).toContain(`Confirm your subscription to the ${site.businessName} briefing`)
    expect(subjects).not.toContain('New newsletter subscriber: reader@riverbend.example')

    await fetch(confirmUrl(server.url, server.services.keys, 'reader@riverbend.example'), { method: 'POST' })
    await server.services.outbox.runOnce()
    expect(received.map((m) => m.subject)).toContain('New newsletter subscriber: reader@riverbend.example')
  })

  it('SMTP down: the lead is stored, the email retries, and is delivered exactly once when SMTP returns', async () => {
    await stopSmtp()
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ email: 'outage@district.example' }),
    })
    expect(res.status).toBe(201)
    expect((await server.services.db.select().from(contacts)).some((c) => c.email === 'outage@district.example')).toBe(
      true,
    )
    expect(await server.services.outbox.runOnce()).toBe(0)
    const [row] = await server.services.db
      .select()
      .from(emailOutbox)
      .where(
        eq(
          emailOutbox.dedupeKey,
          `contact:${(await server.services.db.select().from(contacts).where(eq(contacts.email, 'outage@district.example')))[0]!.id}:notify`,
        ),
      )
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    expect(row!.lastError).toBeTruthy()

    await startSmtp(smtpPort)
    expect(await server.services.outbox.runOnce()).toBe(0)
    await server.services.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(emailOutbox.status, 'pending'))
    expect(await server.services.outbox.runOnce()).toBe(2)
    await server.services.db.update(emailOutbox).set({ nextAttemptAt: new Date() })
    expect(await server.services.outbox.runOnce()).toBe(0)
    expect(received.filter((m) => m.subject?.startsWith('New consultation request'))).toHaveLength(1)
  })

  it('a message queued in the millisecond the worker runs is sent by that run, not the next', async () => {
    // The database stamps a new message in microseconds; a run's own time has milliseconds.
    const runAt = new Date()
    const res = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ email: 'ms@district.example' }),
    })
    expect(res.status).toBe(201)
    await server.services.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`${runAt}::timestamptz + interval '400 microseconds'` })
      .where(eq(emailOutbox.status, 'pending'))
    expect(await server.services.outbox.runOnce(runAt)).toBe(2)
  })

  it('a message that keeps failing is kept as failed and reported to the admin', async () => {
    await server.services.db
      .update(emailOutbox)
      .set({ status: 'failed', lastError: 'Connection refused', attempts: 8 })
      .where(eq(emailOutbox.kind, 'contact-ack'))
    const token = await signInAdmin(server, 'mail')
    const status = await (await server.request('/api/admin/email-status', { token })).json()
    expect(status.failed).toBeGreaterThan(0)
    expect(status.lastFailure).toMatchObject({ kind: 'contact-ack', lastError: 'Connection refused' })
  })

  it('a header-injection attempt in a name yields a single clean header', async () => {
    const refused = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ firstName: 'Eve\r\nBcc: victim@example.org' }),
    })
    expect(refused.status).toBe(400)
    // And the mail layer holds even if such a value were stored.
    const mail = await buildMail(
      {
        kind: 'contact-notify',
        contact: {
          id: 1,
          firstName: 'Eve\r\nBcc: victim@example.org',
          lastName: 'X',
          email: 'eve@example.org',
          position: 'other',
          district: 'D\nX-Injected: 1',
          studentCount: null,
          services: [],
          message: null,
          utmSource: null,
          utmMedium: null,
          utmCampaign: null,
          referrer: null,
        },
      },
      { site, siteUrl: 'https://site.example', notifyEmail: 'consultant@firm.example' },
    )
    await createMailer({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, dataDir: '/nonexistent' }).send({
      ...mail,
      from: 'site@firm.example',
      messageId: '<t@x>',
    })
    const parsed = received.at(-1)!
    expect(parsed.subject).toBe('New consultation request: Eve Bcc: victim@example.org X, D X-Injected: 1')
    expect(parsed.headers.has('bcc')).toBe(false)
    expect(parsed.headers.has('x-injected')).toBe(false)
  })
})

describe('newsletter consent', () => {
  it('the confirmation email carries one-click unsubscribe headers; one-click POST unsubscribes; subscribing again re-subscribes', async () => {
    await server.request('/api/newsletter', { method: 'POST', json: { email: 'Leaver@District.example' } })
    await server.services.outbox.runOnce()
    const welcome = received.find((m) => m.subject?.startsWith('Confirm your subscription'))!
    const header = (key: string) => welcome.headerLines.filter((h) => h.key === key).map((h) => h.line)
    expect(header('list-unsubscribe-post')).toEqual(['List-Unsubscribe-Post: List-Unsubscribe=One-Click'])
    const listUnsub = header('list-unsubscribe')
    expect(listUnsub).toHaveLength(1)
    const link = /<([^>]+)>/.exec(listUnsub[0]!)![1]!
    expect(link).toMatch(/^https:\/\/site\.example\/unsubscribe\?email=leaver%40district\.example&token=/)
    // A confirmation link signs its expiry (7 days after it was queued), so only its shape is known here.
    expect(welcome.text).toMatch(
      /https:\/\/site\.example\/newsletter\/confirm\?email=leaver%40district\.example&expires=\d+&token=[\w-]{43}/,
    )
    expect(welcome.text).toContain(site.postalAddress)

    const local = link.replace('https://site.example', server.url)
    const bad = await fetch(local.replace(/token=[^&]+/, 'token=forged'), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(bad.status).toBe(400)
    const oneClick = await fetch(local, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.provider.example',
        'sec-fetch-site': 'cross-site',
      },
    })
    expect(oneClick.status).toBe(200)
    const [row] = await server.services.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.email, 'leaver@district.example'))
    expect(row!.unsubscribedAt).toBeInstanceOf(Date)

    await createAdmin(server.services.db, { username: 'consent', password: 'consent admin pass', email: 'c@x.example' })
    const token = (
      await (
        await server.request('/api/auth/login', {
          method: 'POST',
          json: { username: 'consent', password: 'consent admin pass' },
        })
      ).json()
    ).token
    const listed = async () =>
      (await (await server.request('/api/admin/newsletters', { token })).json()).newsletters.map(
        (n: { email: string }) => n.email,
      )
    expect(await listed()).not.toContain('leaver@district.example')

    await server.request('/api/newsletter', { method: 'POST', json: { email: 'leaver@district.example' } })
    expect(await listed()).toContain('leaver@district.example')
    expect(await server.services.db.$count(newsletters, eq(newsletters.email, 'leaver@district.example'))).toBe(1)
  })

  it('the confirmation form (a browser POST) unsubscribes and redirects to the done page', async () => {
    await server.request('/api/newsletter', { method: 'POST', json: { email: 'form@district.example' } })
    const { unsubscribeUrl } = await import('#app/features/email/signed-links.server.ts')
    const link = unsubscribeUrl(server.url, server.services.keys, 'form@district.example')
    const res = await fetch(link, {
      method: 'POST',
      redirect: 'manual',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/unsubscribe?status=done')
  })
})

describe('attribution and the file outbox', () => {
  it('stores first-touch attribution with the lead', async () => {
    await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({
        email: 'utm@district.example',
        attribution: {
          utmSource: 'state-association',
          utmMedium: 'email',
          utmCampaign: 'fall-2026',
          referrer: 'https://association.example',
        },
      }),
    })
    const [row] = await server.services.db.select().from(contacts).where(eq(contacts.email, 'utm@district.example'))
    expect(row).toMatchObject({
      utmSource: 'state-association',
      utmMedium: 'email',
      utmCampaign: 'fall-2026',
      referrer: 'https://association.example',
    })
  })

  it('without SMTP_URL messages are written as .eml files under DATA_DIR/outbox', async () => {
    const fileServer = await startTestServer()
    try {
      await fileServer.request('/api/newsletter', { method: 'POST', json: { email: 'eml@district.example' } })
      expect(await fileServer.services.outbox.runOnce()).toBe(1)
      const dir = path.join(fileServer.services.env.dataDir, 'outbox')
      const files = await fs.readdir(dir)
      expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1)
      const parsed = await Promise.all(files.map(async (f) => simpleParser(await fs.readFile(path.join(dir, f)))))
      expect(parsed.map((m) => m.subject)).toEqual([`Confirm your subscription to the ${site.businessName} briefing`])
    } finally {
      await fileServer.close()
    }
  })
})
