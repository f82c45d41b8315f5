import { parse } from 'csv-parse/sync'
import type { ParsedMail } from 'mailparser'
import { PDFParse } from 'pdf-parse'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BACKED_UP_TABLES } from '#app/features/backup/tables.server.ts'
import { scrubDeliveredPayloads } from '#app/features/email/outbox.server.ts'
import { buildMail, type EmailJob } from '#app/features/leads/lead-emails.server.ts'
import { queueDigest } from '#app/features/leads/reminders.server.ts'
import { quizReportAction, quizReportPageAction } from '#app/features/quiz/quiz-report-action.server.ts'
import { siteDefaults as site } from '#content/site.ts'
import { answerField } from '#app/features/quiz/quiz-report.schema.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { quizQuestions } from '#content/quiz.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * The quiz's district report (decision 39): its action over real services, PostgreSQL and SMTP.
 * The API test server has no pages, so the action is called as React Router calls it; the door
 * every page post passes (same origin, form-encoded) is proved on its address over HTTP.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let received: ParsedMail[] = []
let server: TestServer
const log = createLogger({ level: 'silent' })

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  server = await startTestServer(
    {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NOTIFY_EMAIL: 'consultant@firm.example',
      SITE_URL: 'https://site.example',
    },
    {
      limits: {
        quizReport: { max: 6, windowSeconds: 600 },
        // the visitor-mail rule of every lead form: one message per mailbox a day
        ackPerRecipient: { max: 1, windowSeconds: 86_400 },
      },
    },
  )
})
afterAll(async () => {
  await server.close()
  await smtp.close().catch(() => undefined)
})
beforeEach(async () => {
  received = []
  await server.services.db.execute(sql`truncate quiz_reports, email_outbox, rate_limits restart identity`)
})

const correct = quizQuestions.map((q) => q.correctAnswer as number)
/** Questions 2, 6 and 11 wrong: 12 of 15. */
const threeWrong = correct.map((a, i) => ([1, 5, 10].includes(i) ? (a + 1) % 4 : a))
const answerFields = (answers: readonly number[]) => answers.map((a, i) => answerField(quizQuestions[i]!.id, a))

function body(overrides: Record<string, string> = {}, answers: string[] = answerFields(threeWrong)) {
  const form = new URLSearchParams({
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@lakeview.k12.example',
    position: 'superintendent',
    district: 'Lakeview Unified',
    studentCount: '1000-5000',
    ...overrides,
  })
  for (const a of answers) form.append('answers', a)
  return form
}

let nextIp = 1
/** The report form posted to its action; the work begun after the answer (the visitor's email) is awaited too. */
async function post(form: URLSearchParams, { json = true, ip }: { json?: boolean; ip?: string } = {}) {
  const request = new Request('https://site.example/cybersecurity-quiz/report', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(json ? { accept: 'application/json, application/pdf' } : { accept: 'text/html' }),
      'user-agent': 'Mozilla/5.0 test',
    },
    body: form,
  })
  const answer = await quizReportAction(request, server.services.quizReports, {
    ip: ip ?? `198.51.100.${nextIp++}`,
    log,
  })
  await server.services.leads.settled()
  return answer
}

async function stored() {
  const rows = await server.services.db.execute<Record<string, unknown>>(sql`select * from quiz_reports`)
  const outbox = await server.services.db.execute<{ kind: string }>(sql`select kind from email_outbox order by id`)
  return { rows: rows.rows, emails: outbox.rows.map((r) => r.kind) }
}

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes })
  const text = (await parser.getText()).text.replace(/\s+/g, ' ')
  await parser.destroy()
  return text
}

