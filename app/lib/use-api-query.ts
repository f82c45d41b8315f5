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

  const refetch = useCallback(async () => {
    setLoading(true)
    try {
      const result = await apiRequest<T>('GET', url)
      setData(result)
      setError(null)
      return result
    } catch (e) {
      const apiError = e instanceof ApiError ? e : new ApiError(0, 'Could not load data.')
      setError(apiError)
      if (apiError.status === 401) void revalidate.current()
      throw apiError
    } finally {
      setLoading(false)
    }
  }, [url])

  useEffect(() => {
    refetch().catch(() => undefined)
  }, [refetch])

  return { data, error, loading, refetch }
}
