import { sql, type SQLWrapper } from 'drizzle-orm'
import { newsletters, type IdentityColumns } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { LeadListQuery } from './lead.schema.ts'
import { leadKindIds, type LeadKind } from './lead-kinds.ts'
import { counted, listDefinition } from './lead-lists.server.ts'
import type { Attribution } from './lead-source.ts'
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
const everyKind = (kind: LeadKind) => {
  const t =
    kind === 'newsletters'
      ? { ...newsletters, firstName: none, lastName: none, district: none }
      : listDefinition(kind).table
  const columns = t as unknown as Record<keyof IdentityColumns | 'createdAt' | 'id' | keyof Attribution, SQLWrapper>
  return sql.join(
    [
      sql`${kind}::text as kind`,
      sql`${columns.id} as id`,
      sql`${columns.createdAt} as created_at`,
      sql`${columns.firstName} as first_name`,
      sql`${columns.lastName} as last_name`,
      sql`${columns.email} as email`,
      sql`${columns.district} as district`,
      sql`${columns.utmSource} as utm_source`,
      sql`${columns.utmMedium} as utm_medium`,
      sql`${columns.utmCampaign} as utm_campaign`,
      sql`${columns.referrer} as referrer`,
      sql`${columns.landingPath} as landing_path`,
      sql`${leadStatusColumns[kind].status} as status`,
    ],
    sql`, `,
  )
}

/**
 * Every kind, newest first: each kind's newest `page × size` by its own created_at index, then
 * merged (decision 62). The bench checks the plan at 50,000 rows a kind.
 */
export function allLeadsQuery(query: Pick<LeadListQuery, 'q' | 'status' | 'dir' | 'page' | 'pageSize'>) {
  const direction = query.dir === 'asc' ? sql`asc` : sql`desc`
  const reach = query.page * query.pageSize
  const parts = leadKindIds.map((kind) => {
    const def = listDefinition(kind)
    const createdAt = (def.sorts.date as SQLWrapper[])[0]!
    return sql`(select ${everyKind(kind)} from ${def.table} where ${def.where(query) ?? sql`true`}
      order by ${createdAt} ${direction}, ${def.id} ${direction} limit ${reach})`
  })
  return sql`select * from (${sql.join(parts, sql` union all `)}) as leads
    order by created_at ${direction}, kind, id ${direction}
    limit ${query.pageSize} offset ${reach - query.pageSize}`
}

/** The total is the kinds' counts, as the tabs show them. */
export async function allLeadsPage(db: Db, query: LeadListQuery) {
  const [result, counts] = await Promise.all([
    db.execute<Record<string, unknown>>(allLeadsQuery(query)),
    Promise.all(leadKindIds.map((kind) => counted(db, kind, query))),
  ])
  const rows: AnyLeadRow[] = result.rows.map((r) => ({
    kind: r.kind as LeadKind,
    id: r.id as number,
    createdAt: new Date(r.created_at as string),
    firstName: r.first_name as string | null,
    lastName: r.last_name as string | null,
    email: r.email as string,
    district: r.district as string | null,
    utmSource: r.utm_source as string | null,
    utmMedium: r.utm_medium as string | null,
    utmCampaign: r.utm_campaign as string | null,
    referrer: r.referrer as string | null,
    landingPath: r.landing_path as string | null,
    status: r.status as LeadStatus,
  }))
  return {
    rows,
    total: counts.reduce((sum, [, n]) => sum + n, 0),
    page: query.page,
    pageSize: query.pageSize,
    sort: 'date' as const,
    dir: query.dir ?? ('desc' as const),
  }
}
