import { ArrowRight, CalendarCheck, CheckCircle2, Clock, FileDown, Mail, Phone } from 'lucide-react'
import { rootData, seo, SITE_NAME } from '#app/lib/seo.ts'
import type { Route } from './+types/home'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { SectionLink } from '#app/components/layout/section-link.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { ContactForm } from '#app/features/leads/contact-form.tsx'
import { NewsletterForm } from '#app/features/leads/newsletter-form.tsx'
import { scrollToSection } from '#app/lib/scroll.ts'
import { useSite } from '#app/lib/site.ts'
import { about } from '#content/about.ts'
import { resources } from '#content/resources.ts'
import { hero, services } from '#content/services.ts'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl } = rootData(matches)
  return seo({
    title: 'K-12 Cybersecurity Consulting for School Districts | SchoolShield Cyber Advisory',
    description:
      'Virtual CISO services, board and staff training, compliance support and security assessments for smaller K-12 school districts. Schedule a free consultation.',
    path: '/',
    siteUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: SITE_NAME,
      url: siteUrl,
      logo: `${siteUrl}/icon-512.png`,
      image: `${siteUrl}/og-image.png`,
      description: hero.subheading,
      areaServed: 'US',
      audience: { '@type': 'Audience', audienceType: 'K-12 school district leaders' },
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Cybersecurity services for K-12 districts',
        itemListElement: services.map((s) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: s.title, description: s.description },
        })),
      },
    },
  })
}

/** Spec §2: on load the home page scrolls to any anchor in the URL after 100 ms. */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) return
    const timer = setTimeout(() => scrollToSection(id), 100)
    return () => clearTimeout(timer)
  }, [])
}

export default function Home() {
  useScrollToHash()
  const site = useSite()
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(59,111,245,0.45),transparent_55%)]"
        />
        <div className="container-page relative grid gap-12 py-20 sm:py-24 lg:grid-cols-[1.25fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{hero.eyebrow}</p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{hero.heading}</h1>
            <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-200">{hero.subheading}</p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <SectionLink section="contact" className="btn-on-dark">
                <CalendarCheck aria-hidden="true" className="size-4" />
                Schedule Consultation
              </SectionLink>
              <SectionLink section="services" className="btn-outline-on-dark">
                View Services
                <ArrowRight aria-hidden="true" className="size-4" />
              </SectionLink>
            </div>
            <p className="mt-6 flex items-center gap-2 text-sm text-slate-300">
              <Clock aria-hidden="true" className="size-4" />
              {site.replyPromise}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1">
            {about.stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-white/15 bg-white/5 p-3 sm:p-6">
                <dt className="text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
                <dd className="mt-1 text-xl font-bold tracking-tight sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="services" aria-labelledby="services-heading" className="scroll-mt-20 bg-surface py-20">
        <div className="container-page">
          <div className="max-w-2xl">
            <p className="eyebrow">Services</p>
            <h2 id="services-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              Security leadership sized for your district
            </h2>
            <p className="mt-4 text-lg text-muted">
              Six ways we help superintendents, boards and technology teams reduce risk without adding headcount.
            </p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.id} className="card flex flex-col p-6">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={service.icon} />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{service.description}</p>
                <ul className="mt-4 space-y-2 text-sm">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <SectionLink
                  section="contact"
                  className="btn-ghost mt-auto self-start px-0 pt-6 hover:bg-transparent hover:underline"
                >
                  Learn More<span className="sr-only"> about {service.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SectionLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 py-20">
        <div className="container-page grid gap-12 lg:grid-cols-2">
          <div>
            <p className="eyebrow">About</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {about.heading}
            </h2>
            {about.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 leading-7 text-muted">
                {p}
              </p>
            ))}
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {about.credentials.map((c) => (
                <li key={c} className="flex gap-2 text-sm">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  {c}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <dl className="grid grid-cols-3 gap-3 rounded-2xl bg-brand-950 p-5 text-white sm:gap-4 sm:p-6">
              {about.stats.map((stat) => (
                <div key={stat.label}>
                  <dt className="text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
                  <dd className="mt-1 text-xl font-bold sm:text-3xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-8 text-lg font-semibold">Why districts choose us</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {about.reasons.map((reason) => (
                <li key={reason.title} className="card p-5">
                  <p className="font-semibold">{reason.title}</p>
                  <p className="mt-1.5 text-sm leading-6 text-muted">{reason.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section id="resources" aria-labelledby="resources-heading" className="scroll-mt-20 bg-surface py-20">
        <div className="container-page">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <p className="eyebrow">Free resources</p>
              <h2 id="resources-heading" className="mt-2 text-3xl font-bold tracking-tight">
                Checklists, templates and playbooks you can use this week
              </h2>
            </div>
            <Link to="/resources" className="btn-secondary self-start sm:self-auto">
              Browse all {resources.length} resources
            </Link>
          </div>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {resources.slice(0, 3).map((r) => (
              <li key={r.slug} className="card flex flex-col p-6">
                <span className="grid size-11 place-items-center rounded-xl bg-accent-500/10 text-accent-600">
                  <Icon name={r.icon} className="size-5" />
                </span>
                <h3 className="mt-4 font-semibold">{r.title}</h3>
                <p className="mt-2 text-sm leading-6 text-muted">{r.description}</p>
                <Link
                  to="/resources"
                  className="btn-ghost mt-auto self-start px-0 pt-4 hover:bg-transparent hover:underline"
                >
                  <FileDown aria-hidden="true" className="size-4" />
                  Get it free<span className="sr-only">: {r.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <p className="eyebrow">Free consultation</p>
            <h2 id="contact-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              Talk through your district's priorities
            </h2>
            <p className="mt-4 leading-7 text-muted">
              A 30-minute conversation about where your district stands, what to do first and what it would cost. No
              obligation and no sales pressure.
            </p>
            <ul className="mt-8 space-y-4 text-sm">
              <li className="flex items-center gap-3">
                <Clock aria-hidden="true" className="size-5 text-brand-600" />
                {site.replyPromise}
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden="true" className="size-5 text-brand-600" />
                <a href={site.phoneHref} className="font-medium text-brand-700 hover:underline">
                  {site.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail aria-hidden="true" className="size-5 text-brand-600" />
                <a href={`mailto:${site.email}`} className="font-medium text-brand-700 hover:underline">
                  {site.email}
                </a>
              </li>
            </ul>
          </div>
          <div className="card p-6 sm:p-8">
            <ContactForm />
          </div>
        </div>
      </section>

      <section
        id="newsletter"
        aria-labelledby="newsletter-heading"
        className="scroll-mt-20 bg-brand-900 py-16 text-white"
      >
        <div className="container-page grid gap-8 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Stay ahead of threats to your schools
            </h2>
            <p className="mt-3 text-slate-200">
              A short monthly briefing for K-12 leaders: new threats, policy changes and one practical step to take.
            </p>
          </div>
          <NewsletterForm tone="dark" />
        </div>
      </section>
    </>
  )
}