describe('a forged body is refused with a clear message, and nothing is stored', () => {
  it.each([
    [
      'an answer index out of range',
      answerFields(correct).with(4, `${quizQuestions[4]!.id}:7`),
      /question 5 is not one of its options/,
    ],
    ['14 answers', answerFields(correct).slice(0, 14), /needs all 15 answers; 14 were sent/],
    [
      'a question id that does not exist',
      answerFields(correct).with(0, '404:1'),
      /a question the quiz does not have \(404\)/,
    ],
    ['no answers at all', [], /answers are missing/],
    ['answers that are not question:option pairs', answerFields(correct).with(2, 'all-correct'), /could not be read/],
  ])('%s: 400', async (_, answers, message) => {
    const res = await post(body({}, answers))
    expect(res.status).toBe(400)
    const refusal = (await res.json()) as { message: string; code: string; errors: Record<string, string[]> }
    expect(refusal.code).toBe('invalid')
    expect(refusal.message).toMatch(message)
    expect(refusal.message).toMatch(/Please take the quiz again/)
    expect(JSON.stringify(refusal)).not.toMatch(/stack|select |insert /i)
    expect(await stored()).toEqual({ rows: [], emails: [] })
  })

  it('refuses a missing or invalid identity field with the consultation form words', async () => {
    const res = await post(body({ email: 'not-an-email', position: 'janitor' }))
    expect(res.status).toBe(400)
    const refusal = (await res.json()) as { errors: Record<string, string[]> }
    expect(refusal.errors.email).toEqual(['Please enter a valid email address'])
    expect(refusal.errors.position).toEqual(['Please select your position'])
    expect(await stored()).toEqual({ rows: [], emails: [] })
  })

  it('answers a browser that posted without a script with the refusal its results step is drawn again with', async () => {
    const request = new Request('https://site.example/cybersecurity-quiz?a=000000000000000', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: body({ district: '' }, answerFields(correct).with(0, '<b>9</b>')),
    })
    const refusal = await quizReportPageAction(request, server.services.quizReports, { ip: '198.51.100.250', log })
    if (refusal instanceof Response) throw new Error(`expected a refusal, got ${refusal.status}`)
    expect(refusal.init?.status).toBe(400)
    expect(refusal.data).toMatchObject({ form: 'quiz-report', code: 'invalid', values: { district: '' } })
    expect(refusal.data.errors.district).toBeDefined()
    expect((await stored()).rows).toEqual([])
  })
})

/** The PDF's bytes with what differs from one making to the next (its dates and file id) blanked. */
const withoutDatesAndIds = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:-)')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, '-')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/g, '/ID [-]')

