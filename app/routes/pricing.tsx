import { ArrowDown, CalendarCheck, Check, Phone } from 'lucide-react'
import { pageMeta } from '#app/lib/seo.ts'
import { mark } from '#app/lib/marks.ts'
import { faqPageJsonLd } from '#app/lib/structured-data.ts'
import type { ReactNode } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PageSection } from '#app/components/ui/page-section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { cn } from '#app/lib/cn.ts'
import { useSite } from '#app/lib/site.ts'
import { additionalServices, faqs, plans, whyChooseUs } from '#content/pricing.ts'

export const meta = pageMeta({
  title: 'Pricing: Assessments, Virtual CISO and Board Training',
  description:
    'Clear prices for K-12 districts: security assessments from $2,500, virtual CISO services at $3,500 a month, and board and cabinet training at $1,800 a session.',
  path: '/pricing',
  jsonLd: faqPageJsonLd(faqs),
})

/** A priced service: a core plan (`large`, with its features and call to action) or an add-on. */
function PriceCard({
  service,
  large = false,
  className,
  children,
}: {
  service: { name: string; price: string; period: string; description: string; badge?: string }
  large?: boolean
  className?: string
  children?: ReactNode
}) {
  return (
    <li className={cn('relative flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm', className)}>
      {service.badge ? (
        <Badge tone="solid" className="absolute -top-3 left-7">
          {service.badge}
        </Badge>
      ) : null}
      <h3 className={cn('font-semibold', large && 'text-xl')}>{service.name}</h3>
      <p className={large ? 'mt-4' : 'mt-3'}>
        <span className={cn('font-bold tracking-tight', large ? 'text-4xl' : 'text-2xl')}>{service.price}</span>{' '}
        <span className="text-sm text-muted">{service.period}</span>
      </p>
      <p className={cn('text-sm leading-6 text-muted', large ? 'mt-4' : 'mt-3')}>{service.description}</p>
      {children}
    </li>
  )
}

export default function Pricing() {
  const site = useSite()
  return (
    <>
      <PageHero
        centered
        eyebrow="Pricing"
        title="Transparent pricing built for school budgets"
        lead="Published prices, no long-term contracts, and scopes sized for smaller districts. Every engagement starts with a free consultation."
        className="py-20"
      >
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/#contact" className="btn-on-dark">
            <CalendarCheck aria-hidden="true" className="size-4" />
            Get Custom Quote
          </a>
          <a href="#pricing-contact" className="btn-outline-on-dark" {...mark('scrollToEnd')}>
            View All Services
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
      </PageHero>

      <PageSection labelledBy="plans-heading">
        <SectionHeading id="plans-heading" centered title="Core services" />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => {
            const featured = Boolean(plan.badge)
            return (
              <PriceCard
                key={plan.name}
                large
                service={plan}
                className={cn('p-7', featured && 'border-brand-600 ring-2 ring-brand-600')}
              >
                <ul className="mt-6 space-y-3 text-sm">
                  {plan.features.map((f) => (
                    <li key={f} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                      {f}
                    </li>
                  ))}
                </ul>
                <a href="/#contact" className={`${featured ? 'btn-primary' : 'btn-secondary'} mt-8`}>
                  {plan.cta}
                </a>
              </PriceCard>
            )
          })}
        </ul>

        <SectionHeading centered size="md" title="Additional services" className="mt-20" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {additionalServices.map((service) => (
            <PriceCard key={service.name} service={service} />
          ))}
        </ul>
      </PageSection>

      <PageSection labelledBy="why-heading" padding="md" className="bg-brand-900 text-white">
        <SectionHeading id="why-heading" centered size="md" title="Why districts choose us" />
        <dl className="mt-10 grid gap-6 text-center sm:grid-cols-3">
          {whyChooseUs.map((item) => (
            <div key={item.label} className="flex flex-col rounded-2xl bg-white/5 p-6">
              <dt className="order-2 mt-2 text-sm text-slate-200">{item.label}</dt>
              <dd className="order-1 text-4xl font-bold text-accent-400">{item.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection labelledBy="faq-heading" containerClassName="max-w-3xl">
        <SectionHeading id="faq-heading" centered title="Frequently asked questions" />
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
      </PageSection>

      <PageSection
        id="pricing-contact"
        labelledBy="pricing-contact-heading"
        className="bg-surface"
        containerClassName="text-center"
      >
        <SectionHeading
          id="pricing-contact-heading"
          centered
          title="Not sure which service fits?"
          lead="Tell us about your district and we will recommend a starting point and a price, in writing, before any commitment."
        />
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/#contact" className="btn-primary">
            Get Free Consultation
          </a>
          <a href={site.phoneHref} className="btn-secondary">
            <Phone aria-hidden="true" className="size-4" />
            Call {site.phone}
          </a>
        </div>
      </PageSection>
    </>
  )
}
