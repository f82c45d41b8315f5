import { ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { ToastProvider } from '#app/components/ui/toast.tsx'
import { AdminQueryProvider } from '#app/lib/query-provider.tsx'
import { AdminLogin } from './admin-login.tsx'
import type { SessionUser } from './sessions.server.ts'
import { IdleWarning } from './idle-warning.tsx'
import { endsIn, type SessionEndsIn } from './session-clock.ts'

/** The admin pages' loader body: checked on the server, so an anonymous visitor receives the login screen only. */
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

export function adminMeta(title: string) {
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

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

/** ASVS 2.8; decision 11. */
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
