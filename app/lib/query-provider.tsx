import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useRevalidator } from 'react-router'
import { adminQueryClient, isUnauthorized } from './query-client.ts'

/**
 * The admin's data layer (docs/decisions/0017). A read answered with 401 means the session ended:
 * the route's loader runs again, finds no session and shows the login screen.
 */
export function AdminQueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? adminQueryClient())
  const { revalidate } = useRevalidator()
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) {
          void revalidate()
        }
      }),
    [queryClient, revalidate],
  )
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
