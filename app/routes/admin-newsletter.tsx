import { requestContext } from '#app/context.ts'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { NewsletterAdmin } from '#app/features/newsletter-admin/newsletter-admin.tsx'
import { useRouteLoaderData } from 'react-router'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-newsletter'

export const loader = ({ context }: Route.LoaderArgs) => adminSession(context.get(requestContext).user)
export const headers = () => adminHeaders
export const meta = () => adminMeta('Newsletter')

export default function AdminNewsletterRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  const siteUrl = (useRouteLoaderData('root') as { siteUrl?: string } | undefined)?.siteUrl ?? ''
  return (
    <AdminPage user={loaderData.user}>
      {(username) => <NewsletterAdmin username={username} timeZone={site.timeZone} siteUrl={siteUrl} />}
    </AdminPage>
  )
}
