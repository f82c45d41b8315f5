import { NewsletterForm } from '#app/features/leads/newsletter-form.tsx'
import { rootData, seo } from '#app/lib/seo.ts'
import type { Route } from './+types/resources'
import { ResourceLibrary } from '#app/features/resources/resource-library.tsx'
import { resources } from '#content/resources.ts'

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: 'Free K-12 Cybersecurity Resources: Checklists, Templates and Playbooks | SchoolShield Cyber Advisory',
    description:
      'Fifteen free documents for school leaders: a FERPA checklist, incident response playbook, budget template, board presentation outlines, policy templates and more.',
    path: '/resources',
    siteUrl: rootData(matches).siteUrl,
  })
}

export default function ResourcesPage() {
  return (
    <>
      <section className="bg-brand-950 py-16 text-white">
        <div className="container-page max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Free resource library</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Practical security tools for K-12 leaders
          </h1>
          <p className="mt-4 text-lg text-slate-200">
            Checklists, templates and playbooks written for districts with small technology teams. Free to download and
            adapt.
          </p>
        </div>
      </section>
      <section className="container-page py-14">
        <ResourceLibrary resources={resources} />
      </section>
      <section aria-labelledby="resources-newsletter" className="bg-surface py-16">
        <div className="container-page max-w-2xl text-center">
          <h2 id="resources-newsletter" className="text-2xl font-bold tracking-tight">
            Get new resources as they are published
          </h2>
          <p className="mt-3 text-muted">
            A short monthly email for superintendents, principals, board members and IT directors.
          </p>
          <div className="mt-6 text-left">
            <NewsletterForm />
          </div>
        </div>
      </section>
    </>
  )
}
