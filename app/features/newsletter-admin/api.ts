import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { NewsletterService } from '#app/features/newsletter/newsletter-service.server.ts'
import type { IssueInput } from '#app/features/newsletter/issue.schema.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import type { Jsonify } from '#app/lib/json.ts'

// Typed from the service's return (decision 7); queries keyed by URL (decision 17).
export type Issue = Jsonify<Awaited<ReturnType<NewsletterService['get']>>>

const BASE = '/api/newsletter-issues'
const listKey = [BASE] as const

export const useIssues = () =>
  useQuery<{ issues: Issue[]; recipients: number }>({
    queryKey: listKey,
    // A scheduled or paused issue still changes now and then (its time comes, another tab resumes it).
    refetchInterval: (query) => {
      const statuses = new Set(query.state.data?.issues.map((i) => i.status))
      return statuses.has('sending') ? 5_000 : statuses.has('scheduled') || statuses.has('paused') ? 30_000 : false
    },
  })

/** A change the list is read again after. */
function useListChange<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }) })
}

export const useSaveIssue = () =>
  useListChange(({ id, issue }: { id: number | undefined; issue: IssueInput }) =>
    id === undefined
      ? apiRequest<{ issue: Issue }>('POST', BASE, issue)
      : apiRequest<{ issue: Issue }>('PUT', `${BASE}/${id}`, issue),
  )

export const useIssueFromPost = () =>
  useListChange((postId: number) => apiRequest<{ issue: Issue }>('POST', `${BASE}/from-post`, { postId }))

export type IssueAction = 'send' | 'schedule' | 'unschedule' | 'pause' | 'resume' | 'cancel'

export const useIssueAction = () =>
  useListChange(({ id, action, body }: { id: number; action: IssueAction; body?: Record<string, unknown> }) =>
    apiRequest<{ issue: Issue }>('POST', `${BASE}/${id}/${action}`, body ?? {}),
  )

export const useDeleteIssue = () => useListChange((id: number) => apiRequest('DELETE', `${BASE}/${id}`))

export const useSendTest = () =>
  useMutation({ mutationFn: (id: number) => apiRequest<{ sentTo: string }>('POST', `${BASE}/${id}/test`) })

export const useEmailText = (id: number, version: number) =>
  useQuery<{ text: string; bytes: number }>({ queryKey: [BASE, id, 'email', { version }], staleTime: 0 })

export const previewUrl = (id: number, version: number) => `${BASE}/${id}/preview?v=${version}`
