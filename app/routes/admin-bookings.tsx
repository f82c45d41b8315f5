import { requestContext } from '#app/context.ts'
import { adminHeaders, adminMeta, AdminPage, adminSession } from '#app/features/auth/admin-page.tsx'
import { MeetingsView } from '#app/features/booking-admin/meetings-view.tsx'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/admin-bookings'

export const loader = ({ context }: Route.LoaderArgs) => adminSession(context.get(requestContext).user)
export const headers = () => adminHeaders
export const meta = () => adminMeta('Meetings')

export default function AdminBookingsRoute({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <AdminPage user={loaderData.user}>
      {(username) => <MeetingsView username={username} timeZone={site.timeZone} />}
    </AdminPage>
  )
}
