import { requestContext } from '#app/context.ts'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { BlogAdmin } from '#app/features/blog-admin/blog-admin.tsx'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-blog'

export const loader = ({ context }: Route.LoaderArgs) => adminSession(context.get(requestContext).user)
export const headers = () => adminHeaders
export const meta = () => adminMeta('Blog Administration')

export default function AdminBlogRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => <BlogAdmin username={username} defaultAuthor={site.defaultAuthor} timeZone={site.timeZone} />}
    </AdminPage>
  )
}
