import { requestContext } from '#app/context.ts'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { WebhooksView } from '#app/features/webhooks/webhooks-view.tsx'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-integrations'

export const loader = ({ context }: Route.LoaderArgs) => adminSession(context.get(requestContext).user)
export const headers = () => adminHeaders
export const meta = () => adminMeta('Webhooks')

export default function AdminIntegrationsRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => <WebhooksView username={username} timeZone={site.timeZone} />}
    </AdminPage>
  )
}
