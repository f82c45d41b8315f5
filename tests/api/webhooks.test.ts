import { readFileSync } from 'node:fs'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { eq, sql } from 'drizzle-orm'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { webhookJsonSchema, webhookPayloadSchema, WEBHOOK_EVENT_TYPES } from '#app/features/webhooks/webhook-events.ts'
import { confirmSubscription, recordQuizReport } from '#app/features/leads/leads.server.ts'
import { emailOutbox, webhookAttempts, webhookDeliveries, webhookEndpoints } from '#db/schema/index.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { bookAsVisitor } from '../setup/booking.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'
import { INSIDE_HOST, startReceiver, type Received } from '../setup/webhook-receiver.ts'

/**
 * Signed outbound webhooks (decision 64) to a real HTTPS receiver on loopback, which checks every
 * request with the Standard Webhooks library's own verifier. Real app, real PostgreSQL; the clock
 * is the test's, so retries hours apart run at once.
 */
let server: TestServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
let admin: string
/** every log line of the server, checked for secrets at the end */
const logs: string[] = []
// Monday 2027-03-01, 9:00 Central: ahead of the database's clock, which due times also read
const START = new Date('2027-03-01T15:00:00Z')
let now = START
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const at = (ms: number) => new Date(START.getTime() + ms)

beforeAll(async () => {
  receiver = await startReceiver()
  server = await startTestServer(
    { NOTIFY_EMAIL: 'consultant@firm.example' },
    { clock: () => now, webhooks: receiver.transport({ timeoutMs: 500 }), logs },
  )
  admin = await signInAdmin(server, 'hooks-admin')
  ;({ endpoints, deliverer } = server.services.webhooks)
})
afterAll(async () => {
  await server?.close()
  await receiver?.close()
})
beforeEach(async () => {
  now = START
  receiver.received.length = 0
  receiver.answers.length = 0
  await server.services.db.execute(sql`delete from webhook_endpoints`)
  await server.services.db.execute(sql`delete from webhook_events`)
  await server.services.db.execute(sql`delete from bookings`)
  await server.services.db.execute(sql`delete from email_outbox`)
})

let endpoints: TestServer['services']['webhooks']['endpoints']
let deliverer: TestServer['services']['webhooks']['deliverer']

const addEndpoint = (url = receiver.url(), events = [...WEBHOOK_EVENT_TYPES]) => endpoints.create({ url, events })

/** docs/webhooks.schema.json, as a receiver in another language would use it. */
const documented = JSON.parse(readFileSync('docs/webhooks.schema.json', 'utf8')) as Record<string, unknown>
const ajv = new Ajv2020({ allErrors: true, strict: false })
addFormats.default(ajv)
const matchesDocs = ajv.compile(documented)

/** The body, checked with the library's verifier under `secret`, then against the documented JSON Schema and the zod one. */
function verified(request: Received, secret: string) {
  const payload = new Webhook(secret).verify(request.body, request.headers)
  expect(matchesDocs(payload) ? [] : matchesDocs.errors, request.body).toEqual([])
  return webhookPayloadSchema.parse(payload)
}

describe('the documented shape', () => {
  it('docs/webhooks.schema.json is what the zod schemas make (node scripts/webhook-schema.ts writes it)', () => {
    expect(documented).toEqual(JSON.parse(JSON.stringify(webhookJsonSchema())))
  })

  it('docs/webhooks.md’s example matches the schema, and a body without a lead does not', () => {
    const example = /```json\n([\s\S]*?)\n```/.exec(readFileSync('docs/webhooks.md', 'utf8'))![1]!
    expect(matchesDocs(JSON.parse(example)) ? [] : matchesDocs.errors).toEqual([])
    expect(matchesDocs({ type: 'lead.created', timestamp: '2026-11-29T15:04:05.000Z', data: {} })).toBe(false)
  })
})

async function deliveries(endpointId: number) {
  return server.services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))
}

