import { tabPath, type LeadTab } from '#app/features/leads/lead-kinds.ts'
import type { LeadService } from '#app/features/leads/leads-service.server.ts'
import type { LeadListQuery } from '#app/features/leads/lead.schema.ts'

/** The API and the dashboard's first view both answer through this, so they cannot differ. */
export async function listAnswer<K extends LeadTab>(leads: LeadService, tab: K, query: LeadListQuery) {
  if (tab === 'all') {
    const { rows, ...page } = await leads.listAll(query)
    return { [tabPath('all')]: rows, ...page }
  }
  const { rows, ...page } = await leads.list(tab as Exclude<K, 'all'>, query)
  return { [tab]: rows, ...page }
}
