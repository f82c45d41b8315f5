import type { LeadService } from '#app/features/leads/lead-service.server.ts'
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

export const useContacts = () => useApiQuery<{ contacts: ContactRow[] }>('/api/admin/contacts')
export const useNewsletters = () => useApiQuery<{ newsletters: NewsletterRow[] }>('/api/admin/newsletters')
export const useDownloads = () => useApiQuery<{ downloads: DownloadRow[] }>('/api/admin/resource-downloads')
export const useEmailStatus = () => useApiQuery<EmailStatus>('/api/admin/email-status')