describe('every event, signed and verified', () => {
  it('sends each event type as its documented shape, with the lead, its attribution and a link, and no visitor address', async () => {
    const { secret } = await addEndpoint()
    const contact = await server.request('/api/contacts', {
      method: 'POST',
      json: contactInput({ email: 'ada@lakeside.k12.example' }),
      headers: { 'user-agent': 'Mozilla/5.0 SecretBrowser', referer: `${server.url}/pricing?utm_source=newsletter` },
    })
    expect(contact.status).toBe(201)
    const [row] = await server.services.db.execute<{ id: number }>(sql`select id from contacts`).then((r) => r.rows)
    await server.services.leads.changeStatus('contacts', row!.id, 'contacted', 'hooks-admin')
    expect((await server.request('/api/resource-download', { method: 'POST', json: downloadInput() })).status).toBe(201)
    await recordQuizReport(
      server.services.db,
      {
        firstName: 'Quinn',
        lastName: 'Reyes',
        email: 'quinn@pine.example',
        position: 'superintendent',
        district: 'Pine ISD',
        answers: [1, 0, 1],
        score: 2,
        questionCount: 3,
        missedCategories: ['Backups'],
        attribution: { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null, landingPath: null },
        createdAt: now,
      },
      { burst: { max: 100, windowSeconds: 60 } },
    )
    const [report] = await server.services.db
      .execute<{ id: number }>(sql`select id from quiz_reports`)
      .then((r) => r.rows)
    await server.services.leads.changeStatus('quizReports', report!.id, 'qualified', 'hooks-admin')
    expect(
      (await server.request('/api/newsletter', { method: 'POST', json: { email: 'news@oak.example' } })).status,
    ).toBeLessThan(300)
    await confirmSubscription(server.services.db, 'news@oak.example', { burst: { max: 100, windowSeconds: 60 } })
    const slots = (await (await server.request('/api/bookings/slots?tz=America/Chicago')).json()) as {
      days: { times: { start: string }[] }[]
    }
    const [first, second] = slots.days[0]!.times.filter((_, i) => i % 4 === 0).map((t) => t.start)
    const token = await bookAsVisitor(server, {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@maplewood.k12.example',
      position: 'superintendent',
      district: 'Maplewood Unified School District',
      timeZone: 'America/Chicago',
      slot: first,
    })
    const moved = await server.request(`/api/bookings/manage/${token}/reschedule`, {
      method: 'POST',
      json: { slot: second },
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect((await server.request(`/api/bookings/manage/${token}/cancel`, { method: 'POST', json: {} })).status).toBe(
      200,
    )

    while ((await deliverer.runOnce()) > 0);
    const events = receiver.received.map((r) => verified(r, secret))
    const kinds = events.map((e) => `${e.type}:${e.data.lead.kind}`)
    expect(kinds.sort()).toEqual(
      [
        'lead.created:consultation_request',
        'lead.status_changed:consultation_request',
        'lead.status_changed:quiz_report',
        'lead.created:resource_download',
        'lead.created:quiz_report',
        'lead.created:newsletter_subscriber',
        'lead.created:meeting',
        'booking.confirmed:meeting',
        'booking.rescheduled:meeting',
        'booking.cancelled:meeting',
      ].sort(),
    )
    const created = events.find((e) => e.type === 'lead.created' && e.data.lead.kind === 'consultation_request')!
    expect(created.data.lead).toMatchObject({ email: 'ada@lakeside.k12.example', status: 'new' })
    expect(created.data.lead.url).toBe(`${server.url}/admin-contacts?tab=contacts&q=ada%40lakeside.k12.example`)
    const changed = events.filter((e) => e.type === 'lead.status_changed').map((e) => e.data)
    expect(changed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ previousStatus: 'new', lead: expect.objectContaining({ status: 'contacted' }) }),
        expect.objectContaining({
          previousStatus: 'new',
          lead: expect.objectContaining({ kind: 'quiz_report', status: 'qualified' }),
        }),
      ]),
    )
    for (const r of receiver.received) {
      expect(r.body).not.toContain('SecretBrowser')
      expect(r.body).not.toMatch(/"(ip|address|userAgent|user-agent)"/)
      expect(r.body).not.toMatch(/manageToken|whsec_/)
    }
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(10)
  })

  it('queues nothing when no endpoint wants the event, and only what an endpoint chose', async () => {
    await addEndpoint(receiver.url(), ['lead.status_changed'])
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    const [{ n }] = (
      await server.services.db.execute<{ n: number }>(sql`select count(*)::int as n from webhook_events`)
    ).rows as [{ n: number }]
    expect(n).toBe(0)
  })
})

