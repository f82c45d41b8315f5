import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LeadService } from '#app/features/leads/leads-service.server.ts'
import type { LeadListQueryInput } from '#app/features/leads/lead.schema.ts'
import { leadKinds, tabPath, type LeadKind, type LeadTab } from '#app/features/leads/lead-kinds.ts'
import type { AnyLeadRow } from '#app/features/leads/all-leads.server.ts'
import type { ListRows } from '#app/features/leads/lead-lists.server.ts'
import type { LeadStatus } from '#app/features/leads/lead-status.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'
import { queryUrl } from '#app/lib/query-client.ts'

// Typed from the service's return as JSON (decision 7); query keys are the URLs' parts (decision 17).
type Page = Jsonify<Omit<Awaited<ReturnType<LeadService['list']>>, 'rows'>>
export type LeadRow<K extends LeadKind> = Jsonify<ListRows[K]>
/** Rows under the kind's own key (spec §7). */
export type ListAnswer<K extends LeadKind> = Page & Record<K, LeadRow<K>[]>
export type AllLeadsRow = Jsonify<AnyLeadRow>
export type AllLeadsAnswer = Page & { leads: AllLeadsRow[] }

export type ContactRow = LeadRow<'contacts'>
export type NewsletterRow = LeadRow<'newsletters'>
export type DownloadRow = LeadRow<'downloads'>
export type QuizReportRow = LeadRow<'quizReports'>
export type MeetingRow = LeadRow<'meetings'>
export type EmailStatus = Jsonify<Awaited<ReturnType<LeadService['deliveryOverview']>>>
export type Summary = Jsonify<Awaited<ReturnType<LeadService['summary']>>>

export const adminKey = ['/api/admin'] as const

export const listKey = (tab: LeadTab, query: LeadListQueryInput) => [...adminKey, tabPath(tab), query] as const
export const summaryKey = (query: Pick<LeadListQueryInput, 'q' | 'status'>) =>
  [...adminKey, 'leads', 'summary', query] as const
export const emailStatusKey = [...adminKey, 'email-status'] as const
const personKey = (email: string) => [...adminKey, 'person', { email }] as const

export function useLeadList<K extends LeadTab>(tab: K, query: LeadListQueryInput) {
  return useQuery<K extends LeadKind ? ListAnswer<K> : AllLeadsAnswer>({
    queryKey: listKey(tab, query),
    placeholderData: keepPreviousData,
  })
}
export const useSummary = (query: Pick<LeadListQueryInput, 'q' | 'status'>) =>
  useQuery<Summary>({ queryKey: summaryKey(query), placeholderData: keepPreviousData })
export const useEmailStatus = () => useQuery<EmailStatus>({ queryKey: emailStatusKey })

export const exportUrl = (kind: LeadKind, query: LeadListQueryInput) =>
  queryUrl([...adminKey, leadKinds[kind].path, 'export', query])

export type Person = Jsonify<Awaited<ReturnType<LeadService['person']>>>
export type PersonRequest = Person['requests'][number]
export type PersonMeeting = Person['meetings'][number]
export type TimelineEvent = PersonRequest['timeline'][number]
type StatusAnswer = Jsonify<Awaited<ReturnType<LeadService['changeStatus']>>>
export type Note = Jsonify<Awaited<ReturnType<LeadService['addNote']>>>

export const usePerson = (email: string) => useQuery<{ person: Person }>({ queryKey: personKey(email) })

/** Read again before the change counts as done, so the control never flashes the old status. */
export function useChangeStatus({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, id, status }: { kind: LeadKind; id: number; status: LeadStatus }) =>
      apiRequest<StatusAnswer>('PUT', `/api/admin/${leadKinds[kind].path}/${id}/status`, { status }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: adminKey,
        predicate: (query) => query.queryKey[1] !== emailStatusKey[1],
      }),
    onError,
  })
}

export function useAddNote(contactId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<{ note: Note }>('POST', `/api/admin/contacts/${contactId}/notes`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminKey, 'person'] }),
  })
}
