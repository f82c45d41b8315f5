import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ADMIN_PAGES } from '#app/lib/admin-pages.ts'
import { apiRequest } from '#app/lib/api-client.ts'

/**
 * Spec §4: logout calls the server, then clears the session client-side whatever the answer, and
 * empties the cached data so nothing read for this admin shows after they leave.
 */
export function useLogout(onCleared?: () => void) {
  const revalidator = useRevalidator()
  const queryClient = useQueryClient()
  return async () => {
    await apiRequest('POST', '/api/auth/logout').catch(() => undefined)
    try {
      window.localStorage.removeItem('authToken')
    } catch {
      // storage may be unavailable; nothing to clear then
    }
    queryClient.clear()
    onCleared?.()
    await revalidator.revalidate()
  }
}

export function AdminHeader({
  title,
  subtitle,
  username,
  children,
}: {
  title: string
  subtitle: string
  username: string
  children?: ReactNode
}) {
  const logout = useLogout()
  return (
    <header className="border-b border-line bg-white">
      <div className="container-page flex flex-col gap-4 py-5 md:flex-row md:items-center md:justify-between">
        <div>
          <nav aria-label="Admin" className="mb-1 flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium text-brand-700">
            {ADMIN_PAGES.map(({ path, label }) => (
              <Link key={path} to={path} className="hover:underline">
                {label}
              </Link>
            ))}
            <Link to="/" className="hover:underline">
              View site
            </Link>
          </nav>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-muted">{subtitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="mr-2 text-sm text-muted">
            Welcome, <span className="font-semibold text-ink">{username}</span>
          </span>
          {children}
          <button type="button" className="btn-secondary" onClick={() => void logout()}>
            <LogOut aria-hidden="true" className="size-4" />
            Logout
          </button>
        </div>
      </div>
    </header>
  )
}
