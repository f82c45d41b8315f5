import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { contacts, emailOutbox, newsletters, quizReports, resourceDownloads } from '#db/schema/index.ts'
import { pick, type Db } from '#app/lib/db.server.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import type { Contact, ResourceDownload } from './lead.schema.ts'
import { attributionFields, type Attribution } from './lead-source.ts'
import type { Limit } from '#app/lib/rate-limit.server.ts'
import type { EmailJob } from './lead-emails.server.ts'
import { queueOwnerAlert } from './owner-alerts.server.ts'
import { queueWebhook, webhookLead } from '#app/features/webhooks/webhook-queue.server.ts'

// A lead and its emails commit together: its notification goes exactly once (decision 5).

export async function createContact(db: Db, input: Contact, { burst }: { burst: Limit }) {
  return db.transaction(async (tx) => {
    const { attribution, ...fields } = input
    const [row] = await tx
      .insert(contacts)
      .values({ ...fields, ...attribution })
      .returning()
    const contact = row!
    const lead = { ...contact, services: contact.services ?? [] }
    const subject = { type: 'contact', id: contact.id } as const
    await queueOwnerAlert(
      tx,
      `contact:${contact.id}:notify`,
      { kind: 'contact-notify', contact: lead },
      { burst, subject },
    )
    await queueWebhook(tx, 'lead.created', { lead: webhookLead.contacts(contact) })
    return contact
  })
}

/** Our words only: the address typed is not proven to be the visitor's. */
export async function queueAcknowledgement(db: Db, contact: { id: number; email: string }) {
  await enqueue<EmailJob>(
    db,
    `contact:${contact.id}:ack`,
    { kind: 'contact-ack', contact: { email: contact.email } },
    { subject: { type: 'contact', id: contact.id } },
  )
}

/** An address that left or bounced starts a fresh double opt-in (decision 30). */
export async function requestSubscription(
  db: Db,
  email: string,
  attribution: Attribution,
): Promise<{ id: number; pending: boolean }> {
  // One row written in every case, so the answer's time does not tell who is subscribed (decision 43).
  const renewed = sql`(${newsletters.unsubscribedAt} is not null or ${newsletters.bouncedAt} is not null)`
  const unlessRenewed = (column: AnyPgColumn, fresh: SQL) => sql`case when ${renewed} then ${fresh} else ${column} end`
  const fromRequest = (column: AnyPgColumn) => unlessRenewed(column, sql`excluded.${sql.identifier(column.name)}`)
  const [row] = await db
    .insert(newsletters)
    .values({ email, ...attribution })
    .onConflictDoUpdate({
      target: newsletters.email,
      set: {
        unsubscribedAt: unlessRenewed(newsletters.unsubscribedAt, sql`null`),
        bouncedAt: unlessRenewed(newsletters.bouncedAt, sql`null`),
        confirmedAt: unlessRenewed(newsletters.confirmedAt, sql`null`),
        createdAt: unlessRenewed(newsletters.createdAt, sql`now()`),
        ...Object.fromEntries(attributionFields.map((field) => [field, fromRequest(newsletters[field])])),
      },
    })
    .returning({ id: newsletters.id, confirmedAt: newsletters.confirmedAt })
  return { id: row!.id, pending: row!.confirmedAt === null }
}

export async function queueConfirmation(
  db: Db,
  subscription: { id: number; email: string },
  links: { confirmUrl: string; unsubscribeUrl: string },
  now = new Date(),
) {
  await db.transaction((tx) =>
    enqueue<EmailJob>(
      tx,
      `newsletter:${subscription.id}:confirm:${now.toISOString()}`,
      { kind: 'newsletter-welcome', email: subscription.email, ...links },
      { subject: { type: 'newsletter', id: subscription.id } },
    ),
  )
}

