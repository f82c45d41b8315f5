/**
 * The e2e instance for the lead workflow: the production build, started in this process
 * with a clock the tests move, sending its email to a real SMTP server on loopback (smtp-server,
 * parsed back with mailparser). A control port on 127.0.0.1, for the tests only, moves the clock,
 * runs the due lead work at once, reads the mail received, seeds leads, creates an admin and fills a form's counter of
 * submissions from all addresses up to its flood threshold, and sets what the consultant's calendar
 * (served below) holds. Nothing of this is in
 * the product: `npm start` has no clock to move and no control port.
 *
 * Run by playwright.config.ts with PORT, CONTROL_PORT, DATA_DIR and the usual e2e environment.
 */
import http from 'node:http'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { sql } from 'drizzle-orm'
import type { PublicForm } from '#app/lib/form-floods.server.ts'
import type { CalendarFeedTransport } from '#app/features/booking/calendar-feed.server.ts'
import type { Services } from '#app/services.server.ts'
import { allAddressesKey } from '#app/lib/form-gate.server.ts'
import { createAdmin } from '#app/features/auth/auth.server.ts'
import { newsletters, quizReports, rateLimits } from '#db/schema/index.ts'

let offsetMs = 0
let seeded: Promise<unknown> | undefined
const clock = () => new Date(Date.now() + offsetMs)

const received: ParsedMail[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push(mail)
        callback()
      })
      .catch(callback)
  },
})
const smtpPort = await new Promise<number>((resolve) =>
  smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as { port: number }).port)),
)
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`

/**
 * The consultant's calendar, served on loopback as Google Calendar serves a secret iCal address:
 * the text a test posts to the control port's /calendar. The consultant types an ordinary https
 * address on CALENDAR_HOST; this instance's calendar feed (and only this one: `calendarFeedForTests`
 * is a code argument of the harness, never an environment variable) resolves that name to a public
 * address, passes every check the production fetch makes, and is then carried to this server
 * instead of a socket to that address (decision 40).
 */
const CALENDAR_HOST = 'calendar.e2e.test'
let calendarText = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//e2e//busy//EN\r\nEND:VCALENDAR\r\n'
const calendar = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
  res.end(calendarText)
})
const calendarPort = await new Promise<number>((resolve) =>
  calendar.listen(0, '127.0.0.1', () => resolve((calendar.address() as { port: number }).port)),
)
const calendarFeedForTests: CalendarFeedTransport = {
  // A public unicast address, never connected to: the address check passes as for a real calendar.
  resolveImpl: async (hostname) => {
    if (hostname !== CALENDAR_HOST) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' })
    return [{ address: '93.184.215.14', family: 4 }]
  },
  fetchImpl: ({ url, signal }) => fetch(`http://127.0.0.1:${calendarPort}${url.pathname}`, { signal }),
}

// @ts-expect-error -- plain JavaScript produced by `npm run build`
const { startServer } = (await import('../../build/server/index.js')) as typeof import('#server/entry.ts')
const { services } = (await startServer({ clock, calendarFeedForTests })) as { services: Services }

