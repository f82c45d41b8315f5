import { adminHeaders, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { LeadsDashboard } from '#app/features/leads-admin/leads-dashboard.tsx'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-contacts'

export function loader({ context }: Route.LoaderArgs) {
  return adminSession(context)
}

export function headers() {
  return adminHeaders
}

export function meta() {
  return [{ title: 'Admin Dashboard' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminContactsRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => <LeadsDashboard username={username} timeZone={site.timeZone} />}
    </AdminPage>
  )
}
