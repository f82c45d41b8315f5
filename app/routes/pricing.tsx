import { ArrowDown, CalendarCheck, Check, Phone } from 'lucide-react'
import { rootData, seo } from '#app/lib/seo.ts'
import type { Route } from './+types/pricing'
import { Link } from 'react-router'
import { useSite } from '#app/lib/site.ts'
import { scrollBehavior } from '#app/lib/scroll.ts'
import { additionalServices, faqs, plans, whyChooseUs } from '#content/pricing.ts'

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: 'Pricing: Assessments, Virtual CISO and Board Training | SchoolShield Cyber Advisory',
    description:
      'Clear prices for K-12 districts: security assessments from $2,500, virtual CISO services at $3,500 a month, and board and cabinet training at $1,800 a session.',
    path: '/pricing',
    siteUrl: rootData(matches).siteUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    },
  })
}

export default function Pricing() {
  const site = useSite()
  return (
    <>
      <section className="bg-brand-950 py-20 text-white">
        <div className="container-page max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Pricing</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Transparent pricing built for school budgets
          </h1>
          <p className="mt-5 text-lg text-slate-200">
            Published prices, no long-term contracts, and scopes sized for smaller districts. Every engagement starts
            with a free consultation.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/#contact" className="btn-on-dark">
              <CalendarCheck aria-hidden="true" className="size-4" />
              Get Custom Quote
            </Link>
            <a
              href="#pricing-contact"
              className="btn-outline-on-dark"
              onClick={(e) => {
                e.preventDefault()
                window.scrollTo({ top: document.documentElement.scrollHeight, behavior: scrollBehavior() })
              }}
            >
              View All Services
              <ArrowDown aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="plans-heading" className="py-20">
        <div className="container-page">
          <h2 id="plans-heading" className="text-center text-3xl font-bold tracking-tight">
            Core services
          </h2>
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {plans.map((plan) => {
              const featured = Boolean(plan.badge)
              return (
                <li
                  key={plan.name}
                  className={`relative flex flex-col rounded-2xl border p-7 shadow-sm ${
                    featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line'
                  }`}
                >
                  {plan.badge ? (
                    <span className="absolute -top-3 left-7 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                      {plan.badge}
                    </span>
                  ) : null}
                  <h3 className="text-xl font-semibold">{plan.name}</h3>
                  <p className="mt-4">
                    <span className="text-4xl font-bold tracking-tight">{plan.price}</span>{' '}
                    <span className="text-sm text-muted">{plan.period}</span>
                  </p>
                  <p className="mt-4 text-sm leading-6 text-muted">{plan.description}</p>
                  <ul className="mt-6 space-y-3 text-sm">
                    {plan.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                        {f}
                      </li>
                    ))}
                  </ul>
                  <Link to="/#contact" className={`${featured ? 'btn-primary' : 'btn-secondary'} mt-8`}>
                    {plan.cta}
                  </Link>
                </li>
              )
            })}
          </ul>

          <h2 className="mt-20 text-center text-2xl font-bold tracking-tight">Additional services</h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {additionalServices.map((s) => (
              <li key={s.name} className="card flex flex-col p-6">
                <h3 className="font-semibold">{s.name}</h3>
                <p className="mt-3">
                  <span className="text-2xl font-bold">{s.price}</span>{' '}
                  <span className="text-sm text-muted">{s.period}</span>
                </p>
                <p className="mt-3 text-sm leading-6 text-muted">{s.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-brand-900 py-16 text-white">
        <div className="container-page">
          <h2 id="why-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Why districts choose us
          </h2>
          <dl className="mt-10 grid gap-6 text-center sm:grid-cols-3">
            {whyChooseUs.map((item) => (
              <div key={item.label} className="flex flex-col rounded-2xl bg-white/5 p-6">
                <dt className="order-2 mt-2 text-sm text-slate-200">{item.label}</dt>
                <dd className="order-1 text-4xl font-bold text-accent-400">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="py-20">
        <div className="container-page max-w-3xl">
          <h2 id="faq-heading" className="text-center text-3xl font-bold tracking-tight">
            Frequently asked questions
          </h2>
          <div className="mt-10 divide-y divide-line rounded-2xl border border-line">
            {faqs.map((faq) => (
              <details key={faq.question} open className="group p-6 [&_summary::-webkit-details-marker]:hidden">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                  <h3>{faq.question}</h3>
                  <span aria-hidden="true" className="text-xl text-brand-600 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <p className="mt-3 leading-7 text-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section id="pricing-contact" aria-labelledby="pricing-contact-heading" className="bg-surface py-20">
        <div className="container-page max-w-3xl text-center">
          <h2 id="pricing-contact-heading" className="text-3xl font-bold tracking-tight">
            Not sure which service fits?
          </h2>
          <p className="mt-4 text-lg text-muted">
            Tell us about your district and we will recommend a starting point and a price, in writing, before any
            commitment.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/#contact" className="btn-primary">
              Get Free Consultation
            </Link>
            <a href={site.phoneHref} className="btn-secondary">
              <Phone aria-hidden="true" className="size-4" />
              Call {site.phone}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
