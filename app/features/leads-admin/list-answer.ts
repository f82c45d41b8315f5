import type { LeadService } from '#app/features/leads/lead-service.server.ts'
import type { LeadListQuery } from '#app/features/leads/lead.schema.ts'
import type { ListId } from './api.ts'

/**
 * A list's answer as `GET /api/admin/<list>` sends it (spec §7): the page's rows under the list's
 * own key. The API and the dashboard's first view both answer through this, so they cannot differ.
 */
export async function listAnswer(leads: LeadService, list: ListId, query: LeadListQuery) {
  if (list === 'contacts') {
    const { rows, ...page } = await leads.listContacts(query)
    return { contacts: rows, ...page }
  }
  if (list === 'newsletters') {
    const { rows, ...page } = await leads.listNewsletters(query)
    return { newsletters: rows, ...page }
  }
  if (list === 'meetings') {
    const { rows, ...page } = await leads.listMeetings(query)
    return { meetings: rows, ...page }
  }
  if (list === 'quizReports') {
    const { rows, ...page } = await leads.listQuizReports(query)
    return { quizReports: rows, ...page }
  }
  const { rows, ...page } = await leads.listDownloads(query)
  return { downloads: rows, ...page }
}
