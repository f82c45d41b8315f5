import type { LeadService } from '#app/features/leads/lead-service.server.ts'
import type { LeadListQueryInput } from '#app/features/leads/lead.schema.ts'
import type { LeadStatus } from '#app/features/leads/lead-status.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'
import { useApiQuery } from '#app/lib/use-api-query.ts'

/**
 * The leads dashboard's calls (spec §7, issue 14), typed from what the server's lead service and
 * outbox return, as JSON (docs/decisions/0007-admin-data-types.md).
 */
type List = 'listContacts' | 'listNewsletters' | 'listDownloads'
type Page<L extends List> = Jsonify<Awaited<ReturnType<LeadService[L]>>>
/** A list's answer: the spec's key holding the rows, and where the page stands. */
export type ListAnswer<L extends List, Key extends string> = Omit<Page<L>, 'rows'> & Record<Key, Page<L>['rows']>

export type ContactRow = Page<'listContacts'>['rows'][number]
export type NewsletterRow = Page<'listNewsletters'>['rows'][number]
export type DownloadRow = Page<'listDownloads'>['rows'][number]
export type EmailStatus = Jsonify<Awaited<ReturnType<LeadService['deliveryOverview']>>>
export type Summary = Jsonify<Awaited<ReturnType<LeadService['summary']>>>

/** The dashboard's query string: only what differs from the server's defaults. */
export function listQuery(query: LeadListQueryInput): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const listUrls = {
  contacts: '/api/admin/contacts',
  newsletters: '/api/admin/newsletters',
  downloads: '/api/admin/resource-downloads',
} as const

export const useContacts = (query: LeadListQueryInput) =>
  useApiQuery<ListAnswer<'listContacts', 'contacts'>>(`${listUrls.contacts}${listQuery(query)}`)
export const useNewsletters = (query: LeadListQueryInput) =>
  useApiQuery<ListAnswer<'listNewsletters', 'newsletters'>>(`${listUrls.newsletters}${listQuery(query)}`)
export const useDownloads = (query: LeadListQueryInput) =>
  useApiQuery<ListAnswer<'listDownloads', 'downloads'>>(`${listUrls.downloads}${listQuery(query)}`)
export const useSummary = (query: Pick<LeadListQueryInput, 'q' | 'status'>) =>
  useApiQuery<Summary>(`/api/admin/leads/summary${listQuery(query)}`)
export const useEmailStatus = () => useApiQuery<EmailStatus>('/api/admin/email-status')

/** The streamed CSV of a list's filtered, sorted rows (docs/decisions/0012). */
export const exportUrl = (list: keyof typeof listUrls, query: LeadListQueryInput) =>
  `${listUrls[list]}/export${listQuery(query)}`

export type Person = Jsonify<Awaited<ReturnType<LeadService['person']>>>
export type PersonRequest = Person['requests'][number]
export type TimelineEvent = PersonRequest['timeline'][number]
export type UpdatedContact = Jsonify<Awaited<ReturnType<LeadService['changeStatus']>>>
export type Note = Jsonify<Awaited<ReturnType<LeadService['addNote']>>>

export const usePerson = (email: string) =>
  useApiQuery<{ person: Person }>(`/api/admin/person?email=${encodeURIComponent(email)}`)

export const changeStatus = (contactId: number, status: LeadStatus) =>
  apiRequest<{ contact: UpdatedContact }>('PUT', `/api/admin/contacts/${contactId}/status`, { status })

export const addNote = (contactId: number, body: string) =>
  apiRequest<{ note: Note }>('POST', `/api/admin/contacts/${contactId}/notes`, { body })
