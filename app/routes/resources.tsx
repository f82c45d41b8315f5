import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PageSection } from '#app/components/ui/page-section.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { NewsletterForm } from '#app/features/leads/newsletter-form.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { ResourceLibrary } from '#app/features/resources/resource-library.tsx'
import { resources } from '#content/resources.ts'
import { resourceReviewDates } from '#app/features/resources/review-dates.server.ts'
import { requestContext, servicesContext } from '#app/context.ts'
import { leadFormAction } from '#app/features/leads/lead-form-action.server.ts'
import type { Route } from './+types/resources'

export const meta = pageMeta({
  title: 'Free K-12 Cybersecurity Resources: Checklists, Templates and Playbooks',
  description:
    'Fifteen free documents for school leaders: a FERPA checklist, incident response playbook, budget template, board presentation outlines, policy templates and more.',
  path: '/resources',
})

export const loader = () => ({ reviewedAt: resourceReviewDates })

export const action = ({ request, context }: Route.ActionArgs) =>
  leadFormAction(request, context.get(servicesContext).leadIntake, context.get(requestContext))

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        centered
        eyebrow="Free resource library"
        title="Practical security tools for K-12 leaders"
        lead="Checklists, templates and playbooks written for districts with small technology teams. Free to download and adapt."
      />
      <section className="container-page py-14">
        <ResourceLibrary resources={resources} reviewedAt={loaderData.reviewedAt} />
      </section>
      <PageSection
        id="newsletter"
        labelledBy="resources-newsletter"
        padding="md"
        className="bg-surface"
        containerClassName="max-w-2xl"
      >
        <SectionHeading
          id="resources-newsletter"
          centered
          size="md"
          title="Get new resources as they are published"
          lead="A short monthly email for superintendents, principals, board members and IT directors."
        />
        <div className="mt-6">
          <NewsletterForm action="/resources" />
        </div>
      </PageSection>
    </>
  )
}
