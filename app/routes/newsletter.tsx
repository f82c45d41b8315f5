import { ArrowRight } from 'lucide-react'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { PageSection } from '#app/components/ui/page-section.tsx'
import { requestContext, servicesContext } from '#app/context.ts'
import { leadFormAction } from '#app/features/leads/lead-form-action.server.ts'
import { NewsletterBand } from '#app/features/leads/newsletter-band.tsx'
import { longDate } from '#app/lib/dates.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/newsletter'

export const action = ({ request, context }: Route.ActionArgs) =>
  leadFormAction(request, context.get(servicesContext).leadIntake, context.get(requestContext))

export async function loader({ context }: Route.LoaderArgs) {
  const issues = await context.get(servicesContext).newsletters.archive()
  return {
    issues: issues.map((i) => ({
      subject: i.subject,
      previewText: i.previewText,
      slug: i.slug,
      sentAt: i.sentAt!.toISOString(),
    })),
  }
}

export const meta = pageMeta({
  title: 'Newsletter Archive',
  description:
    'Every monthly briefing for K-12 leaders: new threats, policy changes and one practical step to take, in the order we sent them.',
  path: '/newsletter',
})

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  const { issues } = loaderData
  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="The monthly briefing"
        lead="A short email for superintendents, board members and IT directors: new threats, policy changes and one practical step to take. Here is every issue we have sent."
      />
      <PageSection labelledBy="issues-heading" padding="md" containerClassName="max-w-3xl">
        <h2 id="issues-heading" className="text-2xl font-bold tracking-tight">
          Past issues
        </h2>
        {issues.length === 0 ? (
          <EmptyState className="mt-6">The first issue has not gone out yet. Subscribe below to receive it.</EmptyState>
        ) : (
          <ol className="mt-6 grid gap-4">
            {issues.map((issue) => (
              <li key={issue.slug} className="card p-6">
                <p className="text-sm text-muted">
                  <time dateTime={issue.sentAt}>{longDate(issue.sentAt, site.timeZone)}</time>
                </p>
                <h3 className="mt-1 text-lg font-semibold">
                  <a href={`/newsletter/${issue.slug}`} className="hover:underline">
                    {issue.subject}
                  </a>
                </h3>
                {issue.previewText ? <p className="mt-2 text-sm text-muted">{issue.previewText}</p> : null}
                <a
                  href={`/newsletter/${issue.slug}`}
                  className="btn-ghost mt-3 px-0 hover:bg-transparent hover:underline"
                >
                  Read this issue
                  <span className="sr-only">: {issue.subject}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </li>
            ))}
          </ol>
        )}
      </PageSection>
      <SubscribeBand />
    </>
  )
}

export function SubscribeBand() {
  return (
    <NewsletterBand
      title="Get the next issue by email"
      lead="One practical email a month. We confirm your address first, never track opens, and you can unsubscribe with one click."
      action="/newsletter"
    />
  )
}
