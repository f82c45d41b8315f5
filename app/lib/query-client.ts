import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import { ApiError, apiRequest } from './api-client.ts'

export type QueryParams = Record<string, string | number | boolean | undefined>

/** Spec §7: `['/api/admin', 'contacts', { page: 2 }]` reads `/api/admin/contacts?page=2`. */
export function queryUrl(key: QueryKey): string {
  const parts = key.filter((part) => typeof part === 'string' || typeof part === 'number')
  const last = key.at(-1)
  const params = new URLSearchParams()
  if (last && typeof last === 'object') {
    for (const [name, value] of Object.entries(last as QueryParams)) {
      if (value !== undefined && value !== '') params.set(name, String(value))
    }
  }
  const search = params.toString()
  return `${parts.join('/')}${search ? `?${search}` : ''}`
}

const getJson: QueryFunction = ({ queryKey }) => apiRequest('GET', queryUrl(queryKey))

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/** The spec's defaults (§9): no refetch interval or on focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getJson,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

let browserClient: QueryClient | undefined

/** On the server, one per render, so no admin's data outlives its request. */
export function adminQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}