describe('a report request', () => {
  it('downloads the PDF at once, stores the lead with the server’s score, and emails the report exactly once', async () => {
    // A score or missed list in the body is never read: the server works them out from the answers.
    const form = body()
    form.set('score', '15')
    form.set('missedCategories', '')
    const rendered = server.services.pdf.stats().rendered
    const res = await post(form)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Lakeview Unified cybersecurity quiz report.pdf"/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(bytes.length).toBeLessThan(200 * 1024)
    const text = await pdfText(bytes.slice())
    expect(text).toContain('Lakeview Unified')
    expect(text).toContain('12/15')

    const { rows, emails } = await stored()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      first_name: 'Dana',
      email: 'dana@lakeview.k12.example',
      district: 'Lakeview Unified',
      student_count: '1000-5000',
      answers: threeWrong,
      score: 12,
      question_count: 15,
      missed_categories: ['Phishing', 'Data Protection', 'Network Security'],
    })
    // Neither the client's address nor its browser is kept with the lead.
    expect(Object.keys(rows[0]!).some((c) => /ip|address|agent/.test(c))).toBe(false)
    expect(emails.sort()).toEqual(['quiz-report', 'quiz-report-notify'])

    expect(await server.services.outbox.runOnce()).toBe(2)
    expect(await server.services.outbox.runOnce()).toBe(0)
    const toVisitor = received.filter((m) => m.to && JSON.stringify(m.to).includes('dana@lakeview.k12.example'))
    expect(toVisitor).toHaveLength(1)
    const attachment = toVisitor[0]!.attachments[0]!
    expect(attachment.contentType).toBe('application/pdf')
    expect(attachment.filename).toBe('Lakeview Unified cybersecurity quiz report.pdf')
    // The PDF is made once (decision 51): the email carries the very bytes downloaded.
    expect(Buffer.compare(attachment.content, Buffer.from(bytes))).toBe(0)
    expect(server.services.pdf.stats().rendered - rendered).toBe(1)
    const mailed = await pdfText(new Uint8Array(attachment.content))
    expect(mailed).toContain('Lakeview Unified')
    expect(mailed).toContain('12/15')
    expect(toVisitor[0]!.text).toContain('not add you to any mailing list')

    const person = await server.services.leads.person('dana@lakeview.k12.example')
    expect(person.quizReports).toMatchObject([
      { score: 12, questionCount: 15, missedCategories: ['Phishing', 'Data Protection', 'Network Security'] },
    ])
    expect(person.quizReports[0]!.emailedAt).not.toBeNull()

    const owner = received.find((m) => JSON.stringify(m.to).includes('consultant@firm.example'))!
    expect(owner.subject).toBe('Quiz report: Dana Reyes, Lakeview Unified, 12/15')
    expect(owner.text).toContain('Missed categories: Phishing, Data Protection, Network Security')
  })

  it('emails one address once a day: a second request still downloads, and sends nothing to the visitor', async () => {
    expect((await post(body())).status).toBe(200)
    const again = await post(body({ email: 'Dana+board@lakeview.k12.example' }))
    expect(again.status).toBe(200)
    const { rows, emails } = await stored()
    expect(rows).toHaveLength(2)
    expect(emails.filter((k) => k === 'quiz-report')).toHaveLength(1)
    expect(emails.filter((k) => k === 'quiz-report-notify')).toHaveLength(2)
  })

  it.each([true, false])(
    'answers the same whether the visitor’s copy was emailed or held back (script: %s): no answer tells who had mail',
    async (json) => {
      const answer = async () => {
        const res = await post(body(), { json, ip: '203.0.113.77' })
        return {
          status: res.status,
          headers: [...res.headers.entries()],
          body: withoutDatesAndIds(new Uint8Array(await res.arrayBuffer())),
        }
      }
      const emailed = await answer()
      const held = await answer()
      expect((await stored()).emails.filter((k) => k === 'quiz-report')).toHaveLength(1)
      expect(emailed.status).toBe(200)
      expect(held).toEqual(emailed)
    },
  )

  it('keeps the PDF with its email only until it is sent, and sends one queued without it from the answers', async () => {
    const res = await post(body())
    const downloaded = Buffer.from(await res.arrayBuffer())
    const attachment = async () =>
      (
        await server.services.db.execute<{ attachment: Buffer | null }>(
          sql`select attachment from email_outbox where kind = 'quiz-report'`,
        )
      ).rows[0]!.attachment
    expect(Buffer.compare((await attachment())!, downloaded)).toBe(0)
    await server.services.outbox.runOnce()
    expect(await attachment()).toBeNull()

    // A message queued before the PDF was kept with it (decision 51) still goes out with its report.
    await server.services.db.execute(sql`truncate email_outbox restart identity`)
    received = []
    await server.services.db.execute(sql`
      insert into email_outbox (dedupe_key, kind, payload) values ('quiz-report:old:send', 'quiz-report',
        ${JSON.stringify({ kind: 'quiz-report', email: 'old@lakeview.k12.example', district: 'Old District', answers: threeWrong, createdAt: '2026-11-28T15:00:00Z' })}::jsonb)`)
    expect(await server.services.outbox.runOnce()).toBe(1)
    const text = await pdfText(new Uint8Array(received[0]!.attachments[0]!.content))
    expect(text).toContain('Old District')
    expect(text).toContain('12/15')
  })

  it('counts against a per-address limit: past it, 429 and nothing stored', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await post(body({ email: `staff${i}@lakeview.k12.example` }), { ip: '203.0.113.9' })).status).toBe(200)
    }
    const refused = await post(body({ email: 'one-more@lakeview.k12.example' }), { ip: '203.0.113.9' })
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { code: string }).code).toBe('too_many')
    expect((await stored()).rows).toHaveLength(6)
  })

  it('follows the leads’ retention: in every backup, its email’s answers and address scrubbed 30 days after sending', async () => {
    expect(BACKED_UP_TABLES).toContain('quiz_reports')
    await post(body())
    await server.services.outbox.runOnce()
    const payload = async () =>
      (
        await server.services.db.execute<{ payload: Record<string, unknown> }>(
          sql`select payload from email_outbox where kind = 'quiz-report'`,
        )
      ).rows[0]!.payload
    expect(await payload()).toMatchObject({ email: 'dana@lakeview.k12.example', answers: threeWrong })
    // Whatever attachment a finished message still holds goes with its payload.
    await server.services.db.execute(sql`update email_outbox set attachment = '\\x25504446' where kind = 'quiz-report'`)
    await scrubDeliveredPayloads(server.services.db, new Date(Date.now() + 31 * 86_400_000))
    expect(await payload()).toEqual({ kind: 'quiz-report', scrubbed: true })
    const [left] = (
      await server.services.db.execute<{ attachment: Buffer | null }>(
        sql`select attachment from email_outbox where kind = 'quiz-report'`,
      )
    ).rows
    expect(left!.attachment).toBeNull()
  })

  it('is in the next morning digest with its score', async () => {
    await post(body())
    // The next 13:30 UTC: 7:30 in the morning on the site's clocks (America/Chicago, November).
    const morning = new Date()
    morning.setUTCHours(13, 30, 0, 0)
    if (morning.getTime() < Date.now()) morning.setUTCDate(morning.getUTCDate() + 1)
    expect(await queueDigest(server.services.db, morning, site.timeZone)).toBe(true)
    const [digest] = (
      await server.services.db.execute<{ payload: EmailJob }>(
        sql`select payload from email_outbox where kind = 'lead-digest'`,
      )
    ).rows
    const mail = await buildMail(digest!.payload, {
      site,
      siteUrl: 'https://site.example',
      notifyEmail: 'c@firm.example',
    })
    expect(mail.text).toContain('Quiz report: Dana Reyes, Lakeview Unified: score 12/15')
  })

  it('is a tab of the dashboard with its own CSV: score and missed categories, formulas kept inert', async () => {
    await post(body({ district: '=HYPERLINK("http://evil.example","x")' }))
    await post(body({ email: 'lee@other.example', district: 'Other' }, answerFields(correct)))
    const token = await signInAdmin(server, 'reports')
    const list = await server.request('/api/admin/quiz-reports?q=hyperlink', { token })
    const page = (await list.json()) as { quizReports: { score: number }[]; total: number }
    expect(page.total).toBe(1)
    expect(page.quizReports[0]!.score).toBe(12)
    const summary = (await (await server.request('/api/admin/leads/summary', { token })).json()) as {
      totals: { quizReports: number }
    }
    expect(summary.totals.quizReports).toBe(2)
    const res = await server.request('/api/admin/quiz-reports/export?sort=email&dir=asc', { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('quiz-reports.csv')
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8')
    const rows = parse(text.slice(1), { columns: true }) as Record<string, string>[]
    expect(rows.map((r) => [r.email, r.score, r.questionCount, r.missedCategories])).toEqual([
      ['dana@lakeview.k12.example', '12', '15', 'Phishing;Data Protection;Network Security'],
      ['lee@other.example', '15', '15', ''],
    ])
    expect(rows[0]!.district).toBe(`'=HYPERLINK("http://evil.example","x")`)
  })

  it('drops a filled honeypot as if all were well: nothing stored, nothing sent', async () => {
    const res = await post(body({ website: 'https://spam.example' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/cybersecurity-quiz')
    expect(await stored()).toEqual({ rows: [], emails: [] })
  })

  it('is behind the page posts’ door: another site’s post and a JSON body are refused', async () => {
    const cross = await server.request('/cybersecurity-quiz/report', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: body().toString(),
    })
    expect(cross.status).toBe(403)
    const json = await server.request('/cybersecurity-quiz/report', {
      method: 'POST',
      headers: { origin: 'https://site.example' },
      json: { answers: answerFields(correct) },
    })
    expect(json.status).toBe(415)
  })
})
