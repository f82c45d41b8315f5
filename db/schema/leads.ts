import { sql, type SQLWrapper } from 'drizzle-orm'
import { belongsTo, oneOf } from './columns.ts'
import {
  check,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

/** First-touch attribution (glossary: Attribution). */
export const leadAttribution = () => ({
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  referrer: text('referrer'),
  /** null when not counted (decision 29) */
  landingPath: text('landing_path'),
})

/** Who the lead is: the same on every kind but a subscriber. */
export const leadIdentity = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  position: text('position').notNull(),
  district: text('district').notNull(),
})

/** The lead pipeline of app/features/leads/lead-status.ts, the same on every kind (decision 62). */
export const leadStatusColumn = (name = 'status') => text(name).notNull().default('new')
export const leadStatusKnown = (table: string, column: AnyPgColumn) =>
  oneOf(`${table}_status_known`, column, ['new', 'contacted', 'qualified', 'won', 'lost'])

/** Joined by chr(31), which a search cannot contain; the trigram indexes are on exactly these (decision 12). */
const searchText = (...fields: SQLWrapper[]) => sql`lower(${sql.join(fields, sql` || chr(31) || `)})`

export type IdentityColumns = Record<keyof ReturnType<typeof leadIdentity>, AnyPgColumn>
/** The one search shape that requests, downloads, quiz reports and bookings index. */
export const identitySearchText = (t: IdentityColumns, ...own: SQLWrapper[]) =>
  searchText(sql`${t.firstName} || ' ' || ${t.lastName}`, t.email, t.district, t.position, ...own)
export const newsletterSearchText = (t: { email: AnyPgColumn; confirmedAt: AnyPgColumn }) =>
  searchText(t.email, sql`case when ${t.confirmedAt} is null then 'pending' else 'confirmed' end`)

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    ...leadIdentity(),
    studentCount: text('student_count'),
    services: text('services').array(),
    message: text('message'),
    ...leadAttribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: leadStatusColumn(),
    /** the first-response time's end */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
  },
  (t) => [
    index('contacts_created_at_idx').on(t.createdAt),
    index('contacts_status_created_at_idx').on(t.status, t.createdAt),
    index('contacts_email_lower_idx').on(sql`lower(${t.email})`),
    index('contacts_name_idx').on(t.lastName, t.firstName),
    index('contacts_district_idx').on(t.district),
    index('contacts_search_idx').using('gin', sql`${identitySearchText(t)} gin_trgm_ops`),
    leadStatusKnown('contacts', t.status),
  ],
)

export const leadActivity = pgTable(
  'lead_activity',
  {
    id: serial('id').primaryKey(),
    contactId: belongsTo('contact_id', () => contacts.id),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    body: text('body'),
    /** the username at the time */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_activity_contact_idx').on(t.contactId, t.createdAt),
    oneOf('lead_activity_kind_known', t.kind, ['status', 'note']),
  ],
)

/** Emails are stored lower-cased, so unique means unique. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** double opt-in (decision 11); pending rows go after 30 days */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** kept so the address is never mailed again */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** an SMTP 5xx: no further issues (decision 30) */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    ...leadAttribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: leadStatusColumn(),
  },
  (t) => [
    uniqueIndex('newsletters_email_unique').on(t.email),
    index('newsletters_created_at_idx').on(t.createdAt),
    index('newsletters_search_idx').using('gin', sql`${newsletterSearchText(t)} gin_trgm_ops`),
    check('newsletters_email_lowercase', sql`${t.email} = lower(${t.email})`),
    leadStatusKnown('newsletters', t.status),
  ],
)

export const resourceDownloads = pgTable(
  'resource_downloads',
  {
    id: serial('id').primaryKey(),
    ...leadIdentity(),
    resourceTitle: text('resource_title').notNull(),
    ...leadAttribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: leadStatusColumn(),
  },
  (t) => [
    index('resource_downloads_created_at_idx').on(t.createdAt),
    index('resource_downloads_email_lower_idx').on(sql`lower(${t.email})`),
    index('resource_downloads_name_idx').on(t.lastName, t.firstName),
    index('resource_downloads_district_idx').on(t.district),
    index('resource_downloads_resource_idx').on(t.resourceTitle, t.createdAt),
    index('resource_downloads_search_idx').using('gin', sql`${identitySearchText(t, t.resourceTitle)} gin_trgm_ops`),
    leadStatusKnown('resource_downloads', t.status),
  ],
)

/** The quiz district report (decision 39); no client address or user agent. */
export const quizReports = pgTable(
  'quiz_reports',
  {
    id: serial('id').primaryKey(),
    ...leadIdentity(),
    studentCount: text('student_count'),
    answers: smallint('answers').array().notNull(),
    score: smallint('score').notNull(),
    /** the score is out of this */
    questionCount: smallint('question_count').notNull(),
    missedCategories: text('missed_categories').array().notNull(),
    ...leadAttribution(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: leadStatusColumn(),
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
    leadStatusKnown('quiz_reports', t.status),
  ],
)
