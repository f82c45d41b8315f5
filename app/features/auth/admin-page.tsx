import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { ToastProvider } from '#app/components/ui/toast.tsx'
import { AdminQueryProvider } from '#app/lib/query-provider.tsx'
import { AdminLogin } from './admin-login.tsx'
import type { SessionUser } from './sessions.server.ts'
import { IdleWarning } from './idle-warning.tsx'
import { endsIn, type SessionEndsIn } from './session-clock.ts'

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

/** Shown on every admin screen until two-factor sign-in is on (ASVS 2.8; docs/decisions/0011-security-hardening.md). */
function TwoFactorBanner() {
  const onAccountPage = useLocation().pathname === '/admin-account'
  return (
    // A named region: a landmark of its own, above the admin's header, so no content is outside one.
    <section
      aria-label="Two-factor sign-in is off"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
      data-testid="two-factor-banner"
    >
      <div className="container-page flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">Two-factor sign-in is off.</span> Anyone who learns your password can read
            every lead. Turn it on with an authenticator app: it takes two minutes.
          </span>
        </p>
        {onAccountPage ? null : (
          <Link to="/admin-account" className="shrink-0 font-semibold text-amber-950 underline hover:no-underline">
            Turn on two-factor sign-in
          </Link>
        )}
      </div>
    </section>
  )
}
