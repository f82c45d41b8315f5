import { sql, type SQLWrapper } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

/** First-touch attribution of the visit that produced the lead (the UTM tags and referrer, glossary: Attribution). */
function attribution() {
  return {
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    referrer: text('referrer'),
    /** the first page of the visit, as the server counted it (decision 29); null when not counted */
    landingPath: text('landing_path'),
  }
}

/**
 * What the dashboard's one search box looks in (decision 12), lower-cased, the fields joined by the
 * unit separator (chr(31)), which a search cannot contain, so a match never spans two fields.
 * The trigram indexes below are on exactly these expressions; the queries use the same functions.
 */
const searchText = (...fields: SQLWrapper[]) => sql`lower(${sql.join(fields, sql` || chr(31) || `)})`

/** The columns every lead from a form with the identity fields has (name, email, district, position). */
export interface IdentityColumns {
  firstName: AnyPgColumn
  lastName: AnyPgColumn
  email: AnyPgColumn
  district: AnyPgColumn
  position: AnyPgColumn
}
/**
 * The search text of a lead with the identity fields: the full name, email, district and position,
 * then any fields of its own kind (a download's resource). Requests, downloads, quiz reports and
 * bookings (db/schema/booking.ts) all index and search this one shape.
 */
export const identitySearchText = (t: IdentityColumns, ...own: SQLWrapper[]) =>
  searchText(sql`${t.firstName} || ' ' || ${t.lastName}`, t.email, t.district, t.position, ...own)
export const newsletterSearchText = (t: { email: AnyPgColumn; confirmedAt: AnyPgColumn }) =>
  searchText(t.email, sql`case when ${t.confirmedAt} is null then 'pending' else 'confirmed' end`)

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
    /** the pipeline: new, contacted, qualified, won, lost (app/features/leads/lead-status.ts) */
    status: text('status').notNull().default('new'),
    /** when the request was first marked Contacted (or Qualified or Won): the first-response time's end */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
  },
  (t) => [
    index('contacts_created_at_idx').on(t.createdAt),
    index('contacts_status_created_at_idx').on(t.status, t.createdAt),
    index('contacts_email_lower_idx').on(sql`lower(${t.email})`),
    index('contacts_name_idx').on(t.lastName, t.firstName),
    index('contacts_district_idx').on(t.district),
    index('contacts_search_idx').using('gin', sql`${identitySearchText(t)} gin_trgm_ops`),
    check('contacts_status_known', sql`${t.status} in ('new', 'contacted', 'qualified', 'won', 'lost')`),
  ],
)

/**
 * What happened to a consultation request after it arrived: status changes and notes,
 * with who and when. Notes are plain text. Emails come from the outbox, arrival from the request.
 */
export const leadActivity = pgTable(
  'lead_activity',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    body: text('body'),
    /** the admin's username at the time */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_activity_contact_idx').on(t.contactId, t.createdAt),
    check('lead_activity_kind_known', sql`${t.kind} in ('status', 'note')`),
  ],
)

/** Newsletter subscribers (spec §3 newsletters). Emails are stored lower-cased, so unique means unique. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** double opt-in (docs/decisions/0011-security-hardening.md): null until the address's owner clicks the link; pending rows go after 30 days */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** kept, not deleted, so the address stays recorded as unsubscribed, so it is never mailed again */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** a newsletter to this address was refused for good (an SMTP 5xx): it gets no further issues (decision 30) */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    ...attribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletters_email_unique').on(t.email),
    index('newsletters_created_at_idx').on(t.createdAt),
    index('newsletters_search_idx').using('gin', sql`${newsletterSearchText(t)} gin_trgm_ops`),
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
  (t) => [
    index('resource_downloads_created_at_idx').on(t.createdAt),
    index('resource_downloads_email_lower_idx').on(sql`lower(${t.email})`),
    index('resource_downloads_name_idx').on(t.lastName, t.firstName),
    index('resource_downloads_district_idx').on(t.district),
    index('resource_downloads_resource_idx').on(t.resourceTitle, t.createdAt),
    index('resource_downloads_search_idx').using('gin', sql`${identitySearchText(t, t.resourceTitle)} gin_trgm_ops`),
  ],
)

/**
 * Requests for the quiz's district report (decision 39): who asked, the answers given (one option
 * index per question, in the quiz's order), and the score and missed categories the server worked
 * out from them. No client address or user agent.
 */
export const quizReports = pgTable(
  'quiz_reports',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    position: text('position').notNull(),
    district: text('district').notNull(),
    studentCount: text('student_count'),
    answers: smallint('answers').array().notNull(),
    score: smallint('score').notNull(),
    /** how many questions the quiz had when the report was made: the score is out of this */
    questionCount: smallint('question_count').notNull(),
    /** the quiz categories with at least one wrong answer, in the quiz's order */
    missedCategories: text('missed_categories').array().notNull(),
    ...attribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quiz_reports_created_at_idx').on(t.createdAt),
    index('quiz_reports_email_lower_idx').on(sql`lower(${t.email})`),
    index('quiz_reports_name_idx').on(t.lastName, t.firstName),
    index('quiz_reports_district_idx').on(t.district),
    index('quiz_reports_search_idx').using('gin', sql`${identitySearchText(t)} gin_trgm_ops`),
    check(
      'quiz_reports_answers_bounded',
      sql`cardinality(${t.answers}) = ${t.questionCount} and ${t.questionCount} <= 50`,
    ),
    check('quiz_reports_score_in_range', sql`${t.score} between 0 and ${t.questionCount}`),
  ],
)
