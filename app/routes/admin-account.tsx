import { requestContext } from '#app/context.ts'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { ChangePasswordPanel } from '#app/features/auth/change-password-panel.tsx'
import { EmailPanel } from '#app/features/auth/email-panel.tsx'
import { SessionsPanel } from '#app/features/auth/sessions-panel.tsx'
import { TwoFactorPanel } from '#app/features/auth/two-factor-panel.tsx'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-account'

export function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(requestContext)
  return { ...adminSession(user), email: user?.email ?? null }
}
export const headers = () => adminHeaders
export const meta = () => adminMeta('Account Security')

/** Not in the spec, which has no account screen (decision 11). */
export default function AdminAccountRoute({ loaderData }: Route.ComponentProps) {
  const { timeZone } = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => (
        <>
          <AdminHeader
            title="Account Security"
            subtitle="Two-factor sign-in, your password, your email address and where you are signed in"
            username={username}
          />
          <main id="main" className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8">
            <TwoFactorPanel timeZone={timeZone} />
            <ChangePasswordPanel />
            <EmailPanel email={loaderData.email} />
            <SessionsPanel timeZone={timeZone} />
          </main>
        </>
      )}
    </AdminPage>
  )
}
