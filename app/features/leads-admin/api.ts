import type { LeadService } from '#app/features/leads/lead-service.server.ts'
import type { LeadStatus } from '#app/features/leads/lead-status.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'
import { useApiQuery } from '#app/lib/use-api-query.ts'

/**
 * The leads dashboard's reads (spec §7), typed from what the server's lead service and outbox
 * return, as JSON (docs/decisions/0007-admin-data-types.md).
 */
type Rows<List extends 'listContacts' | 'listNewsletters' | 'listDownloads'> = Jsonify<
  Awaited<ReturnType<LeadService[List]>>
>

export type ContactRow = Rows<'listContacts'>[number]
export type NewsletterRow = Rows<'listNewsletters'>[number]
export type DownloadRow = Rows<'listDownloads'>[number]
export type EmailStatus = Jsonify<Awaited<ReturnType<LeadService['deliveryOverview']>>>

export const useContacts = () => useApiQuery<{ contacts: ContactRow[]; now: string }>('/api/admin/contacts')
export const useNewsletters = () => useApiQuery<{ newsletters: NewsletterRow[] }>('/api/admin/newsletters')
export const useDownloads = () => useApiQuery<{ downloads: DownloadRow[] }>('/api/admin/resource-downloads')
export const useEmailStatus = () => useApiQuery<EmailStatus>('/api/admin/email-status')

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
