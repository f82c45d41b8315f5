import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { useRevalidator } from 'react-router'
import { adminQueryClient, isUnauthorized } from './query-client.ts'

/** Decision 17. A 401 reruns the route's loader, which finds no session and shows the login screen. */
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