async function body(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = ''
  for await (const chunk of req) text += chunk
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

const control = http.createServer((req, res) => {
  const answer = (status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(value))
  }
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://control')
    if (req.method === 'POST' && url.pathname === '/clock') {
      const { offsetMs: next } = await body(req)
      offsetMs = Number(next ?? 0)
      return answer(200, { now: clock().toISOString() })
    }
    if (req.method === 'POST' && url.pathname === '/run-lead-work') {
      const queued = await services.leads.queueDueEmails()
      // The outbox's leases are real time, whatever the lead clock says (the worker runs beside us).
      const sent = await services.outbox.runOnce()
      return answer(200, { queued, sent })
    }
    if (req.method === 'GET' && url.pathname === '/mail') {
      // ?to=a@x,b@y: only the mail to those addresses (a newsletter also goes to the seeded list).
      const to = url.searchParams.get('to')?.split(',')
      const addressee = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '')
      return answer(
        200,
        received
          .filter((m) => !to || to.includes(addressee(m)))
          .map((m) => ({
            to: addressee(m),
            replyTo: m.replyTo?.text ?? '',
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            messageId: m.messageId ?? '',
            // the headers as sent (mailparser turns some into objects), for List-Unsubscribe
            headers: m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
            // files sent with it (the quiz's district report), for the test to parse
            attachments: m.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              base64: a.content.toString('base64'),
            })),
          })),
      )
    }
    if (req.method === 'DELETE' && url.pathname === '/mail') {
      received.length = 0
      return answer(200, {})
    }
    if (req.method === 'POST' && url.pathname === '/calendar') {
      // What the consultant's calendar serves from now on (iCalendar text).
      calendarText = String((await body(req)).ics ?? '')
      return answer(200, { url: `https://${CALENDAR_HOST}/consultant.ics` })
    }
    if (req.method === 'POST' && url.pathname === '/subscribers') {
      // Newsletter subscribers as double opt-in leaves them: confirmed, or still pending.
      const { confirmed = [], pending = [] } = (await body(req)) as { confirmed?: string[]; pending?: string[] }
      const now = clock()
      const rows = [
        ...confirmed.map((email) => ({ email, confirmedAt: now })),
        ...pending.map((email) => ({ email, confirmedAt: null })),
      ]
      if (rows.length) await services.db.insert(newsletters).values(rows).onConflictDoNothing()
      return answer(200, { inserted: rows.length })
    }
    if (req.method === 'POST' && url.pathname === '/quiz-report') {
      // A district report as the quiz stores it, at the given time: the lead, without the quiz's steps.
      const { createdAt, ...person } = (await body(req)) as Record<string, string>
      const [report] = await services.db
        .insert(quizReports)
        .values({
          firstName: person.firstName!,
          lastName: person.lastName!,
          email: person.email!,
          position: 'it-director',
          district: person.district!,
          answers: [0, 1, 2],
          score: 2,
          questionCount: 3,
          missedCategories: ['Backups'],
          createdAt: new Date(createdAt!),
        })
        .returning({ id: quizReports.id, createdAt: quizReports.createdAt })
      return answer(200, report)
    }
    if (req.method === 'POST' && url.pathname === '/admin') {
      // An admin of the test's own, for journeys that change the account (a password reset).
      const { username, password, email } = (await body(req)) as Record<string, string>
      await createAdmin(services.db, { username: username!, password: password!, email: email! })
      return answer(200, { username })
    }
    if (req.method === 'POST' && url.pathname === '/flush-page-views') {
      // What the flush job does every 5 s, now (decision 29).
      await services.analytics.flush()
      return answer(200, { flushed: true })
    }
    if (req.method === 'POST' && url.pathname === '/seed') {
      // Once per server: the desktop and phone runs of a journey share it.
      seeded ??= import('../../scripts/seed-leads.ts').then(async ({ seedLeads }) =>
        seedLeads(services.db, { ...(await body(req)), now: clock() }),
      )
      return answer(200, await seeded)
    }
    if (url.pathname === '/flood') {
      // A flood from many addresses, as the e2e server (without TRUST_PROXY) cannot be sent one:
      // the form's counter stands at its threshold, so the next valid submission crosses it.
      if (req.method === 'POST') {
        const { form } = (await body(req)) as { form: PublicForm }
        const threshold = services.limits[`${form}Global`]
        await services.db.execute(sql`
          insert into rate_limits (key, count, window_start, expires_at)
          values (${allAddressesKey(form)}, ${threshold.max}, now(), now() + ${`${threshold.windowSeconds} seconds`}::interval)
          on conflict (key) do update set count = excluded.count, window_start = excluded.window_start,
            expires_at = excluded.expires_at`)
        return answer(200, { threshold: threshold.max })
      }
      // Forgets the forms' counters, as if the hour had passed (the spec's own requests included).
      if (req.method === 'DELETE') {
        await services.db.delete(rateLimits).where(sql`${rateLimits.key} ~ '^(contact|newsletter|download|quiz):'`)
        return answer(200, {})
      }
    }
    answer(404, { message: 'Not found' })
  })().catch((error: unknown) => answer(500, { message: String(error) }))
})
control.listen(Number(process.env.CONTROL_PORT), '127.0.0.1')

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    control.close()
    calendar.close()
    smtp.close()
  })
}
