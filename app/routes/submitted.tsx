import { CheckCircle2 } from 'lucide-react'
import { data } from 'react-router'
import { newsletterForm, contactForm } from '#app/features/leads/lead-forms.ts'
import type { Route } from './+types/submitted'
import { privateMeta } from '#app/lib/seo.ts'

/** Post/Redirect/Get (decision 33): a reload stores nothing twice. */
const pages = {
  consultation: {
    ...contactForm.success,
    next: 'Watch your inbox: the reply comes from us by email, or by phone if you would rather talk. Or pick a time for the call yourself now.',
    links: [
      { href: '/book', label: 'Pick a time for the call' },
      { href: '/resources', label: 'Browse the free resources' },
      { href: '/', label: 'Back to the home page' },
    ],
  },
  newsletter: {
    ...newsletterForm.success,
    next: 'If this address is new to us, look for our email and press its link to confirm: the briefing starts then.',
    links: [
      { href: '/newsletter', label: 'Read past issues' },
      { href: '/', label: 'Back to the home page' },
    ],
  },
} as const

export function loader({ params }: Route.LoaderArgs) {
  if (!Object.hasOwn(pages, params.form)) throw data(null, { status: 404 })
  return { form: params.form as keyof typeof pages }
}

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  return privateMeta(loaded?.form === 'newsletter' ? 'Subscribed' : 'Request received')({ matches })
}

export default function Submitted({ loaderData: { form } }: Route.ComponentProps) {
  const page = pages[form]
  return (
    <section className="container-page max-w-xl py-20 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
      <h1 className="mt-4 text-3xl font-bold">{page.title}</h1>
      <p className="mt-3 text-lg">{page.description}</p>
      <p className="mt-3 text-muted">{page.next}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {page.links.map((link, i) => (
          <a key={link.href} href={link.href} className={i === 0 ? 'btn-primary' : 'btn-secondary'}>
            {link.label}
          </a>
        ))}
      </div>
    </section>
  )
}