describe('delivered at least once, never lost', () => {
  it('retries 500, 429 (after its Retry-After), a timeout, then delivers once under one webhook-id', async () => {
    const { endpoint, secret } = await addEndpoint()
    receiver.answers.push({ status: 500 }, { status: 429, headers: { 'retry-after': '120' } }, 'hang')
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    const runAt = async (ms: number) => {
      now = at(ms)
      return deliverer.runOnce(now)
    }
    expect(await runAt(0), JSON.stringify(receiver.received.map((r) => r.path))).toBe(0)
    let [d] = await deliveries(endpoint.id)
    expect(d!.nextAttemptAt).toEqual(at(5_000))
    expect(await runAt(4_000)).toBe(0)
    expect(receiver.received).toHaveLength(1)
    expect(await runAt(5_000)).toBe(0)
    ;[d] = await deliveries(endpoint.id)
    expect(d!.nextAttemptAt).toEqual(at(5_000 + 120_000))
    expect(await runAt(125_000)).toBe(0) // the timeout
    ;[d] = await deliveries(endpoint.id)
    expect(d!.nextAttemptAt).toEqual(at(125_000 + 30 * MINUTE))
    expect(await runAt(125_000 + 30 * MINUTE)).toBe(1)
    expect(await runAt(10 * HOUR)).toBe(0)
    expect(receiver.received).toHaveLength(4)
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1)
    for (const r of receiver.received) verified(r, secret)
    ;[d] = await deliveries(endpoint.id)
    expect(d).toMatchObject({ status: 'delivered', attempts: 4 })
    const log = await endpoints.log(endpoint.id)
    expect(log[0]!.tries.map((t) => t.status)).toEqual([200, null, 429, 500])
    expect(log[0]!.tries[1]!.response).toMatch(/No complete answer/)
  })

  it('disables an endpoint that answers 410 Gone, and emails the consultant', async () => {
    const { endpoint } = await addEndpoint()
    receiver.answers.push({ status: 410, body: 'gone' })
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    await deliverer.runOnce()
    const [e] = await server.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))
    expect(e).toMatchObject({ status: 'disabled', disabledReason: 'gone' })
    const mail = await server.services.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'webhook-disabled'))
    expect(mail).toHaveLength(1)
    expect(JSON.stringify(mail[0]!.payload)).not.toContain('/hook')
    // Built and sent by the email outbox like any other message.
    await server.services.outbox.runOnce()
    const [sent] = await server.services.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'webhook-disabled'))
    expect(sent).toMatchObject({ status: 'sent', lastError: null })
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    expect(await deliveries(endpoint.id)).toHaveLength(1)
  })

  it('disables an endpoint that has failed for three days', async () => {
    const { endpoint } = await addEndpoint()
    for (let i = 0; i < 100; i++) receiver.answers.push({ status: 503 })
    // A lead every six hours, each failing through its retries.
    for (let t = 0; t <= 4 * 24 * HOUR; t += HOUR) {
      now = at(t)
      if (t % (6 * HOUR) === 0) await server.request('/api/contacts', { method: 'POST', json: contactInput() })
      await deliverer.runOnce(now)
      const [e] = await server.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))
      expect(e!.status, `at ${t / HOUR} h`).toBe(t < 3 * 24 * HOUR ? 'active' : e!.status)
    }
    const [e] = await server.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))
    expect(e).toMatchObject({ status: 'disabled', disabledReason: 'failing' })
  })
})

describe('the delivery log', () => {
  it('keeps 30 days of attempts, and an event while a delivery of it is pending', async () => {
    const { endpoint } = await addEndpoint()
    receiver.answers.push({ status: 503 })
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    await deliverer.runOnce()
    now = at(31 * 24 * HOUR)
    await server.services.webhooks.prune()
    // The attempt is gone; the event stays, its delivery still to be tried.
    expect(await server.services.db.select().from(webhookAttempts)).toHaveLength(0)
    expect(await deliveries(endpoint.id)).toHaveLength(1)
    await server.services.db.update(webhookDeliveries).set({ status: 'failed' })
    await server.services.webhooks.prune()
    expect(await deliveries(endpoint.id)).toHaveLength(0)
  })
})

describe('never used against the inside', () => {
  it('refuses a name that resolves to 127.0.0.1, sending nothing', async () => {
    const { endpoint } = await addEndpoint(`https://${INSIDE_HOST}:${receiver.port}/hook`)
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    await deliverer.runOnce()
    expect(receiver.received).toHaveLength(0)
    const [d] = await deliveries(endpoint.id)
    expect(d!.status).toBe('failed')
    const [attempt] = await server.services.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, d!.id))
    expect(attempt!.response).toMatch(/not a public/)
  })

  it('does not follow a redirect to loopback', async () => {
    const { endpoint } = await addEndpoint()
    receiver.answers.push({ status: 302, headers: { location: `https://127.0.0.1:${receiver.port}/inside` } })
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    await deliverer.runOnce()
    expect(receiver.received.map((r) => r.path)).toEqual(['/hook'])
    expect((await deliveries(endpoint.id))[0]!.status).toBe('failed')
  })
})

