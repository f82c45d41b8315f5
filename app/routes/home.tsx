import { ArrowRight, CalendarCheck, CheckCircle2, Clock, FileDown, Mail, Phone } from 'lucide-react'
import { rootData, seo } from '#app/lib/seo.ts'
import { professionalServiceJsonLd } from '#app/lib/structured-data.ts'
import { requestContext, servicesContext } from '#app/context.ts'
import { leadFormAction } from '#app/features/leads/lead-form-action.server.ts'
import { resourcePagePath } from '#app/features/leads/lead-forms.ts'
import type { Route } from './+types/home'
import { SectionLink } from '#app/components/layout/section-link.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { IconCard } from '#app/components/ui/icon-card.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PageSection } from '#app/components/ui/page-section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { StatList } from '#app/components/ui/stat-list.tsx'
import { ContactForm } from '#app/features/leads/contact-form.tsx'
import { NewsletterBand } from '#app/features/leads/newsletter-band.tsx'
import { ResourceCard } from '#app/features/resources/resource-card.tsx'
import { useSite } from '#app/lib/site.ts'
import { about as defaultAbout, aboutFor } from '#content/about.ts'
import { resources } from '#content/resources.ts'
import { hero, services } from '#content/services.ts'

/** Its lead forms posted without a script (decision 33). */
export const action = ({ request, context }: Route.ActionArgs) =>
  leadFormAction(request, context.get(servicesContext).leadIntake, context.get(requestContext))

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, site } = rootData(matches)
  return seo({
    title: 'K-12 Cybersecurity Consulting for School Districts',
    description:
      'Virtual CISO services, board and staff training, compliance support and security assessments for smaller K-12 school districts. Schedule a free consultation.',
    path: '/',
    siteUrl,
    site,
    jsonLd: professionalServiceJsonLd({ siteUrl, site, description: hero.subheading, services }),
  })
}

const cardLinkClasses = 'btn-ghost px-0 hover:bg-transparent hover:underline'

export default function Home() {
  const site = useSite()
  // The consultant's name as the server resolved it (SITE_CONSULTANT_NAME), the same on both sides.
  const about = aboutFor(site.consultantName)
  return (
    <>
      <PageHero
        glow
        eyebrow={hero.eyebrow}
        title={hero.heading}
        lead={hero.subheading}
        className="py-20 sm:py-24"
        containerClassName="grid gap-12 lg:grid-cols-[1.25fr_1fr] lg:items-center"
        aside={<StatList stats={defaultAbout.stats} tiles />}
      >
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
        <p className="mt-2 text-sm text-slate-300">
          Rather pick a time yourself?{' '}
          <a href="/book" className="font-semibold text-white underline">
            Book a 30-minute call
          </a>
        </p>
      </PageHero>

      <PageSection id="services" labelledBy="services-heading" className="bg-surface">
        <SectionHeading
          id="services-heading"
          eyebrow="Services"
          title="Security leadership sized for your district"
          lead="Six ways we help superintendents, boards and technology teams reduce risk without adding headcount."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <IconCard
              key={service.id}
              icon={<Icon name={service.icon} />}
              title={service.title}
              description={service.description}
              action={
                <SectionLink section="contact" className={cardLinkClasses}>
                  Learn More<span className="sr-only"> about {service.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </SectionLink>
              }
            >
              <ul className="mt-4 space-y-2 text-sm">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </IconCard>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about" labelledBy="about-heading" containerClassName="grid gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="about-heading" eyebrow="About" title={about.heading} />
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
          <StatList stats={defaultAbout.stats} />
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
      </PageSection>

      <PageSection id="resources" labelledBy="resources-heading" className="bg-surface">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="resources-heading"
            eyebrow="Free resources"
            title="Checklists, templates and playbooks you can use this week"
          />
          <a href="/resources" className="btn-secondary self-start sm:self-auto">
            Browse all {resources.length} resources
          </a>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {resources.slice(0, 3).map((r) => (
            <ResourceCard
              key={r.slug}
              resource={r}
              tone="accent"
              action={
                <a href={resourcePagePath(r.slug)} className={cardLinkClasses}>
                  <FileDown aria-hidden="true" className="size-4" />
                  Get it free<span className="sr-only">: {r.title}</span>
                </a>
              }
            />
          ))}
        </ul>
      </PageSection>

      <PageSection id="contact" labelledBy="contact-heading" containerClassName="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="contact-heading"
            eyebrow="Free consultation"
            title="Talk through your district's priorities"
            lead="A 30-minute conversation about where your district stands, what to do first and what it would cost. No obligation and no sales pressure."
          />
          <ul className="mt-8 space-y-4 text-sm">
            {(
              [
                [Clock, site.replyPromise],
                [CalendarCheck, 'Pick a time for the call yourself', '/book'],
                [Phone, site.phone, site.phoneHref],
                [Mail, site.email, `mailto:${site.email}`],
              ] as const
            ).map(([Icon, text, href]) => (
              <li key={text} className="flex items-center gap-3">
                <Icon aria-hidden="true" className="size-5 text-brand-600" />
                {href ? (
                  <a href={href} className="font-medium text-brand-700 hover:underline">
                    {text}
                  </a>
                ) : (
                  text
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="card p-6 sm:p-8">
          <ContactForm action="/?index" />
        </div>
      </PageSection>

      <NewsletterBand
        title="Stay ahead of threats to your schools"
        lead="A short monthly briefing for K-12 leaders: new threats, policy changes and one practical step to take."
        action="/?index"
      />
    </>
  )
}
