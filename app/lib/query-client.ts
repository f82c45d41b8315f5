import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import { ApiError, apiRequest } from './api-client.ts'

/** A query key's last part may hold the query string's parameters; empty ones are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>

/**
 * Spec §7: cached reads are GETs to the query key's parts joined by slashes, so
 * `['/api/admin', 'contacts', { page: 2 }]` reads `/api/admin/contacts?page=2`. The parts double as
 * the cache's hierarchy: invalidating `['/api/admin']` reads again everything under it.
 */
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

/** Every admin read goes through the one fetch function of api-client.ts, which throws on 401. */
const getJson: QueryFunction = ({ queryKey }) => apiRequest('GET', queryUrl(queryKey))

/** The session has ended: the server answered a read with 401. */
export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/**
 * The admin's data client with the spec's defaults (§9): no automatic refetch interval, no refetch
 * on window focus, data never stale (reads happen on first use and when something is changed or
 * Refresh is pressed), no retries for queries or mutations.
 */
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

/**
 * One client per page load in the browser, kept across admin pages so a page visited again shows
 * what it read before; on the server, one per render, so no admin's data outlives its request.
 */
export function adminQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}