export async function confirmSubscription(db: Db, email: string, { burst }: { burst: Limit }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(newsletters)
      .set({ confirmedAt: new Date() })
      .where(
        and(
          eq(newsletters.email, email.toLowerCase()),
          isNull(newsletters.confirmedAt),
          isNull(newsletters.unsubscribedAt),
        ),
      )
      .returning()
    const row = rows[0]
    if (row) {
      await queueOwnerAlert(
        tx,
        `newsletter:${row.id}:notify:${row.createdAt.toISOString()}`,
        {
          kind: 'newsletter-notify',
          email: row.email,
          attribution: pick(row, ['utmSource', 'utmMedium', 'utmCampaign', 'referrer']),
        },
        { burst, subject: { type: 'newsletter', id: row.id } },
      )
      await queueWebhook(tx, 'lead.created', { lead: webhookLead.newsletters(row) })
      return true
    }
    const [existing] = await tx
      .select({ id: newsletters.id })
      .from(newsletters)
      .where(and(eq(newsletters.email, email.toLowerCase()), isNull(newsletters.unsubscribedAt)))
    return Boolean(existing)
  })
}

/** After 30 days, as the confirmation email promises; queued emails go too (their payload holds the address). */
export async function purgeUnconfirmed(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = sql`${newsletters.confirmedAt} is null and ${newsletters.createdAt} < ${now}::timestamptz - interval '30 days'`
    await tx.execute(sql`
      delete from ${emailOutbox}
      where ${emailOutbox.subjectType} = 'newsletter'
        and ${emailOutbox.subjectId} in (select ${newsletters.id} from ${newsletters} where ${stale})`)
    const rows = await tx.delete(newsletters).where(stale).returning({ id: newsletters.id })
    return rows.length
  })
}

export async function unsubscribe(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletters)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletters.email, email.toLowerCase()), isNull(newsletters.unsubscribedAt)))
    .returning({ id: newsletters.id })
  if (rows.length) return true
  const [existing] = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(eq(newsletters.email, email.toLowerCase()))
  return Boolean(existing)
}

export async function recordDownload(db: Db, input: ResourceDownload, { burst }: { burst: Limit }) {
  return db.transaction(async (tx) => {
    const { attribution, ...fields } = input
    const [row] = await tx
      .insert(resourceDownloads)
      .values({ ...fields, ...attribution })
      .returning()
    await queueOwnerAlert(
      tx,
      `download:${row!.id}:notify`,
      { kind: 'download-notify', download: row! },
      { burst, subject: { type: 'download', id: row!.id } },
    )
    await queueWebhook(tx, 'lead.created', { lead: webhookLead.downloads(row!) })
    return row!
  })
}

export type QuizReportLead = Omit<Contact, 'services' | 'message'> & {
  answers: number[]
  score: number
  questionCount: number
  missedCategories: string[]
  createdAt: Date
}

export async function recordQuizReport(db: Db, input: QuizReportLead, { burst }: { burst: Limit }) {
  return db.transaction(async (tx) => {
    const { attribution, ...fields } = input
    const [row] = await tx
      .insert(quizReports)
      .values({ ...fields, ...attribution })
      .returning()
    const report = row!
    const subject = { type: 'quiz-report', id: report.id } as const
    await queueOwnerAlert(
      tx,
      `quiz-report:${report.id}:notify`,
      { kind: 'quiz-report-notify', report },
      { burst, subject },
    )
    await queueWebhook(tx, 'lead.created', { lead: webhookLead.quizReports(report) })
    return report
  })
}

/** The very PDF the visitor downloaded (decision 51). */

export async function queueQuizReportEmail(db: Db, report: typeof quizReports.$inferSelect, pdf: Buffer) {
  await enqueue<EmailJob>(
    db,
    `quiz-report:${report.id}:send`,
    {
      kind: 'quiz-report',
      ...pick(report, ['email', 'district', 'answers']),
      createdAt: report.createdAt.toISOString(),
    },
    { subject: { type: 'quiz-report', id: report.id }, attachment: pdf },
  )
}
