import { parse } from 'csv-parse/sync'
import { eq, sql } from 'drizzle-orm'
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { confirmUrl } from '#app/features/email/signed-links.server.ts'
import { newsletterDeliveries, newsletters } from '#db/schema/index.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { signInAdmin, startSecondInstance, startTestServer, type TestServer } from '../setup/test-server.ts'

/** The newsletter (decision 30) against a real SMTP server and the real database. */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
const refused = new Set<string>()
let server: TestServer
let token: string
/** The services' clock runs with the wall clock; a test moves it ahead instead of waiting. */
let clockOffsetMs = 0
const clock = () => new Date(Date.now() + clockOffsetMs)

const body = '<p>Three things to check before the board meeting.</p><p><a href="/blog/mfa">Read about MFA</a></p>'

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail), 0, {
    refuse: (to) => (refused.has(to) ? 550 : undefined),
  })
  server = await startTestServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SITE_URL: 'https://site.example',
      NEWSLETTER_RATE: '100000',
    },
    { clock },
  )
  token = await signInAdmin(server)
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(async () => {
  clockOffsetMs = 0
  received = []
  refused.clear()
  await server.services.db.execute(sql`delete from newsletter_issues`)
  await server.services.db.execute(sql`delete from newsletters`)
  await server.services.db.execute(sql`delete from rate_limits where key like 'newsletter:%'`)
})

const api = (
  path: string,
  init: { method?: string; json?: unknown; token?: string | null; headers?: HeadersInit } = {},
) =>
  server.request(`/api/newsletter-issues${path}`, {
    method: init.method ?? 'GET',
    json: init.json,
    token: init.token === null ? undefined : (init.token ?? token),
    headers: init.headers,
  })

