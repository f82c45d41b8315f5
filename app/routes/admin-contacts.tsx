import { requestContext } from '#app/context.ts'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { LeadsDashboard } from '#app/features/leads-admin/leads-dashboard.tsx'
import { keepSessionOnViewChange } from '#app/features/leads-admin/use-list-state.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-contacts'

export const loader = ({ context }: Route.LoaderArgs) => adminSession(context.get(requestContext).user)
export const shouldRevalidate = keepSessionOnViewChange
export const headers = () => adminHeaders
export const meta = () => adminMeta('Admin Dashboard')

export default function AdminContactsRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => <LeadsDashboard username={username} timeZone={site.timeZone} />}
    </AdminPage>
  )
}
