import { data } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { NewPassword } from '#app/features/auth/password-reset-pages.tsx'
import { isResetReason, RESET_PARAM, RESET_TOKEN } from '#app/features/auth/password-reset-form.ts'
import { privateMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/admin-password-reset-link'

/** A reset link's page (decision 60): opening it changes nothing; a link not ours is a 404, a spent one a 410. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!RESET_TOKEN.test(params.token)) throw data(null, { status: 404 })
  const owner = await context.get(servicesContext).passwordReset.linkUser(params.token)
  const reason = new URL(request.url).searchParams.get(RESET_PARAM)
  const view = { token: params.token, username: owner?.username ?? null, reason: isResetReason(reason) ? reason : null }
  return owner ? view : data(view, { status: 410 })
}

/**
 * The token is in this page's address: no browser keeps it, and no other site is told it. Not
 * `no-referrer`: Chromium then sends the form's post with `Origin: null`, which the same-origin
 * check refuses.
 */
export const headers = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' })

export const handle = { island: true }

export const meta = privateMeta('Set a new password')

export default function AdminPasswordResetLinkRoute({ loaderData }: Route.ComponentProps) {
  return <NewPassword {...loaderData} />
}
