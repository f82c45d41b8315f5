import { ToastProvider } from '#app/components/ui/toast.tsx'
import { AdminLogin } from '#app/features/auth/admin-login.tsx'
import { BlogAdmin } from '#app/features/blog-admin/blog-admin.tsx'
import { requestContext } from '#app/lib/context.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-blog'

/** The session is checked on the server: an anonymous visitor receives the login screen and nothing else. */
export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext)
  return { user: user ? { username: user.username } : null }
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export function meta() {
  return [{ title: 'Blog Administration' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function AdminBlogRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <ToastProvider>
      {loaderData.user ? (
        <div className="min-h-dvh bg-surface">
          <BlogAdmin username={loaderData.user.username} defaultAuthor={site.defaultAuthor} timeZone={site.timeZone} />
        </div>
      ) : (
        <AdminLogin />
      )}
    </ToastProvider>
  )
}
