import { CheckCircle2, MailCheck, MailX } from 'lucide-react'
import { Link } from 'react-router'
import type { Route } from './+types/newsletter-confirm'

export function meta() {
  return [{ title: 'Confirm your subscription | SchoolShield Cyber Advisory' }, { name: 'robots', content: 'noindex' }]
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

/**
 * Double opt-in (issue 13). GET only shows a button: mail scanners open every link in a message,
 * and must not confirm on the reader's behalf. The button's POST (server/api/email-links.ts) does.
 */
export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { email, token, status } = loaderData
  return (
    <section className="container-page max-w-xl py-20 text-center">
      {status === 'done' ? (
        <>
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
          <h1 className="mt-4 text-3xl font-bold">Your subscription is confirmed</h1>
          <p className="mt-3 text-muted">
            The monthly briefing for school leaders will arrive at this address. Every issue has a one-click unsubscribe
            link.
          </p>
          <Link to="/resources" className="btn-secondary mt-8">
            Browse the free resources
          </Link>
        </>
      ) : status === 'invalid' || !email || !token ? (
        <>
          <MailX aria-hidden="true" className="mx-auto size-12 text-danger-700" />
          <h1 className="mt-4 text-3xl font-bold">This link is not valid</h1>
          <p className="mt-3 text-muted">
            The link may be incomplete, or the request may be more than 30 days old. You can subscribe again from the
            home page; we will send a new confirmation link.
          </p>
          <Link to="/#newsletter" className="btn-secondary mt-8">
            Subscribe again
          </Link>
        </>
      ) : (
        <>
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
          <h1 className="mt-4 text-3xl font-bold">Confirm your subscription</h1>
          <p className="mt-3 text-muted">
            Confirm that <span className="font-medium text-ink">{email}</span> should receive the monthly briefing for
            school leaders.
          </p>
          <form
            method="post"
            action={`/newsletter/confirm?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`}
            className="mt-8"
          >
            <button type="submit" className="btn-primary">
              Confirm my subscription
            </button>
          </form>
        </>
      )}
    </section>
  )
}
