import { sql, type SQLWrapper } from 'drizzle-orm'
import { newsletters } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { LeadListQuery } from './lead.schema.ts'
import { leadKindIds, type LeadKind } from './lead-kinds.ts'
import { counted, listDefinition } from './lead-lists.server.ts'
import { attributionFields, type Attribution } from './lead-source.ts'
import type { LeadStatus } from './lead-status.ts'
import { leadStatusColumns } from './pipeline.server.ts'

/** The All leads row: what every kind has, the subscriber's name and district being none. */
export interface AnyLeadRow extends Attribution {
  kind: LeadKind
  id: number
  createdAt: Date
  firstName: string | null
  lastName: string | null
  email: string
  district: string | null
  status: LeadStatus
}

const none = sql`null::text`
/** Named as the row's fields, so PostgreSQL answers the row itself. */
const shared = ['id', 'createdAt', 'firstName', 'lastName', 'email', 'district', ...attributionFields] as const
const everyKind = (kind: LeadKind) => {
  const t =
    kind === 'newsletters'
      ? { ...newsletters, firstName: none, lastName: none, district: none }
      : listDefinition(kind).table
  const columns = t as unknown as Record<(typeof shared)[number], SQLWrapper>
  return sql.join(
    [
      sql`${kind}::text as kind`,
      ...shared.map((field) => sql`${columns[field]} as ${sql.identifier(field)}`),
      sql`${leadStatusColumns[kind].status} as status`,
    ],
    sql`, `,
  )
}

/** Each kind's newest `page × size` by its own created_at index, then merged (decision 62; benched at 50,000). */
export function allLeadsQuery(query: Pick<LeadListQuery, 'q' | 'status' | 'dir' | 'page' | 'pageSize'>) {
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`
  const reach = query.page * query.pageSize
  const parts = leadKindIds.map((kind) => {
    const def = listDefinition(kind)
    const createdAt = (def.sorts.date as SQLWrapper[])[0]!
    return sql`(select ${everyKind(kind)} from ${def.table} where ${def.where(query) ?? sql`true`}
      order by ${createdAt} ${direction}, ${def.table.id} ${direction} limit ${reach})`
  })
  return sql`select * from (${sql.join(parts, sql` union all `)}) as leads
    order by "createdAt" ${direction}, kind, id ${direction}
    limit ${query.pageSize} offset ${reach - query.pageSize}`
}

/** The total is the kinds' counts, as the tabs show them. */
export async function allLeadsPage(db: Db, query: LeadListQuery) {
  const [result, counts] = await Promise.all([
    db.execute<Record<string, unknown>>(allLeadsQuery(query)),
    Promise.all(leadKindIds.map((kind) => counted(db, kind, query))),
  ])
  const rows = result.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt as string) }) as AnyLeadRow)
  return {
    rows,
    total: counts.reduce((sum, [, n]) => sum + n, 0),
    page: query.page,
    pageSize: query.pageSize,
    sort: 'date' as const,
    dir: query.dir ?? ('desc' as const),
  }
}
