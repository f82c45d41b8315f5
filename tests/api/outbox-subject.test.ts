import fs from 'node:fs/promises'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { confirmUrl } from '#app/features/email/signed-links.server.ts'
import { contacts, emailOutbox, newsletters, resourceDownloads } from '#db/schema/index.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/** Every email about a lead names it in columns when it is queued; the dedupe key only dedupes. */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ NOTIFY_EMAIL: 'owner@firm.example' })
})
afterAll(() => server.close())

const subjects = async () =>
  (
    await server.services.db
      .select({
        dedupeKey: emailOutbox.dedupeKey,
        kind: emailOutbox.kind,
        subjectType: emailOutbox.subjectType,
        subjectId: emailOutbox.subjectId,
      })
      .from(emailOutbox)
      .orderBy(asc(emailOutbox.id))
  ).map(({ dedupeKey, ...rest }) => ({ ...rest, dedupeKey: dedupeKey.replace(/:\d{4}-\d\d-\d\dT[\d:.]+Z$/, '') }))

describe('email_outbox subject columns', () => {
  it('are set to the lead an email is about, when it is queued', async () => {
    const email = 'subject@district.example'
    await server.request('/api/contacts', { method: 'POST', json: contactInput({ email }) })
    await server.request('/api/resource-download', { method: 'POST', json: downloadInput({ email }) })
    await server.request('/api/newsletter', { method: 'POST', json: { email } })
    await fetch(confirmUrl(server.url, server.services.keys, email), { method: 'POST' })
    const [contact] = await server.services.db.select().from(contacts).where(eq(contacts.email, email))
    const [download] = await server.services.db.select().from(resourceDownloads)
    const [subscriber] = await server.services.db.select().from(newsletters)
    const c = contact!.id
    const d = download!.id
    const n = subscriber!.id
    expect(await subjects()).toEqual([
      { dedupeKey: `contact:${c}:notify`, kind: 'contact-notify', subjectType: 'contact', subjectId: c },
      { dedupeKey: `contact:${c}:ack`, kind: 'contact-ack', subjectType: 'contact', subjectId: c },
      { dedupeKey: `download:${d}:notify`, kind: 'download-notify', subjectType: 'download', subjectId: d },
      { dedupeKey: `newsletter:${n}:confirm`, kind: 'newsletter-welcome', subjectType: 'newsletter', subjectId: n },
      { dedupeKey: `newsletter:${n}:notify`, kind: 'newsletter-notify', subjectType: 'newsletter', subjectId: n },
    ])
  })

  it('are filled in on upgrade for the emails queued before them, from their dedupe keys', async () => {
    const before = await subjects()
    await server.services.db.execute(sql`
      insert into email_outbox (dedupe_key, kind, payload) values
        ('digest:2026-11-24', 'lead-digest', '{}'), ('sign-in-alert:3:a1b2', 'sign-in-alert', '{}')`)
    await server.services.db.update(emailOutbox).set({ subjectType: null, subjectId: null })
    const folder = new URL('../../db/migrations/', import.meta.url)
    const file = (await fs.readdir(folder)).find((f) => f.endsWith('_outbox_subject.sql'))!
    const migration = await fs.readFile(new URL(file, folder), 'utf8')
    const backfill = migration.split('--> statement-breakpoint').find((s) => /^\s*UPDATE/m.test(s))!
    await server.services.db.execute(sql.raw(backfill))
    expect(await subjects()).toEqual([
      ...before,
      { dedupeKey: 'digest:2026-11-24', kind: 'lead-digest', subjectType: null, subjectId: null },
      { dedupeKey: 'sign-in-alert:3:a1b2', kind: 'sign-in-alert', subjectType: null, subjectId: null },
    ])
  })
})
