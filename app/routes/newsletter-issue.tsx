import { ArrowLeft } from 'lucide-react'
import { data } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { SLUG_PATTERN } from '#app/features/blog/slug.ts'
import { longDate } from '#app/lib/dates.ts'
import { rootData, seo } from '#app/lib/seo.ts'
import { useSite } from '#app/lib/site.ts'
import { SubscribeBand } from './newsletter.tsx'
import type { Route } from './+types/newsletter-issue'

export async function loader({ params, context }: Route.LoaderArgs) {
  const { newsletters } = context.get(servicesContext)
  const issue = SLUG_PATTERN.test(params.slug) ? await newsletters.findArchived(params.slug) : null
  if (!issue) return data({ issue: null }, { status: 404 })
  return {
    issue: {
      subject: issue.subject,
      previewText: issue.previewText,
      slug: issue.slug,
      body: issue.body,
      sentAt: issue.startedAt!.toISOString(),
    },
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { siteUrl, site } = rootData(matches)
  const issue = loaderData?.issue
  if (!issue)
    return seo({
      title: 'Newsletter Not Found',
      description: 'Newsletter',
      path: '/newsletter',
      siteUrl,
      site,
      noindex: true,
    })
  return seo({
    title: `${issue.subject} | Newsletter`,
    description: issue.previewText || `The ${site.businessName} monthly briefing for K-12 leaders.`,
    path: `/newsletter/${issue.slug}`,
    siteUrl,
    site,
    type: 'article',
  })
}

export default function NewsletterIssuePage({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  const { issue } = loaderData
  if (!issue) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight">Newsletter Not Found</h1>
        <p className="mt-4 text-muted">This issue does not exist, or is not in the public archive.</p>
        <a href="/newsletter" className="btn-primary mt-8">
          <ArrowLeft aria-hidden="true" className="size-4" />
          All issues
        </a>
      </section>
    )
  }
  return (
    <>
      <article className="pb-16">
        <header className="bg-brand-950 py-12 text-white sm:py-16">
          <div className="container-page max-w-3xl">
            <a
              href="/newsletter"
              className="inline-flex items-center gap-2 text-sm font-medium text-slate-200 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              All issues
            </a>
            <p className="mt-6 text-sm text-slate-300">
              {site.businessName} newsletter ·{' '}
              <time dateTime={issue.sentAt}>{longDate(issue.sentAt, site.timeZone)}</time>
            </p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{issue.subject}</h1>
          </div>
        </header>
        <div className="container-page max-w-3xl">
          <div className="prose-post mt-8" dangerouslySetInnerHTML={{ __html: issue.body }} />
        </div>
      </article>
      <SubscribeBand />
    </>
  )
}
