import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { contacts, newsletters, resourceDownloads } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { enqueue } from '#app/features/email/outbox.server.ts'
import type { Attribution, Contact } from './lead.schema.ts'

/**
 * Leads are committed together with their emails (transactional outbox, docs/decisions/0005):
 * if the row exists, its notification will be sent, exactly once, even if SMTP is down now.
 */
function attributionColumns(a: Attribution) {
  return {
    utmSource: a?.utmSource ?? null,
    utmMedium: a?.utmMedium ?? null,
    utmCampaign: a?.utmCampaign ?? null,
    referrer: a?.referrer ?? null,
  }
}

export async function createContact(db: Db, input: Contact) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        position: input.position,
        district: input.district,
        studentCount: input.studentCount ?? null,
        services: input.services,
        message: input.message ?? null,
        ...attributionColumns(input.attribution),
      })
      .returning()
    const contact = row!
    const lead = { ...contact, services: contact.services ?? [] }
    await enqueue(tx, `contact:${contact.id}:notify`, { kind: 'contact-notify', contact: lead })
    await enqueue(tx, `contact:${contact.id}:ack`, { kind: 'contact-ack', contact: lead })
    return contact
  })
}

/**
 * A repeated address creates no second row and answers exactly like the first time, so the
 * endpoint cannot be used to probe who is subscribed. An unsubscribed address subscribing again
 * is re-subscribed. Emails go out only for a new (or renewed) subscription.
 */
export async function subscribe(
  db: Db,
  email: string,
  attribution: Attribution,
  unsubscribeUrl: (email: string) => string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(newsletters)
      .values({ email, ...attributionColumns(attribution) })
      .onConflictDoUpdate({
        target: newsletters.email,
        set: { unsubscribedAt: null, createdAt: sql`now()`, ...attributionColumns(attribution) },
        setWhere: isNotNull(newsletters.unsubscribedAt),
      })
      .returning()
    const row = rows[0]
    if (!row) return
    const event = `newsletter:${row.id}:${row.createdAt.toISOString()}`
    await enqueue(tx, `${event}:notify`, {
      kind: 'newsletter-notify',
      email,
      attribution: attributionColumns(attribution),
    })
    await enqueue(tx, `${event}:welcome`, { kind: 'newsletter-welcome', email, unsubscribeUrl: unsubscribeUrl(email) })
  })
}

/** Keeps the row, marked unsubscribed (issue 8). Returns false for an address we do not have. */
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

export async function recordDownload(
  db: Db,
  input: {
    firstName: string
    lastName: string
    email: string
    position: string
    district: string
    resourceTitle: string
    attribution?: Attribution
  },
) {
  return db.transaction(async (tx) => {
    const { attribution, ...fields } = input
    const [row] = await tx
      .insert(resourceDownloads)
      .values({ ...fields, ...attributionColumns(attribution) })
      .returning()
    await enqueue(tx, `download:${row!.id}:notify`, { kind: 'download-notify', download: row! })
    return row!
  })
}

export function listContacts(db: Db) {
  return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id))
}

/** Subscribers only: unsubscribed addresses stay recorded but are not listed or exported. */
export function listNewsletters(db: Db) {
  return db
    .select({
      id: newsletters.id,
      email: newsletters.email,
      utmSource: newsletters.utmSource,
      utmMedium: newsletters.utmMedium,
      utmCampaign: newsletters.utmCampaign,
      referrer: newsletters.referrer,
      createdAt: newsletters.createdAt,
    })
    .from(newsletters)
    .where(isNull(newsletters.unsubscribedAt))
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
}

export function listDownloads(db: Db) {
  return db.select().from(resourceDownloads).orderBy(desc(resourceDownloads.createdAt), desc(resourceDownloads.id))
}
