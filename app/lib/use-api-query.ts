import { useCallback, useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { ApiError, apiRequest } from './api-client.ts'

/**
 * A cached read for the admin screens (spec §9: fetched once, no refetch on focus, no retries).
 * A 401 means the session ended: the route's loader is re-run, which shows the login screen.
 */
export function useApiQuery<T>(url: string) {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<ApiError | null>(null)
  const [loading, setLoading] = useState(true)
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  // When the URL changes quickly (a search being typed), only the newest answer is shown.
  const latest = useRef(0)

  const refetch = useCallback(async () => {
    const request = ++latest.current
    setLoading(true)
    try {
      const result = await apiRequest<T>('GET', url)
      if (request === latest.current) {
        setData(result)
        setError(null)
      }
      return result
    } catch (e) {
      const apiError = e instanceof ApiError ? e : new ApiError(0, 'Could not load data.')
      if (request === latest.current) setError(apiError)
      if (apiError.status === 401) void revalidate.current()
      throw apiError
    } finally {
      if (request === latest.current) setLoading(false)
    }
  }, [url])

  useEffect(() => {
    refetch().catch(() => undefined)
  }, [refetch])

  return { data, error, loading, refetch }
}
