import { Download, X } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { SearchInput } from '#app/components/ui/search-input.tsx'
import type { ResourceEntry } from '#content/types.ts'
import type { ReviewDate } from './review-dates.server.ts'
import { ResourceCard } from './resource-card.tsx'
import { ResourceDownloadForm } from './resource-download-form.tsx'
import {
  downloadDialogTitle,
  filterResources,
  RESOURCE_PAGES_LABEL,
  resourceCount,
  resourcePage,
  resourcePageCount,
} from './resource-list.ts'

/**
 * Spec §9's resource library: search, pages of six and the download dialog. Every card is drawn
 * and those off the page are `hidden`, the empty state and the closed dialog's form are drawn
 * too, so the page served without React can do the same with the server's HTML
 * (app/islands/resources.ts reads the `data-resource-*` marks; docs/decisions/0031).
 */
export function ResourceLibrary({
  resources,
  reviewedAt = {},
}: {
  resources: readonly ResourceEntry[]
  /** by resource slug: when each document was last checked (review-dates.server.ts) */
  reviewedAt?: Readonly<Record<string, ReviewDate>>
}) {
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  // The resource of the dialog, and which opening of it: a fresh form each time it opens, and the
  // reply to an earlier opening's request (still on its way) closes nothing.
  const [chosen, setChosen] = useState<{ resource: ResourceEntry; opening: number } | null>(null)
  const openings = useRef(0)
  const close = (opening?: number) => setChosen((c) => (opening === undefined || c?.opening === opening ? null : c))
  const listRef = useRef<HTMLDivElement>(null)
  const filtered = useMemo(() => filterResources(resources, query), [resources, query])
  const visible = new Set(resourcePage(filtered, page))

  function changeQuery(value: string) {
    setQuery(value)
    setPage(1)
  }

  return (
    <div ref={listRef} data-resource-library="">
      <SearchInput
        label="Search resources"
        value={query}
        onChange={changeQuery}
        placeholder="Search checklists, templates and guides"
        className="mx-auto max-w-xl"
      />
      <p className="mt-4 text-center text-sm text-muted" aria-live="polite" data-resource-count="">
        {resourceCount(filtered.length, resources.length)}
      </p>

      <div className="mt-10" hidden={filtered.length > 0} data-resource-empty="">
        <EmptyState
          action={
            <button type="button" className="btn-secondary" onClick={() => changeQuery('')}>
              <X aria-hidden="true" className="size-4" />
              Clear Search
            </button>
          }
        >
          No resources found matching your search.
        </EmptyState>
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" hidden={filtered.length === 0}>
        {resources.map((r) => {
          const reviewed = reviewedAt[r.slug]
          return (
            <ResourceCard
              key={r.slug}
              resource={r}
              heading="h2"
              hidden={!visible.has(r)}
              data-testid="resource-card"
              data-title={r.title}
              data-description={r.description}
              action={
                <button
                  type="button"
                  className="btn-primary w-full"
                  aria-label={`Download Free: ${r.title}`}
                  onClick={() => setChosen({ resource: r, opening: ++openings.current })}
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download Free
                </button>
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

      <div data-resource-pages="">
        <Pagination
          current={page}
          total={resourcePageCount(filtered.length)}
          label={RESOURCE_PAGES_LABEL}
          onChange={(p) => {
            setPage(p)
            listRef.current?.scrollIntoView({ block: 'start' })
          }}
        />
      </div>

      <Dialog
        open={chosen !== null}
        onClose={() => close()}
        keepContent
        title={chosen ? downloadDialogTitle(chosen.resource.title) : 'Download'}
        description="Tell us who you are and the PDF downloads right away. We use your details to follow up about this resource only."
      >
        <ResourceDownloadForm
          key={chosen?.opening ?? 0}
          resourceTitle={chosen?.resource.title ?? ''}
          onDone={() => close(chosen?.opening)}
          onCancel={() => close()}
        />
      </Dialog>
    </div>
  )
}
