import { adminHeaders, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { BlogAdmin } from '#app/features/blog-admin/blog-admin.tsx'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-blog'

export function loader({ context }: Route.LoaderArgs) {
  return adminSession(context)
}

export function headers() {
  return adminHeaders
}

export function meta() {
  return [{ title: 'Blog Administration' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminBlogRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => <BlogAdmin username={username} defaultAuthor={site.defaultAuthor} timeZone={site.timeZone} />}
    </AdminPage>
  )
}
