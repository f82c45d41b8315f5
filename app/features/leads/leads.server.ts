import { desc } from 'drizzle-orm'
import { contacts, newsletters, resourceDownloads } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Contact } from './lead.schema.ts'

export async function createContact(db: Db, input: Contact) {
  const [row] = await db
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
    })
    .returning()
  return row!
}

/**
 * A repeated address creates no second row and answers exactly like the first time, so the
 * endpoint cannot be used to probe who is subscribed.
 */
export async function subscribe(db: Db, email: string): Promise<void> {
  await db.insert(newsletters).values({ email }).onConflictDoNothing({ target: newsletters.email })
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
  },
) {
  const [row] = await db.insert(resourceDownloads).values(input).returning()
  return row!
}

export function listContacts(db: Db) {
  return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id))
}

export function listNewsletters(db: Db) {
  return db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id))
}

export function listDownloads(db: Db) {
  return db.select().from(resourceDownloads).orderBy(desc(resourceDownloads.createdAt), desc(resourceDownloads.id))
}
