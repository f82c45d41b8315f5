import { HydrationBoundary } from '@tanstack/react-query'
import { requestContext, servicesContext } from '#app/context.ts'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { firstViewState } from '#app/features/leads-admin/first-view.server.ts'
import { LeadsDashboard } from '#app/features/leads-admin/leads-dashboard.tsx'
import { keepSessionOnViewChange } from '#app/features/leads-admin/use-list-state.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-contacts'

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = adminSession(context.get(requestContext).user)
  if (!session.user) return { ...session, firstView: undefined }
  const { leads } = context.get(servicesContext)
  return { ...session, firstView: await firstViewState(leads, new URL(request.url).searchParams) }
}
export const shouldRevalidate = keepSessionOnViewChange
export const headers = () => adminHeaders
export const meta = () => adminMeta('Admin Dashboard')

export default function AdminContactsRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => (
        <HydrationBoundary state={loaderData.firstView}>
          <LeadsDashboard username={username} timeZone={site.timeZone} />
        </HydrationBoundary>
      )}
    </AdminPage>
  )
}
