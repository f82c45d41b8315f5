import { ToastProvider } from '#app/components/ui/toast.tsx'
import { AdminLogin } from '#app/features/auth/admin-login.tsx'
import { LeadsDashboard } from '#app/features/leads-admin/leads-dashboard.tsx'
import { requestContext } from '#app/lib/context.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-contacts'

/** The session is checked on the server: an anonymous visitor receives the login screen and nothing else. */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext)
  return { user: user ? { username: user.username } : null }
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export function meta() {
  return [{ title: 'Admin Dashboard' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminContactsRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <ToastProvider>
      {loaderData.user ? (
        <div className="min-h-dvh bg-surface">
          <LeadsDashboard username={loaderData.user.username} timeZone={site.timeZone} />
        </div>
      ) : (
        <AdminLogin />
      )}
    </ToastProvider>
  )
}
