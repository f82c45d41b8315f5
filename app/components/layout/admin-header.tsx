import { useQueryClient } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink, useRevalidator } from 'react-router'
import { ADMIN_PAGES } from '#app/lib/admin-pages.ts'
import { apiRequest } from '#app/lib/api-client.ts'

/** Spec §4: cleared whatever the answer; the cache too, so nothing read for this admin shows after. */
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

const adminNavLink =
  'inline-flex min-h-11 items-center rounded-md px-2 text-brand-700 hover:bg-brand-50 hover:underline sm:min-h-8 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-900'

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
          {/* Targets of 44 px on a phone and 32 px above it (WCAG 2.5.8 asks 24); NavLink marks the page it is on with aria-current. */}
          <nav aria-label="Admin" className="-ml-2 mb-2 flex flex-wrap gap-1 text-sm font-medium">
            {[...ADMIN_PAGES, { path: '/', label: 'View site' }].map(({ path, label }) => (
              <NavLink key={path} to={path} end className={adminNavLink}>
                {label}
              </NavLink>
            ))}
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
