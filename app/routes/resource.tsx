import { CheckCircle2, Download } from 'lucide-react'
import { data } from 'react-router'
import { requestContext, servicesContext } from '#app/context.ts'
import { PageHero } from '#app/components/ui/page-hero.tsx'
import { resourcePagePath, resourcePdf } from '#app/features/leads/lead-forms.ts'
import { leadFormAction } from '#app/features/leads/lead-form-action.server.ts'
import { ResourceDownloadForm } from '#app/features/resources/resource-download-form.tsx'
import { resourceReviewDates } from '#app/features/resources/review-dates.server.ts'
import { rootData, seo } from '#app/lib/seo.ts'
import { downloadDialogTitle } from '#app/features/resources/resource-list.ts'
import { resources } from '#content/resources.ts'
import type { Route } from './+types/resource'

/** The library's Download Free links here without a script (decision 33); `?ready` after the form's redirect. */
export function loader({ params, request }: Route.LoaderArgs) {
  const resource = resources.find((r) => r.slug === params.slug)
  if (!resource) throw data(null, { status: 404 })
  return {
    resource,
    reviewed: resourceReviewDates[resource.slug] ?? null,
    ready: new URL(request.url).searchParams.has('ready'),
  }
}

export const action = ({ request, context }: Route.ActionArgs) =>
  leadFormAction(request, context.get(servicesContext).leadIntake, context.get(requestContext))

export function meta({ loaderData: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }]
  return seo({
    title: `${loaded.resource.title} (free PDF)`,
    description: loaded.resource.description,
    path: resourcePagePath(loaded.resource.slug),
    ...rootData(matches),
  })
}

export default function ResourcePage({ loaderData: { resource, reviewed, ready } }: Route.ComponentProps) {
  const [href, fileName] = resourcePdf(resource.title)
  return (
    <>
      <PageHero
        eyebrow="Free resource"
        title={resource.title}
        lead={resource.description}
        containerClassName="max-w-3xl"
      >
        {reviewed ? (
          <p className="mt-4 text-sm text-slate-300">
            Last reviewed: <time dateTime={reviewed.date}>{reviewed.label}</time>
          </p>
        ) : null}
      </PageHero>
      <section className="container-page max-w-3xl py-14" id="download" aria-labelledby="download-heading">
        {ready ? (
          <div className="card p-6 text-center sm:p-10">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success-700" />
            <h2 id="download-heading" className="mt-4 text-2xl font-bold">
              Download Ready!
            </h2>
            <p className="mt-2 text-muted">Your resource is being prepared for download.</p>
            <a href={href} download={fileName} className="btn-primary mt-8">
              <Download aria-hidden="true" className="size-4" />
              Download {resource.title} (PDF)
            </a>
            <p className="mt-6 text-sm">
              <a href="/resources" className="font-medium text-brand-700 underline">
                Back to the resource library
              </a>
            </p>
          </div>
        ) : (
          <div className="card p-6 sm:p-8">
            <h2 id="download-heading" className="text-xl font-bold">
              {downloadDialogTitle(resource.title)}
            </h2>
            <p className="mt-1.5 mb-6 text-sm text-muted">
              Tell us who you are and the PDF downloads right away. We use your details to follow up about this resource
              only.
            </p>
            <ResourceDownloadForm resourceTitle={resource.title} action={resourcePagePath(resource.slug)} />
          </div>
        )}
      </section>
    </>
  )
}
