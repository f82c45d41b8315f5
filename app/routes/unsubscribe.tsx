import { CheckCircle2, MailX } from 'lucide-react'
import { Link } from 'react-router'
import type { Route } from './+types/unsubscribe'

export function meta() {
  return [{ title: 'Unsubscribe | SchoolShield Cyber Advisory' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
  return { 'Cache-Control': 'no-store' }
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    email: (url.searchParams.get('email') ?? '').slice(0, 254),
    token: (url.searchParams.get('token') ?? '').slice(0, 100),
    status: url.searchParams.get('status'),
  }
}

/** GET shows a confirmation; the POST (a plain form, works without JavaScript) unsubscribes. */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { email, token, status } = loaderData
  return (
    <section className="container-page max-w-xl py-20 text-center">
      {status === 'done' ? (
        <>
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
          <h1 className="mt-4 text-3xl font-bold">You have been unsubscribed</h1>
          <p className="mt-3 text-muted">
            You will not receive the newsletter again. If this was a mistake, you can subscribe again at any time.
          </p>
          <Link to="/#newsletter" className="btn-secondary mt-8">
            Subscribe again
          </Link>
        </>
      ) : status === 'invalid' || !email || !token ? (
        <>
          <MailX aria-hidden="true" className="mx-auto size-12 text-danger-700" />
          <h1 className="mt-4 text-3xl font-bold">This link is not valid</h1>
          <p className="mt-3 text-muted">
            Use the unsubscribe link from the most recent newsletter, or reply to any of our emails and we will remove
            you by hand.
          </p>
        </>
      ) : (
        <>
          <MailX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-4 text-3xl font-bold">Unsubscribe from the newsletter?</h1>
          <p className="mt-3 text-muted">
            <span className="font-medium text-ink">{email}</span> will stop receiving the monthly briefing.
          </p>
          <form
            method="post"
            action={`/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`}
            className="mt-8"
          >
            <button type="submit" className="btn-primary">
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </section>
  )
}
