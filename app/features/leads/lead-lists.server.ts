import { and, count, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import {
  bookings,
  contacts,
  identitySearchText,
  newsletters,
  newsletterSearchText,
  quizReports,
  resourceDownloads,
  type IdentityColumns,
} from '#db/schema/index.ts'
import { pick, type Db } from '#app/lib/db.server.ts'
import type { LeadListQuery, LeadSort } from './lead.schema.ts'
import { leadKindIds, type LeadKind } from './lead-kinds.ts'
import { attributionFields } from './lead-source.ts'
import { contactPositions, downloadPositions, type Option } from './lead-options.ts'
import { leadStatuses, PROMISE_MS, REMINDER_AFTER_MS, type LeadStatus } from './lead-status.ts'
import { meetingState, type MeetingState } from './meetings.server.ts'
import { contactColumns, leadStatusColumns } from './pipeline.server.ts'
import { bounceReason, subscriberState, type SubscriberState } from './subscriber-state.server.ts'

/** Paged, searched and exported by PostgreSQL on the trigram indexes' expressions (decision 12). */

export type LeadFilter = Pick<LeadListQuery, 'q' | 'status'>

const identityColumns = <T extends IdentityColumns & { id: PgColumn }>(t: T) =>
  pick(t, ['id', 'firstName', 'lastName', 'email', 'position', 'district'])
const attributionColumns = <T extends Record<(typeof attributionFields)[number], PgColumn>>(t: T) =>
  pick(t, attributionFields)

/** `%text%` for LIKE, with the user's own % and _ taken literally. */
const contains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function searchCondition(
  text: SQL,
  q: string | undefined,
  position?: { column: PgColumn; options: readonly Option[] },
): SQL | undefined {
  if (!q) return undefined
  const match = sql`${text} like ${contains(q)}`
  // "it director" finds it-director: the search looks in labels too.
  const needle = q.toLowerCase()
  const labelled = position?.options.flatMap((o) => (o.label.toLowerCase().includes(needle) ? [o.value] : [])) ?? []
  return labelled.length ? or(match, inArray(position!.column, labelled)) : match
}

/** One direction for all expressions and the id, so keysets work. */
type Sorts = Partial<Record<LeadSort, SQLWrapper[]>>
const identitySorts = (t: IdentityColumns & { createdAt: PgColumn }) =>
  ({
    date: [t.createdAt],
    name: [t.lastName, t.firstName],
    email: [sql`lower(${t.email})`],
    district: [t.district],
  }) satisfies Sorts
const inOrder = (values: readonly string[], expression: SQLWrapper) =>
  sql`array_position(${sql.param(values)}::text[], ${expression})`

/** Every kind has the pipeline's status (decision 62): the filter and the column are the same for all. */
const statusOf = (kind: LeadKind) => sql<LeadStatus>`${leadStatusColumns[kind].status}`
const statusIs = (kind: LeadKind, f: LeadFilter) =>
  f.status ? eq(leadStatusColumns[kind].status, f.status) : undefined

const identityWhere =
  (kind: LeadKind, t: IdentityColumns, options: readonly Option[], ...own: SQLWrapper[]) =>
  (f: LeadFilter) =>
    and(
      searchCondition(identitySearchText(t, ...own), f.q, { column: t.position as PgColumn, options }),
      statusIs(kind, f),
    )

export interface ListDefinition {
  table: PgTable & { id: PgColumn }
  columns: Record<string, PgColumn | SQL>
  where: (f: LeadFilter) => SQL | undefined
  sorts: Sorts
}

const lists = {
  contacts: {
    table: contacts,
    columns: contactColumns,
    where: identityWhere('contacts', contacts, contactPositions),
    sorts: {
      ...identitySorts(contacts),
      status: [
        inOrder(
          leadStatuses.map((s) => s.value),
          contacts.status,
        ),
        contacts.createdAt,
      ],
    },
  },
  newsletters: {
    table: newsletters,
    columns: {
      id: newsletters.id,
      email: newsletters.email,
      status: subscriberState as SQL<Exclude<SubscriberState, 'Unsubscribed'>>,
      bouncedAt: newsletters.bouncedAt,
      bounceReason,
      ...attributionColumns(newsletters),
      createdAt: newsletters.createdAt,
      leadStatus: statusOf('newsletters'),
    },
    // Subscribers only: unsubscribed addresses stay recorded but are not listed or exported.
    where: (f: LeadFilter) =>
      and(
        isNull(newsletters.unsubscribedAt),
        searchCondition(newsletterSearchText(newsletters), f.q),
        statusIs('newsletters', f),
      ),
    sorts: { date: [newsletters.createdAt], email: [newsletters.email] },
  },
  downloads: {
    table: resourceDownloads,
    columns: {
      ...identityColumns(resourceDownloads),
      resourceTitle: resourceDownloads.resourceTitle,
      ...attributionColumns(resourceDownloads),
      createdAt: resourceDownloads.createdAt,
      leadStatus: statusOf('downloads'),
    },
    where: identityWhere('downloads', resourceDownloads, downloadPositions, resourceDownloads.resourceTitle),
    sorts: {
      ...identitySorts(resourceDownloads),
      resource: [resourceDownloads.resourceTitle, resourceDownloads.createdAt],
    },
  },
  quizReports: {
    table: quizReports,
    columns: {
      ...identityColumns(quizReports),
      ...pick(quizReports, ['studentCount', 'score', 'questionCount', 'missedCategories']),
      ...attributionColumns(quizReports),
      createdAt: quizReports.createdAt,
      leadStatus: statusOf('quizReports'),
    },
    where: identityWhere('quizReports', quizReports, contactPositions),
    sorts: identitySorts(quizReports),
  },
  /** `date` is when it was booked, `meeting` its time (decision 40). */
  meetings: {
    table: bookings,
    columns: {
      ...identityColumns(bookings),
      ...pick(bookings, ['startsAt', 'endsAt']),
      status: meetingState as SQL<MeetingState>,
      // where it happens (decision 59): 'video' or 'phone', the room, the visitor's number (E.164)
      ...pick(bookings, ['agenda', 'place', 'videoUrl', 'phone', 'confirmedAt', 'cancelledAt', 'cancelledBy']),
      ...attributionColumns(bookings),
      createdAt: bookings.createdAt,
      leadStatus: statusOf('meetings'),
    },
    where: identityWhere('meetings', bookings, contactPositions),
    sorts: {
      ...identitySorts(bookings),
      meeting: [bookings.startsAt],
      status: [inOrder(['booked', 'confirmed', 'cancelled'], meetingState), bookings.startsAt],
    },
  },
} satisfies Record<LeadKind, ListDefinition>

export const listDefinition = (kind: LeadKind): ListDefinition => lists[kind]
type Columns<L extends LeadKind> = (typeof lists)[L]['columns']
export type ListRows = { [L in LeadKind]: SelectResultFields<Columns<L>> }

function ordering(list: LeadKind, sort: LeadSort, dir: 'asc' | 'desc' | undefined) {
  const def: ListDefinition = lists[list]
  const key = def.sorts[sort] ? sort : 'date'
  const direction = dir ?? (key === 'date' ? 'desc' : 'asc')
  const exprs = [...def.sorts[key]!, def.table.id]
  const by = exprs.map((e) => (direction === 'desc' ? sql`${e} desc` : sql`${e} asc`))
  return { key, direction, exprs, by }
}

export async function listPage<L extends LeadKind>(db: Db, list: L, query: LeadListQuery) {
  const def: ListDefinition = lists[list]
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

export async function counted(db: Db, list: LeadKind, f: LeadFilter) {
  const def: ListDefinition = lists[list]
  const [row] = await db.select({ n: count() }).from(def.table).where(def.where(f))
  return [list, row?.n ?? 0] as const
}

export async function leadCounts(db: Db, filter: LeadFilter, now: Date) {
  const countAll = async (f: LeadFilter) =>
    Object.fromEntries(await Promise.all(leadKindIds.map((list) => counted(db, list, f)))) as Record<LeadKind, number>
  const none: LeadFilter = { q: undefined, status: undefined }
  const filtered = Boolean(filter.q || filter.status)
  const [totals, matching, waiting] = await Promise.all([
    countAll(none),
    filtered ? countAll(filter) : null,
    waitingFor(db, now),
  ])
  return {
    matching: matching ?? totals,
    totals,
    waiting,
  }
}

/**
 * The 4-hour promise covers requests and meetings, each with its own first response: a meeting's is
 * the consultant's confirmation, never the booking (decision 40).
 */
export const responseClocks = (alias: string) => sql`(
  select created_at, first_response_at, (status = 'new' and first_response_at is null) as waiting, false as meeting
  from ${contacts}
  union all
  select created_at, confirmed_at, (status = 'booked' and confirmed_at is null), true from ${bookings}
) as ${sql.identifier(alias)}`

async function waitingFor(db: Db, now: Date) {
  const due = sql`${new Date(now.getTime() - REMINDER_AFTER_MS)}::timestamptz`
  const overdue = sql`${new Date(now.getTime() - PROMISE_MS)}::timestamptz`
  const { rows } = await db.execute<
    Record<'total' | 'due' | 'overdue' | 'meetings', number> & { oldest: string | null }
  >(sql`
    select count(*)::int as total, count(*) filter (where created_at <= ${due} and created_at > ${overdue})::int as due,
      count(*) filter (where created_at <= ${overdue})::int as overdue, count(*) filter (where meeting)::int as meetings,
      min(created_at) as oldest
    from ${responseClocks('clocks')} where waiting`)
  const waiting = rows[0]!
  return { ...waiting, oldest: waiting.oldest === null ? null : new Date(waiting.oldest) }
}

export const EXPORT_BATCH = 1000

/** Batches by keyset (sort expressions, then id): rows added meanwhile neither repeat nor shift the export. */

export async function* exportRows<L extends LeadKind>(
  db: Db,
  list: L,
  query: Pick<LeadListQuery, 'q' | 'status' | 'sort' | 'dir'>,
) {
  const def: ListDefinition = lists[list]
  const { direction, exprs, by } = ordering(list, query.sort, query.dir)
  // As text, so a timestamp keeps its microseconds on the way back; PostgreSQL casts it back.
  const keys = Object.fromEntries(exprs.map((e, i) => [i, sql<string>`(${e})::text`]))
  let after: unknown[] | null = null
  for (;;) {
    const page: { row: unknown; keys: Record<number, string> }[] = await db
      .select({ row: def.columns, keys })
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
    after = exprs.map((_, i) => last.keys[i])
    yield page.map(({ row }) => row as ListRows[L])
    if (page.length < EXPORT_BATCH) return
  }
}