describe('secret rotation', () => {
  it('signs with both secrets for 24 hours, then with the new one alone', async () => {
    const { endpoint, secret: old } = await addEndpoint()
    const { secret: fresh } = await endpoints.rotate(endpoint.id)
    expect(fresh).not.toBe(old)
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    await deliverer.runOnce()
    const [during] = receiver.received
    expect(during!.headers['webhook-signature']!.split(' ')).toHaveLength(2)
    verified(during!, old)
    verified(during!, fresh)
    now = at(24 * HOUR + MINUTE)
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    await deliverer.runOnce(now)
    const after = receiver.received[1]!
    verified(after, fresh)
    expect(() => new Webhook(old).verify(after.body, after.headers)).toThrow()
  })

  it('answers the secret once through the admin API, never in the list, and refuses a plain http address', async () => {
    const unsigned = await server.request('/api/admin/webhooks', {
      method: 'POST',
      json: { url: receiver.url(), events: ['lead.created'] },
    })
    expect(unsigned.status).toBe(401)
    const plain = await server.request('/api/admin/webhooks', {
      method: 'POST',
      token: admin,
      json: { url: 'http://crm.example/in', events: [] },
    })
    expect(plain.status).toBe(400)
    const refused = (await plain.json()) as { errors: Record<string, string[]> }
    expect(refused.errors.url).toEqual(['The address must start with https://'])
    expect(refused.errors.events).toEqual(['Choose at least one event'])
    const made = await server.request('/api/admin/webhooks', {
      method: 'POST',
      token: admin,
      json: { url: receiver.url(), events: ['lead.created'] },
    })
    expect(made.status).toBe(201)
    const { endpoint, secret } = (await made.json()) as { endpoint: { id: number }; secret: string }
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    const list = await server.request('/api/admin/webhooks', { token: admin })
    expect(await list.text()).not.toContain('whsec_')
    const test = await server.request(`/api/admin/webhooks/${endpoint.id}/test`, { method: 'POST', token: admin })
    expect(test.status).toBe(202)
    await deliverer.runOnce()
    expect(verified(receiver.received[0]!, secret).type).toBe('lead.created')
    const { deliveries: log } = (await (
      await server.request(`/api/admin/webhooks/${endpoint.id}/log`, { token: admin })
    ).json()) as {
      deliveries: { id: number; tries: { status: number; response: string }[] }[]
    }
    expect(log[0]!.tries).toMatchObject([{ status: 200, response: 'ok' }])
    const again = await server.request(`/api/admin/webhooks/deliveries/${log[0]!.id}/redeliver`, {
      method: 'POST',
      token: admin,
    })
    expect(again.status).toBe(202)
    await deliverer.runOnce()
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      receiver.received[0]!.headers['webhook-id'],
      receiver.received[0]!.headers['webhook-id'],
    ])
    const paused = await server.request(`/api/admin/webhooks/${endpoint.id}/pause`, { method: 'POST', token: admin })
    expect(((await paused.json()) as { endpoint: { status: string } }).endpoint.status).toBe('paused')
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    expect(await deliveries(endpoint.id)).toHaveLength(2)
    expect(
      (await server.request(`/api/admin/webhooks/${endpoint.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204)
    expect(
      (await server.request(`/api/admin/webhooks/${endpoint.id}/pause`, { method: 'POST', token: admin })).status,
    ).toBe(404)
  })

  it('keeps secrets sealed in the database and out of the delivery log', async () => {
    const { endpoint, secret } = await addEndpoint()
    const [row] = await server.services.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))
    expect(row!.secret).not.toContain(secret.slice(6))
    expect(JSON.stringify(await endpoints.list())).not.toContain('whsec_')
    receiver.answers.push({ status: 500, body: 'failed' })
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    await deliverer.runOnce()
    const attempts = await server.services.db.select().from(webhookAttempts)
    expect(attempts).toHaveLength(1)
    expect(JSON.stringify(attempts)).not.toContain(secret.slice(6, 20))
  })
})

describe('log hygiene', () => {
  it('writes no secret and no receiving path to the log, whatever happened', async () => {
    const { endpoint, secret } = await addEndpoint(receiver.url('/hooks/catch/path-secret-4711/'))
    const { secret: rotated } = await endpoints.rotate(endpoint.id)
    receiver.answers.push({ status: 500, body: 'no' }, 'hang', { status: 410 })
    await server.request('/api/contacts', { method: 'POST', json: contactInput() })
    for (const ms of [0, 10_000, 10 * MINUTE]) {
      now = at(ms)
      await deliverer.runOnce(now)
    }
    expect(receiver.received).toHaveLength(3)
    expect(logs.some((line) => line.includes('webhook_endpoint_disabled'))).toBe(true)
    const all = logs.join('\n')
    for (const leak of [secret, rotated, 'whsec_', 'path-secret-4711']) expect(all).not.toContain(leak)
  })
})
