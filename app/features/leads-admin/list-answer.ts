import type { LeadKind } from '#app/features/leads/lead-kinds.ts'
import type { LeadService } from '#app/features/leads/leads-service.server.ts'
import type { LeadListQuery } from '#app/features/leads/lead.schema.ts'

/** The API and the dashboard's first view both answer through this, so they cannot differ. */
export async function listAnswer<K extends LeadKind>(leads: LeadService, kind: K, query: LeadListQuery) {
  const { rows, ...page } = await leads.list(kind, query)
  return { [kind]: rows, ...page } as Record<K, typeof rows> & typeof page
}
