import { Download, X } from 'lucide-react'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { SearchInput } from '#app/components/ui/search-input.tsx'
import { resourcePagePath } from '#app/features/leads/lead-forms.ts'
import { mark } from '#app/lib/marks.ts'
import type { ResourceEntry } from '#content/types.ts'
import type { ReviewDate } from './review-dates.server.ts'
import { ResourceCard } from './resource-card.tsx'
import { ResourceDownloadForm } from './resource-download-form.tsx'
import { RESOURCE_PAGES_LABEL, resourceCount, resourcePage, resourcePageCount } from './resource-list.ts'

/** Does nothing: the closed dialog's controls are the page script's (app/islands/resources.ts). */
const scriptOwned = () => {}

/** Page 1 of an empty search; the script works on this markup (decision 31), without it every card shows (decision 33). */
export function ResourceLibrary({
  resources,
  reviewedAt = {},
}: {
  resources: readonly ResourceEntry[]
  reviewedAt?: Readonly<Record<string, ReviewDate>>
}) {
  const visible = new Set(resourcePage(resources, 1))
  return (
    <div {...mark('resourceLibrary')}>
      <SearchInput
        label="Search resources"
        placeholder="Search checklists, templates and guides"
        className="mx-auto max-w-xl noscript:hidden"
      />
      <p className="mt-4 text-center text-sm text-muted" aria-live="polite" {...mark('resourceCount')}>
        {resourceCount(resources.length, resources.length)}
      </p>

      <div className="mt-10" hidden {...mark('resourceEmpty')}>
        <EmptyState
          action={
            <button type="button" className="btn-secondary">
              <X aria-hidden="true" className="size-4" />
              Clear Search
            </button>
          }
        >
          No resources found matching your search.
        </EmptyState>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {resources.map((r) => {
          const reviewed = reviewedAt[r.slug]
          return (
            <ResourceCard
              key={r.slug}
              resource={r}
              heading="h2"
              className={visible.has(r) ? undefined : 'script:hidden'}
              data-testid="resource-card"
              {...mark('resourceCard', r.title)}
              {...mark('resourceDescription', r.description)}
              action={
                <a
                  href={resourcePagePath(r.slug)}
                  className="btn-primary w-full"
                  aria-label={`Download Free: ${r.title}`}
                  {...mark('download')}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download Free
                </a>
              }
            >
              {reviewed ? (
                <p className="mt-3 text-xs text-muted">
                  Last reviewed: <time dateTime={reviewed.date}>{reviewed.label}</time>
                </p>
              ) : null}
            </ResourceCard>
          )
        })}
      </ul>

      <div className="noscript:hidden" {...mark('resourcePages')}>
        <Pagination current={1} total={resourcePageCount(resources.length)} label={RESOURCE_PAGES_LABEL} />
      </div>

      <Dialog
        open={false}
        onClose={scriptOwned}
        keepContent
        title="Download"
        description="Tell us who you are and the PDF downloads right away. We use your details to follow up about this resource only."
      >
        <ResourceDownloadForm resourceTitle="" />
      </Dialog>
    </div>
  )
}
