import { requestContext } from '#app/context.ts'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { InsightsView } from '#app/features/leads-admin/insights-view.tsx'
import type { Route } from './+types/admin-insights'

export const loader = ({ context }: Route.LoaderArgs) => adminSession(context.get(requestContext).user)
export const headers = () => adminHeaders
export const meta = () => adminMeta('Insights')

export default function AdminInsightsRoute({ loaderData }: Route.ComponentProps) {
  return <AdminPage user={loaderData.user}>{(username) => <InsightsView username={username} />}</AdminPage>
}
