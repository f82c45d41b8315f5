import { ForgotPassword } from '#app/features/auth/password-reset-pages.tsx'
import { isResetReason, RESET_PARAM } from '#app/features/auth/password-reset-form.ts'
import { privateMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/admin-password-reset'

/** "Forgot your password?" (decision 60): the reason in `?reset=` names what the page says. */
export function loader({ request }: Route.LoaderArgs) {
  const reason = new URL(request.url).searchParams.get(RESET_PARAM)
  return { reason: isResetReason(reason) ? reason : null }
}

export const headers = () => ({ 'Cache-Control': 'no-store' })

/** Served with the site's small script instead of React's: its form posts by itself (decision 33). */
export const handle = { island: true }

export const meta = privateMeta('Forgot your password?')

export default function AdminPasswordResetRoute({ loaderData }: Route.ComponentProps) {
  return <ForgotPassword reason={loaderData.reason} />
}
