import { and, count, eq, isNull, lte, min, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import {
  contacts,
  contactSearchText,
  downloadSearchText,
  newsletters,
  newsletterSearchText,
  quizReports,
  quizReportSearchText,
  resourceDownloads,
} from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { LeadListQuery, LeadSort } from './lead.schema.ts'
import { contactPositions, downloadPositions, type Option } from './lead-options.ts'
import { leadStatuses, PROMISE_MS, REMINDER_AFTER_MS } from './lead-status.ts'
import { contactColumns } from './pipeline.server.ts'
import { bounceReason, subscriberState, type SubscriberState } from './subscriber-state.server.ts'

/**
 * The dashboard's lists, filtered, searched, sorted and paged by PostgreSQL (docs/decisions/0012),
 * so 50,000 requests cost the browser one page. The search matches any part of the name, email,
 * district, position (its value or its label) and, for downloads, the resource,
 * case-insensitively, as the dashboard's search did in the browser; the trigram indexes on the
 * same expressions (db/schema/leads.ts) make it fast. The CSV export walks the same filtered,
 * sorted set in batches by keyset, so it never holds the whole table in memory.
 */

export type LeadFilter = Pick<LeadListQuery, 'q' | 'status'>

const newsletterColumns = {
  id: newsletters.id,
  email: newsletters.email,
  // Unsubscribed addresses are not listed (below), so: Confirmed, Pending or Bounced.
  status: subscriberState as SQL<Exclude<SubscriberState, 'Unsubscribed'>>,
  bouncedAt: newsletters.bouncedAt,
  bounceReason,
  utmSource: newsletters.utmSource,
  utmMedium: newsletters.utmMedium,
  utmCampaign: newsletters.utmCampaign,
  referrer: newsletters.referrer,
  landingPath: newsletters.landingPath,
  createdAt: newsletters.createdAt,
}
const downloadColumns = {
  id: resourceDownloads.id,
  firstName: resourceDownloads.firstName,
  lastName: resourceDownloads.lastName,
  email: resourceDownloads.email,
  position: resourceDownloads.position,
  district: resourceDownloads.district,
  resourceTitle: resourceDownloads.resourceTitle,
  utmSource: resourceDownloads.utmSource,
  utmMedium: resourceDownloads.utmMedium,
  utmCampaign: resourceDownloads.utmCampaign,
  referrer: resourceDownloads.referrer,
  landingPath: resourceDownloads.landingPath,
  createdAt: resourceDownloads.createdAt,
}

/** Quiz report requests (decision 39): who asked, and the score and missed categories the server worked out. */
const quizReportColumns = {
  id: quizReports.id,
  firstName: quizReports.firstName,
  lastName: quizReports.lastName,
  email: quizReports.email,
  position: quizReports.position,
  district: quizReports.district,
  studentCount: quizReports.studentCount,
  score: quizReports.score,
  questionCount: quizReports.questionCount,
  missedCategories: quizReports.missedCategories,
  utmSource: quizReports.utmSource,
  utmMedium: quizReports.utmMedium,
  utmCampaign: quizReports.utmCampaign,
  referrer: quizReports.referrer,
  landingPath: quizReports.landingPath,
  createdAt: quizReports.createdAt,
}

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
const contains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The positions whose label (not value) contains the search: "it director" finds it-director. */
function positionsLabelled(options: readonly Option[], q: string): string[] {
  const needle = q.toLowerCase()
  return options.filter((o) => o.label.toLowerCase().includes(needle)).map((o) => o.value)
}

function searchCondition(
  text: SQL,
  q: string | undefined,
  position?: { column: PgColumn; options: readonly Option[] },
): SQL | undefined {
  if (!q) return undefined
  const match = sql`${text} like ${contains(q)}`
  const labelled = position ? positionsLabelled(position.options, q) : []
  return labelled.length
    ? sql`(${match} or ${position!.column} in (${sql.join(
        labelled.map((v) => sql`${v}`),
        sql`, `,
      )}))`
    : match
}

/** A sort: the expressions it orders by, then the id, all in one direction (so keysets work). */
type Sorts = Partial<Record<LeadSort, SQLWrapper[]>>
const pipelineOrder = sql`array_position(array[${sql.join(
  leadStatuses.map((s) => sql`${s.value}`),
  sql`, `,
)}]::text[], ${contacts.status})`

const lists = {
  contacts: {
    table: contacts,
    columns: contactColumns,
    id: contacts.id,
    where: (f: LeadFilter) =>
      and(
        searchCondition(contactSearchText(contacts), f.q, { column: contacts.position, options: contactPositions }),
        f.status ? eq(contacts.status, f.status) : undefined,
      ),
    sorts: {
      date: [contacts.createdAt],
      name: [contacts.lastName, contacts.firstName],
      email: [sql`lower(${contacts.email})`],
      district: [contacts.district],
      status: [pipelineOrder, contacts.createdAt],
    } satisfies Sorts as Sorts,
  },
  newsletters: {
    table: newsletters,
    columns: newsletterColumns,
    id: newsletters.id,
    // Subscribers only: unsubscribed addresses stay recorded but are not listed or exported.
    where: (f: LeadFilter) =>
      and(isNull(newsletters.unsubscribedAt), searchCondition(newsletterSearchText(newsletters), f.q)),
    sorts: { date: [newsletters.createdAt], email: [newsletters.email] } satisfies Sorts as Sorts,
  },
  downloads: {
    table: resourceDownloads,
    columns: downloadColumns,
    id: resourceDownloads.id,
    where: (f: LeadFilter) =>
      searchCondition(downloadSearchText(resourceDownloads), f.q, {
        column: resourceDownloads.position,
        options: downloadPositions,
      }),
    sorts: {
      date: [resourceDownloads.createdAt],
      name: [resourceDownloads.lastName, resourceDownloads.firstName],
      email: [sql`lower(${resourceDownloads.email})`],
      district: [resourceDownloads.district],
      resource: [resourceDownloads.resourceTitle, resourceDownloads.createdAt],
    } satisfies Sorts as Sorts,
  },
  quizReports: {
    table: quizReports,
    columns: quizReportColumns,
    id: quizReports.id,
    where: (f: LeadFilter) =>
      searchCondition(quizReportSearchText(quizReports), f.q, {
        column: quizReports.position,
        options: contactPositions,
      }),
    sorts: {
      date: [quizReports.createdAt],
      name: [quizReports.lastName, quizReports.firstName],
      email: [sql`lower(${quizReports.email})`],
      district: [quizReports.district],
    } satisfies Sorts as Sorts,
  },
}
export type LeadList = keyof typeof lists
type Columns<L extends LeadList> = (typeof lists)[L]['columns']
/** The lists' base queries, whose rows type the dashboard (docs/decisions/0007). */
export const selectContacts = (db: Db) => db.select(contactColumns).from(contacts)
export const selectNewsletters = (db: Db) => db.select(newsletterColumns).from(newsletters)
export const selectDownloads = (db: Db) => db.select(downloadColumns).from(resourceDownloads)
export const selectQuizReports = (db: Db) => db.select(quizReportColumns).from(quizReports)
/** Each list's row, as Drizzle infers it from the columns above. */
export interface ListRows {
  contacts: Awaited<ReturnType<typeof selectContacts>>[number]
  newsletters: Awaited<ReturnType<typeof selectNewsletters>>[number]
  downloads: Awaited<ReturnType<typeof selectDownloads>>[number]
  quizReports: Awaited<ReturnType<typeof selectQuizReports>>[number]
}

/** The order of a query: a known sort of this list (else the date), newest first by default for dates. */
function ordering(list: LeadList, sort: LeadSort, dir: 'asc' | 'desc' | undefined) {
  const def = lists[list]
  const key = def.sorts[sort] ? sort : 'date'
  const direction = dir ?? (key === 'date' ? 'desc' : 'asc')
  const exprs = [...def.sorts[key]!, def.id]
  const by = exprs.map((e) => (direction === 'desc' ? sql`${e} desc` : sql`${e} asc`))
  return { key, direction, exprs, by }
}

/** One page of a list, and how many rows match. */
export async function listPage<L extends LeadList>(db: Db, list: L, query: LeadListQuery) {
  const def = lists[list]
  const where = def.where(query)
  const { key, direction, by } = ordering(list, query.sort, query.dir)
  const [rows, [total]] = await Promise.all([
    db
      .select(def.columns as Columns<L>)
      .from(def.table)
      .where(where)
      .orderBy(...by)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(def.table).where(where),
  ])
  return {
    rows: rows as unknown as ListRows[L][],
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    sort: key,
    dir: direction,
  }
}

/** How many rows each list holds, matching the filter and in all (the dashboard's tabs and cards). */
export async function leadCounts(db: Db, filter: LeadFilter, now: Date) {
  const counted = (list: LeadList, f: LeadFilter) =>
    db
      .select({ n: count() })
      .from(lists[list].table)
      .where(lists[list].where(f))
      .then(([row]) => row?.n ?? 0)
  const none: LeadFilter = { q: undefined, status: undefined }
  const filtered = Boolean(filter.q || filter.status)
  const [totals, matching, waiting] = await Promise.all([
    Promise.all([
      counted('contacts', none),
      counted('newsletters', none),
      counted('downloads', none),
      counted('quizReports', none),
    ]),
    filtered
      ? Promise.all([
          counted('contacts', filter),
          counted('newsletters', filter),
          counted('downloads', filter),
          counted('quizReports', filter),
        ])
      : null,
    db
      .select({
        total: count(),
        due: sql<number>`count(*) filter (where ${lte(contacts.createdAt, new Date(now.getTime() - REMINDER_AFTER_MS))})::int`,
        overdue: sql<number>`count(*) filter (where ${lte(contacts.createdAt, new Date(now.getTime() - PROMISE_MS))})::int`,
        oldest: min(contacts.createdAt),
      })
      .from(contacts)
      .where(and(eq(contacts.status, 'new'), isNull(contacts.firstResponseAt))),
  ])
  const [contactsAll, newslettersAll, downloadsAll, quizReportsAll] = totals
  const [contactsMatching, newslettersMatching, downloadsMatching, quizReportsMatching] = matching ?? totals
  const w = waiting[0]!
  return {
    matching: {
      contacts: contactsMatching,
      newsletters: newslettersMatching,
      downloads: downloadsMatching,
      quizReports: quizReportsMatching,
    },
    totals: {
      contacts: contactsAll,
      newsletters: newslettersAll,
      downloads: downloadsAll,
      quizReports: quizReportsAll,
    },
    /** New requests without a reply: all of them, from 3 hours, past 4 */
    waiting: { total: w.total, due: w.due - w.overdue, overdue: w.overdue, oldest: w.oldest },
  }
}

/** How many rows an export reads at a time. */
export const EXPORT_BATCH = 1000

/**
 * Every row of a list matching the filter, in the chosen order, in batches: each batch starts
 * after the last row of the one before (a keyset on the sort's expressions and the id), so rows
 * added meanwhile neither repeat nor shift the export.
 */
export async function* exportRows<L extends LeadList>(
  db: Db,
  list: L,
  query: Pick<LeadListQuery, 'q' | 'status' | 'sort' | 'dir'>,
) {
  const def = lists[list]
  const { direction, exprs, by } = ordering(list, query.sort, query.dir)
  // As text, so a timestamp keeps its microseconds on the way back; PostgreSQL casts it back.
  const keys = Object.fromEntries(exprs.map((e, i) => [`_k${i}`, sql<string>`(${e})::text`]))
  let after: unknown[] | null = null
  for (;;) {
    const page: Record<string, unknown>[] = await db
      .select({ ...def.columns, ...keys } as Columns<L>)
      .from(def.table)
      .where(
        and(
          def.where(query),
          after
            ? sql`(${sql.join(exprs, sql`, `)}) ${direction === 'desc' ? sql`<` : sql`>`} (${sql.join(
                after.map((v) => sql`${v}`),
                sql`, `,
              )})`
            : undefined,
        ),
      )
      .orderBy(...by)
      .limit(EXPORT_BATCH)
    if (page.length === 0) return
    const last = page.at(-1)!
    after = exprs.map((_, i) => last[`_k${i}`])
    yield page.map((row) => {
      const copy = { ...row }
      for (const k of Object.keys(keys)) delete copy[k]
      return copy as ListRows[L]
    })
    if (page.length < EXPORT_BATCH) return
  }
}
