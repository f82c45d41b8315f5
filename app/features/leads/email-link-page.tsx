import { CheckCircle2, MailX, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** Checked first: a page never shows text from a link not ours ("Your account is locked - call … now"). */
export function emailLinkQuery(
  request: Request,
  check: (link: { email: string; expires?: string; token: string }) => 'valid' | 'invalid' | 'expired',
) {
  const { searchParams } = new URL(request.url)
  const read = (name: string, max: number) => (searchParams.get(name) ?? '').slice(0, max)
  const link = { email: read('email', 254), expires: read('expires', 20), token: read('token', 100) }
  const status = searchParams.get('status')
  if (status || !link.email || !link.token) return { email: '', expires: '', token: '', status }
  const verdict = check({ ...link, expires: link.expires || undefined })
  return verdict === 'valid' ? { ...link, status: null } : { email: '', expires: '', token: '', status: verdict }
}

interface Outcome {
  title: string
  body: ReactNode
  link?: { to: string; label: string }
}

/** GET only asks, so a mail scanner that opens the link changes nothing; a plain form POSTs. */
export function EmailLinkPage({
  query: { email, expires, token, status },
  action,
  ask,
  done,
  invalid,
  expired = invalid,
}: {
  query: ReturnType<typeof emailLinkQuery>
  action: string
  ask: { icon: LucideIcon; title: string; body: ReactNode; button: string }
  done: Outcome
  invalid: Outcome
  expired?: Outcome
}) {
  const outcome =
    status === 'done'
      ? done
      : status === 'expired'
        ? expired
        : status === 'invalid' || !email || !token
          ? invalid
          : null
  const signed = new URLSearchParams({ email, ...(expires ? { expires } : {}), token })
  const Icon = outcome ? (outcome === done ? CheckCircle2 : MailX) : ask.icon
  const tone = outcome === done ? 'text-success-700' : outcome ? 'text-danger-700' : 'text-brand-600'
  return (
    <section className="container-page max-w-xl py-20 text-center">
      <Icon aria-hidden="true" className={`mx-auto size-12 ${tone}`} />
      <h1 className="mt-4 text-3xl font-bold">{outcome?.title ?? ask.title}</h1>
      <p className="mt-3 text-muted">{outcome?.body ?? ask.body}</p>
      {outcome?.link ? (
        <a href={outcome.link.to} className="btn-secondary mt-8">
          {outcome.link.label}
        </a>
      ) : null}
      {outcome ? null : (
        <form method="post" action={`${action}?${signed.toString()}`} className="mt-8">
          <button type="submit" className="btn-primary">
            {ask.button}
          </button>
        </form>
      )}
    </section>
  )
}