async function createIssue(fields: Record<string, unknown> = {}) {
  const res = await api('', {
    method: 'POST',
    json: { subject: 'November briefing', previewText: 'Board season', body, ...fields },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { issue: { id: number; slug: string; version: number } }).issue
}

async function subscribers(confirmed: string[], pending: string[] = [], unsubscribed: string[] = []) {
  const now = new Date()
  const rows = [
    ...confirmed.map((email) => ({ email, confirmedAt: now })),
    ...pending.map((email) => ({ email })),
    ...unsubscribed.map((email) => ({ email, confirmedAt: now, unsubscribedAt: now })),
  ]
  await server.services.db.insert(newsletters).values(rows)
}

/** Runs the sender until nothing is due, as the job does. */
async function sendAll() {
  while (await server.services.newsletters.runOnce());
}

/** A header as it was sent, from the raw lines (mailparser turns some into objects). */
const headerOf = (mail: ParsedMail, key: string) =>
  mail.headerLines.filter((h) => h.key === key).map((h) => h.line.slice(h.line.indexOf(':') + 1).trim())

const recipientsOf = (mails: ParsedMail[]) => mails.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort()

async function figures(id: number) {
  const res = await api(`/${id}`)
  return ((await res.json()) as { issue: { status: string; figures: Record<string, number> } }).issue
}

describe('who may call it', () => {
  it('refuses every endpoint without the admin session, and cross-site writes with it', async () => {
    const issue = await createIssue()
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${issue.id}`],
      ['PUT', `/${issue.id}`],
      ['DELETE', `/${issue.id}`],
      ['GET', `/${issue.id}/preview`],
      ['GET', `/${issue.id}/email`],
      ['POST', `/${issue.id}/test`],
      ['POST', `/${issue.id}/send`],
      ['POST', `/${issue.id}/schedule`],
      ['POST', `/${issue.id}/pause`],
      ['POST', '/from-post'],
    ] as const) {
      const res = await api(path, {
        method,
        token: null,
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
    const crossSite = await api(`/${issue.id}/send`, {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    expect((await figures(issue.id)).status).toBe('draft')
  })
})

describe('writing an issue', () => {
  it('refuses a subject or preview with line breaks or markup, and stores nothing', async () => {
    for (const [field, value, message] of [
      ['subject', 'Hello\r\nBcc: victim@example.com', 'Subject must be one line, without line breaks'],
      ['subject', 'Hello <script>', 'Subject cannot contain < or >'],
      ['previewText', 'one\ntwo', 'Preview text must be one line, without line breaks'],
      ['subject', '', 'Subject is required'],
    ] as const) {
      const res = await api('', { method: 'POST', json: { subject: 'Fine', body, [field]: value } })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
    const list = (await (await api('')).json()) as { issues: unknown[] }
    expect(list.issues).toHaveLength(0)
  })

  it('sanitises the body like a post, makes a slug, and refuses a stale version', async () => {
    const issue = await createIssue({
      body: '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe>',
    })
    expect(issue.slug).toBe('november-briefing')
    const stored = await server.services.newsletters.get(issue.id)
    expect(stored.body).toBe('<p>Hi</p>')
    const saved = await api(`/${issue.id}`, {
      method: 'PUT',
      json: { subject: 'New subject', body, version: issue.version },
    })
    expect(saved.status).toBe(200)
    const stale = await api(`/${issue.id}`, { method: 'PUT', json: { subject: 'Other', body, version: issue.version } })
    expect(stale.status).toBe(409)
    const reserved = await api(`/${issue.id}`, { method: 'PUT', json: { subject: 'x', body, slug: 'confirm' } })
    expect(reserved.status).toBe(400)
  })

  it('numbers a slug made from a subject already taken, and refuses a slug asked for that is taken', async () => {
    const first = await createIssue()
    const second = await createIssue()
    expect(second.slug).toBe('november-briefing-2')
    const res = await api(`/${second.id}`, { method: 'PUT', json: { subject: 'x', body, slug: first.slug } })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.slug).toEqual([
      'Another newsletter already uses this slug. Choose a different one.',
    ])
    const own = await api(`/${second.id}`, { method: 'PUT', json: { subject: 'x', body, slug: second.slug } })
    expect(own.status).toBe(200)
  })

  it('refuses to send or schedule an email Gmail would clip (over 100 KB of HTML)', async () => {
    await subscribers(['a@district.example'])
    const paragraph = `<p>${'A sentence about vendor contracts and student records. '.repeat(40)}</p>`
    const issue = await createIssue({ body: paragraph.repeat(60) })
    const res = await api(`/${issue.id}/send`, { method: 'POST', json: {} })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^This email is \d+ KB; Gmail cuts off emails over about 100 KB/,
    )
    const at = new Date(Date.now() + 3_600_000).toISOString()
    expect((await api(`/${issue.id}/schedule`, { method: 'POST', json: { scheduledAt: at } })).status).toBe(400)
    expect((await figures(issue.id)).status).toBe('draft')
  })

  it('refuses to send now when nobody has confirmed a subscription', async () => {
    await subscribers([], ['pending@district.example'])
    const issue = await createIssue()
    const res = await api(`/${issue.id}/send`, { method: 'POST', json: {} })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { message: string }).message).toBe(
      'There are no confirmed subscribers to send to yet.',
    )
  })

  it('starts from a published blog post: its title once, its excerpt and a link to it; never from a scheduled one', async () => {
    const post = await server.services.blog.create(
      {
        title: 'MFA for district staff',
        slug: 'mfa-for-district-staff',
        excerpt: 'Why phishing-resistant sign-in matters.',
        content: '<p>Body</p>',
        category: 'Best Practices',
        author: 'Dr. Morgan Ellis',
        tags: [],
        featured: 'false',
        status: 'published',
        sources: [],
      } as never,
      { by: 'editor' },
    )
    const res = await api('/from-post', { method: 'POST', json: { postId: post.id } })
    expect(res.status).toBe(201)
    const { issue } = (await res.json()) as { issue: { subject: string; previewText: string; body: string } }
    expect(issue.subject).toBe('MFA for district staff')
    expect(issue.previewText).toBe('Why phishing-resistant sign-in matters.')
    expect(issue.body).toContain('href="/blog/mfa-for-district-staff"')
    // The email's heading is the subject: the title is not in the body a second time (issue 56).
    expect(issue.body).not.toContain('MFA for district staff')
    expect((await api('/from-post', { method: 'POST', json: { postId: 999999 } })).status).toBe(404)
    // A post the public cannot read yet would send readers to a 404.
    const scheduled = await server.services.blog.create(
      {
        title: 'Next week: board tabletop',
        slug: 'next-week-board-tabletop',
        excerpt: 'A scheduled post.',
        content: '<p>Body</p>',
        category: 'Best Practices',
        author: 'Dr. Morgan Ellis',
        tags: [],
        featured: 'false',
        status: 'published',
        publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        sources: [],
      } as never,
      { by: 'editor' },
    )
    const refused = await api('/from-post', { method: 'POST', json: { postId: scheduled.id } })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      code: 'invalid',
      errors: { postId: ['Start from a published post: this one is not on the site yet.'] },
    })
  })
})

describe('preview and test send', () => {
  it('previews the exact email in a sandbox, and sends a test with both parts and the unsubscribe headers', async () => {
    const issue = await createIssue()
    const preview = await api(`/${issue.id}/preview`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-security-policy')).toMatch(/^sandbox /)
    expect(preview.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await preview.text()
    expect(html).toContain('Three things to check before the board meeting.')
    expect(html).toContain('href="https://site.example/blog/mfa"')

    const sent = await api(`/${issue.id}/test`, { method: 'POST' })
    expect(sent.status).toBe(200)
    expect(((await sent.json()) as { sentTo: string }).sentTo).toBe('editor@x.example')
    expect(received).toHaveLength(1)
    const mail = received[0]!
    expect(mail.subject).toBe('[Test] November briefing')
    expect(mail.html).toContain('max-width:600px')
    expect(mail.text).toContain('Three things to check before the board meeting.')
    expect(mail.text).toContain('https://site.example/blog/mfa')
    expect(headerOf(mail, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click'])
    expect(headerOf(mail, 'list-unsubscribe')[0]).toMatch(
      /^<https:\/\/site\.example\/unsubscribe\?email=editor%40x\.example&token=/,
    )
    // Every link is absolute: a mail has no base URL.
    for (const [, href] of (mail.html as string).matchAll(/href="([^"]+)"/g)) expect(href).toMatch(/^https:\/\//)
  })

  it('allows ten test sends an hour', async () => {
    const issue = await createIssue()
    for (let i = 0; i < 10; i += 1) expect((await api(`/${issue.id}/test`, { method: 'POST' })).status).toBe(200)
    const refusedTest = await api(`/${issue.id}/test`, { method: 'POST' })
    expect(refusedTest.status).toBe(429)
    expect(((await refusedTest.json()) as { message: string }).message).toMatch(/^You can send 10 test emails an hour/)
    expect(received).toHaveLength(10)
  })
})

describe('sending', () => {
  it('sends once to each confirmed subscriber, never to pending or unsubscribed ones, and counts what happened', async () => {
    await subscribers(
      ['a@district.example', 'b@district.example', 'c@district.example'],
      ['pending@district.example'],
      ['gone@district.example'],
    )
    const issue = await createIssue()
    const mismatch = await api(`/${issue.id}/send`, { method: 'POST', json: { recipients: 5 } })
    expect(mismatch.status).toBe(409)
    expect(await mismatch.json()).toMatchObject({ code: 'conflict', reason: 'recipients_changed', recipients: 3 })

    const res = await api(`/${issue.id}/send`, { method: 'POST', json: { recipients: 3 } })
    expect(res.status).toBe(200)
    await sendAll()
    expect(recipientsOf(received)).toEqual(['a@district.example', 'b@district.example', 'c@district.example'])
    for (const mail of received) {
      expect(headerOf(mail, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click'])
      expect(mail.messageId).toMatch(/^<newsletter-\d+-\d+@site\.example>$/)
    }
    const after = await figures(issue.id)
    expect(after.status).toBe('sent')
    expect(after.figures).toMatchObject({
      recipients: 3,
      sent: 3,
      failed: 0,
      bounced: 0,
      waiting: 0,
      unsubscribedSince: 0,
    })

    // An issue is sent at most once.
    expect((await api(`/${issue.id}/send`, { method: 'POST', json: {} })).status).toBe(409)
    await sendAll()
    expect(received).toHaveLength(3)

    // One-click unsubscribe (RFC 8058) from the header of a message that went out.
    const link = headerOf(received[0]!, 'list-unsubscribe')[0]!.slice(1, -1).replace('https://site.example', server.url)
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await figures(issue.id)).figures.unsubscribedSince).toBe(1)
  })

  it('a 5xx refusal marks the subscriber bounced; bounced and newly unsubscribed people get nothing more', async () => {
    await subscribers(['ok@district.example', 'full@district.example', 'leaving@district.example'])
    refused.add('full@district.example')
    const first = await createIssue()
    await api(`/${first.id}/send`, { method: 'POST', json: {} })
    // Someone unsubscribes after the issue was queued, before their turn.
    await server.services.db
      .update(newsletters)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletters.email, 'leaving@district.example'))
    await sendAll()
    expect(recipientsOf(received)).toEqual(['ok@district.example'])
    expect((await figures(first.id)).figures).toMatchObject({ recipients: 3, sent: 1, bounced: 1, skipped: 1 })
    const [bounced] = await server.services.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.email, 'full@district.example'))
    expect(bounced!.bouncedAt).not.toBeNull()

    received = []
    const second = await createIssue({ subject: 'December briefing' })
    await api(`/${second.id}/send`, { method: 'POST', json: {} })
    await sendAll()
    expect(recipientsOf(received)).toEqual(['ok@district.example'])
    expect((await figures(second.id)).figures.recipients).toBe(1)
  })

  it('pauses, resumes and cancels', async () => {
    await subscribers(['a@x.example', 'b@x.example', 'c@x.example'])
    const issue = await createIssue()
    await api(`/${issue.id}/send`, { method: 'POST', json: {} })
    expect((await api(`/${issue.id}/pause`, { method: 'POST' })).status).toBe(200)
    await sendAll()
    expect(received).toHaveLength(0)
    expect((await figures(issue.id)).status).toBe('paused')
    expect((await api(`/${issue.id}/resume`, { method: 'POST' })).status).toBe(200)
    await sendAll()
    expect(received).toHaveLength(3)

    const other = await createIssue({ subject: 'Cancelled one' })
    await api(`/${other.id}/send`, { method: 'POST', json: {} })
    expect((await api(`/${other.id}/cancel`, { method: 'POST' })).status).toBe(200)
    await sendAll()
    expect(received).toHaveLength(3)
    expect((await figures(other.id)).status).toBe('cancelled')
    // A sent issue cannot be paused, deleted or changed.
    expect((await api(`/${issue.id}/pause`, { method: 'POST' })).status).toBe(409)
    expect((await api(`/${issue.id}`, { method: 'DELETE' })).status).toBe(409)
    expect((await api(`/${issue.id}`, { method: 'PUT', json: { subject: 'Changed', body } })).status).toBe(409)
    // …but it can be withdrawn from the archive.
    expect(
      (
        await api(`/${issue.id}`, {
          method: 'PUT',
          json: { subject: 'November briefing', previewText: 'Board season', body, published: false },
        })
      ).status,
    ).toBe(200)
  })

  it('a scheduled issue goes out once, at its time, with two instances running the job', async () => {
    await subscribers(Array.from({ length: 40 }, (_, i) => `reader${i}@x.example`))
    const issue = await createIssue()
    const past = await api(`/${issue.id}/schedule`, {
      method: 'POST',
      json: { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    })
    expect(past.status).toBe(400)
    const at = new Date(clock().getTime() + 60_000)
    expect(
      (await api(`/${issue.id}/schedule`, { method: 'POST', json: { scheduledAt: at.toISOString() } })).status,
    ).toBe(200)
    expect((await figures(issue.id)).status).toBe('scheduled')
    await server.services.newsletters.runOnce()
    expect(received).toHaveLength(0)
    const second = await startSecondInstance(server, { clock })
    try {
      clockOffsetMs += at.getTime() - clock().getTime() + 1_000
      const drain = async (run: () => Promise<boolean>) => {
        while (await run());
      }
      await Promise.all([
        drain(() => server.services.newsletters.runOnce()),
        drain(() => second.services.newsletters.runOnce()),
      ])
    } finally {
      await second.close()
    }
    const to = recipientsOf(received)
    expect(to).toHaveLength(40)
    expect(new Set(to).size).toBe(40)
    expect((await figures(issue.id)).status).toBe('sent')
  })

  it('keeps to NEWSLETTER_RATE messages a minute', async () => {
    await subscribers(['a@x.example', 'b@x.example', 'c@x.example'])
    const issue = await createIssue()
    await api(`/${issue.id}/send`, { method: 'POST', json: {} })
    // The minute's counter is shared: fill it to two short of the limit.
    await server.services.db.execute(
      sql`insert into rate_limits (key, count, window_start, expires_at) values ('newsletter:per-minute', 99998, now(), now() + interval '1 minute')`,
    )
    await sendAll()
    expect(received).toHaveLength(2)
    const [waiting] = await server.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.status, 'pending'))
    expect(waiting!.n).toBe(1)
  })
})

describe('a bounced address', () => {
  /** A confirmed subscriber whose mail server refuses an issue for good (550 to RCPT TO), beside one that takes it. */
  async function bounce(email: string) {
    await subscribers([email, 'ok@district.example'])
    refused.add(email)
    const issue = await createIssue()
    await api(`/${issue.id}/send`, { method: 'POST', json: {} })
    await sendAll()
    refused.clear()
    received = []
  }
  const stored = async (email: string) =>
    (await server.services.db.select().from(newsletters).where(eq(newsletters.email, email)))[0]!
  type Listed = { email: string; status: string; bouncedAt: string | null; bounceReason: string | null }
  const listed = async () =>
    ((await (await server.request('/api/admin/newsletters', { token })).json()) as { newsletters: Listed[] })
      .newsletters

  it("shows as Bounced, with when and the mail server's answer, in the list, the person view and the CSV", async () => {
    await bounce('full@district.example')
    const bouncedAt = (await stored('full@district.example')).bouncedAt!.toISOString()
    const answer = expect.stringMatching(/550 .*mailbox unavailable/)

    const rows = await listed()
    expect(rows.find((r) => r.email === 'full@district.example')).toMatchObject({
      status: 'Bounced',
      bouncedAt,
      bounceReason: answer,
    })
    expect(rows.find((r) => r.email === 'ok@district.example')).toMatchObject({
      status: 'Confirmed',
      bouncedAt: null,
      bounceReason: null,
    })

    const person = await server.request('/api/admin/person?email=full%40district.example', { token })
    expect(((await person.json()) as { person: { newsletter: unknown } }).person.newsletter).toEqual({
      state: 'Bounced',
      since: bouncedAt,
      bounceReason: answer,
    })

    const csv = await server.request('/api/admin/newsletters/export', { token })
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8')
    const exported = parse(text.slice(1), { columns: true }) as Record<string, string>[]
    expect(exported.find((r) => r.email === 'full@district.example')).toMatchObject({
      status: 'Bounced',
      bouncedAt,
      bounceReason: answer,
    })
    expect(exported.find((r) => r.email === 'ok@district.example')).toMatchObject({
      status: 'Confirmed',
      bouncedAt: '',
      bounceReason: '',
    })
  })

  it('that signs up again gets a fresh double opt-in, answered like a new address, and the issues once it confirms', async () => {
    await bounce('back@district.example')
    const signUp = (email: string) => server.request('/api/newsletter', { method: 'POST', json: { email } })
    const fresh = await signUp('first.time@district.example')
    const again = await signUp('back@district.example')
    expect(again.status).toBe(fresh.status)
    expect(await again.json()).toEqual(await fresh.json())
    expect(await stored('back@district.example')).toMatchObject({
      bouncedAt: null,
      confirmedAt: null,
      unsubscribedAt: null,
    })
    expect((await listed()).find((r) => r.email === 'back@district.example')?.status).toBe('Pending')

    // The confirmation goes out as to any new address.
    while ((await server.services.outbox.runOnce()) > 0);
    expect(received.filter((m) => recipientsOf([m])[0] === 'back@district.example').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirm your subscription/),
    ])
    const confirmed = await fetch(confirmUrl(server.url, server.services.keys, 'back@district.example'), {
      method: 'POST',
      headers: { accept: 'application/json' },
    })
    expect(confirmed.status).toBe(200)
    received = []
    const next = await createIssue({ subject: 'December briefing' })
    await api(`/${next.id}/send`, { method: 'POST', json: {} })
    await sendAll()
    expect(recipientsOf(received)).toEqual(['back@district.example', 'ok@district.example'])
  })
})

describe('when the SMTP server refuses or stalls', () => {
  // Its own server and SMTP server: a clock the tests move forward, and refusals of whole messages.
  let skew = 0
  let refuseData: number | undefined
  let release: (() => void) | undefined
  let onHeld: (() => void) | undefined
  let own: TestServer
  let ownSmtp: Awaited<ReturnType<typeof startSmtpCapture>>
  let ownToken: string
  let mail: ParsedMail[] = []
  const busy = new Set<string>()

  beforeAll(async () => {
    ownSmtp = await startSmtpCapture((m) => mail.push(m), 0, {
      refuse: (to) => (busy.has(to) ? 452 : undefined),
      refuseData: () => refuseData,
      hold: () => {
        if (!onHeld) return undefined
        onHeld()
        onHeld = undefined
        return new Promise<void>((resolve) => (release = resolve))
      },
    })
    own = await startTestServer(
      { SMTP_URL: `smtp://127.0.0.1:${ownSmtp.port}`, SITE_URL: 'https://site.example', NEWSLETTER_RATE: '100000' },
      { clock: () => new Date(Date.now() + skew) },
    )
    ownToken = await signInAdmin(own)
  })
  afterAll(async () => {
    await own.close()
    await ownSmtp.close()
  })
  beforeEach(() => {
    mail = []
    busy.clear()
    refuseData = undefined
  })

  const ownApi = (path: string, json?: unknown) =>
    own.request(`/api/newsletter-issues${path}`, { method: json === undefined ? 'GET' : 'POST', json, token: ownToken })
  async function start(emails: string[]) {
    await own.services.db.delete(newsletters)
    await own.services.db.insert(newsletters).values(emails.map((email) => ({ email, confirmedAt: new Date() })))
    const res = await ownApi('', { subject: 'December briefing', previewText: 'Before the break', body })
    const { issue } = (await res.json()) as { issue: { id: number } }
    expect((await ownApi(`/${issue.id}/send`, {})).status).toBe(200)
    return issue.id
  }
  const deliveries = async (id: number) =>
    (
      await own.services.db.execute<{ email: string; status: string; attempts: number }>(sql`
        select n.email, d.status, d.attempts from newsletter_deliveries d join newsletters n on n.id = d.subscriber_id
        where d.issue_id = ${id} order by n.email`)
    ).rows
  const drain = async () => {
    while (await own.services.newsletters.runOnce());
  }

  it('a 4xx for one recipient is tried again later, and counted failed after five tries, never bounced', async () => {
    busy.add('busy@x.example')
    const id = await start(['busy@x.example', 'ok@x.example'])
    await drain()
    expect(recipientsOf(mail)).toEqual(['ok@x.example'])
    expect(await deliveries(id)).toEqual([
      { email: 'busy@x.example', status: 'pending', attempts: 1 },
      { email: 'ok@x.example', status: 'sent', attempts: 1 },
    ])
    // Not before its time: another run now sends nothing.
    await drain()
    expect(mail).toHaveLength(1)
    for (let i = 0; i < 4; i++) {
      skew += 2 * 60 * 60_000
      await drain()
    }
    expect((await deliveries(id))[0]).toEqual({ email: 'busy@x.example', status: 'failed', attempts: 5 })
    const issue = ((await (await ownApi(`/${id}`)).json()) as { issue: { status: string; figures: object } }).issue
    expect(issue.status).toBe('sent')
    expect(issue.figures).toMatchObject({ sent: 1, failed: 1, bounced: 0 })
    const [subscriber] = await own.services.db.select().from(newsletters).where(eq(newsletters.email, 'busy@x.example'))
    expect(subscriber!.bouncedAt).toBeNull()
  })

  it('a refusal of the message itself (554 after DATA) bounces nobody, counts no try, and the sender waits before trying again', async () => {
    refuseData = 554
    const id = await start(['a@x.example', 'b@x.example'])
    expect(await own.services.newsletters.runOnce()).toBe(false)
    expect(mail).toHaveLength(0)
    expect(await deliveries(id)).toEqual([
      { email: 'a@x.example', status: 'pending', attempts: 0 },
      { email: 'b@x.example', status: 'pending', attempts: 0 },
    ])
    const bounced = await own.services.db.execute<{ n: number }>(
      sql`select count(*)::int as n from newsletters where bounced_at is not null`,
    )
    expect(bounced.rows[0]!.n).toBe(0)
    // The server accepts again, but the sender keeps its distance for 15 s rather than hammer it.
    refuseData = undefined
    await drain()
    expect(mail).toHaveLength(0)
    skew += 16_000
    await drain()
    expect(recipientsOf(mail)).toEqual(['a@x.example', 'b@x.example'])
    expect((await deliveries(id)).map((d) => d.status)).toEqual(['sent', 'sent'])
  })

  it('classifies failures: only a refused recipient is about the subscriber', async () => {
    const { classifyFailure } = await import('#app/features/newsletter/sender.server.ts')
    expect(classifyFailure(Object.assign(new Error('550'), { responseCode: 550, command: 'RCPT TO' }))).toBe('bounce')
    expect(classifyFailure(Object.assign(new Error('452'), { responseCode: 452, command: 'RCPT TO' }))).toBe('retry')
    expect(classifyFailure(Object.assign(new Error('535'), { responseCode: 535, command: 'AUTH PLAIN' }))).toBe(
      'server',
    )
    expect(classifyFailure(Object.assign(new Error('554'), { responseCode: 554, command: 'DATA' }))).toBe('server')
    expect(classifyFailure(Object.assign(new Error('550'), { responseCode: 550, command: 'MAIL FROM' }))).toBe('server')
    expect(classifyFailure(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe('server')
  })

  it('cancel while a message is on the wire answers at once; that message completes and nobody else gets one', async () => {
    skew += 60 * 60_000 // past any backoff an earlier test left
    const id = await start(['a@x.example', 'b@x.example', 'c@x.example'])
    const held = new Promise<void>((resolve) => (onHeld = resolve))
    const sending = drain()
    await held
    // The sender is inside its transaction, the SMTP server not answering: the cancel does not wait for it.
    const cancel = await ownApi(`/${id}/cancel`, {})
    expect(cancel.status).toBe(200)
    expect(mail).toHaveLength(0)
    release!()
    await sending
    await drain()
    expect(mail).toHaveLength(1)
    const statuses = (await deliveries(id)).map((d) => d.status).sort()
    expect(statuses).toEqual(['cancelled', 'cancelled', 'sent'])
    const issue = ((await (await ownApi(`/${id}`)).json()) as { issue: { status: string; figures: object } }).issue
    expect(issue.status).toBe('cancelled')
    expect(issue.figures).toMatchObject({ recipients: 3, sent: 1 })
  })
})
