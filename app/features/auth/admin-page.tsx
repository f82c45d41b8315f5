import type { ReactNode } from 'react'
import { ToastProvider } from '#app/components/ui/toast.tsx'
import { AdminQueryProvider } from '#app/lib/query-provider.tsx'
import { AdminLogin } from './admin-login.tsx'
import type { SessionUser } from './sessions.server.ts'
import { IdleWarning } from './idle-warning.tsx'
import { endsIn, type SessionEndsIn } from './session-clock.ts'
import { TwoFactorBanner } from './two-factor-banner.tsx'

/**
 * The admin pages' shared loader body: the session is checked on the server, so an anonymous
 * visitor receives the login screen and nothing else. `session`: the time it has left, for the
 * idle warning.
 */
export function adminSession(
  user: Pick<SessionUser, 'username' | 'twoFactorEnabled' | 'sessionEnds'> | null,
  now = new Date(),
) {
  return {
    user: user
      ? {
          username: user.username,
          twoFactorEnabled: user.twoFactorEnabled === true,
          session: user.sessionEnds ? endsIn(user.sessionEnds, now) : undefined,
        }
      : null,
  }
}

/** Admin pages are personal: never stored by a browser or a proxy. */
export const adminHeaders = { 'Cache-Control': 'no-store' }

/** Admin pages are kept out of search engines. */
export function adminMeta(title: string) {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

/**
 * The signed-in admin's page, or the login screen; a nudge until two-factor sign-in is on, and a
 * warning before the session ends (idle-warning.tsx).
 */
export function AdminPage({
  user,
  children,
}: {
  user: { username: string; twoFactorEnabled: boolean; session?: SessionEndsIn } | null
  children: (username: string) => ReactNode
}) {
  return (
    <ToastProvider>
      <AdminQueryProvider>
        {user ? (
          <div className="min-h-dvh bg-surface">
            {user.twoFactorEnabled ? null : <TwoFactorBanner />}
            {children(user.username)}
            <IdleWarning session={user.session} />
          </div>
        ) : (
          <AdminLogin />
        )}
      </AdminQueryProvider>
    </ToastProvider>
  )
}
