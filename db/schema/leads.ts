import { sql } from 'drizzle-orm'
import { check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** First-touch attribution of the visit that produced the lead (issue 8). */
function attribution() {
  return {
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    referrer: text('referrer'),
  }
}

/** Consultation requests from the contact form (spec §3 contacts). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    position: text('position').notNull(),
    district: text('district').notNull(),
    studentCount: text('student_count'),
    services: text('services').array(),
    message: text('message'),
    ...attribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_created_at_idx').on(t.createdAt)],
)

/** Newsletter subscribers (spec §3 newsletters). Emails are stored lower-cased, so unique means unique. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** double opt-in (issue 13): null until the address's owner clicks the link; pending rows go after 30 days */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** kept, not deleted, so the address stays recorded as unsubscribed (issue 8) */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...attribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletters_email_unique').on(t.email),
    index('newsletters_created_at_idx').on(t.createdAt),
    check('newsletters_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
)

/** Lead-magnet downloads (spec §3 resource_downloads). */
export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    position: text('position').notNull(),
    district: text('district').notNull(),
    resourceTitle: text('resource_title').notNull(),
    ...attribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_downloads_created_at_idx').on(t.createdAt)],
)
