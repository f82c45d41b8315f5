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

export const RESOURCE_PAGE_SIZE = 6

/** Spec §9: matches title or description, case-insensitive. */
export function filterResources(list: readonly ResourceEntry[], query: string): ResourceEntry[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...list]
  return list.filter((r) => r.title.toLowerCase().includes(q) || r.description.toLowerCase().includes(q))
}

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
  const [chosen, setChosen] = useState<ResourceEntry | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const filtered = useMemo(() => filterResources(resources, query), [resources, query])
  const totalPages = Math.max(1, Math.ceil(filtered.length / RESOURCE_PAGE_SIZE))
  const visible = filtered.slice((page - 1) * RESOURCE_PAGE_SIZE, page * RESOURCE_PAGE_SIZE)

  function changeQuery(value: string) {
    setQuery(value)
    setPage(1)
  }

  return (
    <div ref={listRef}>
      <SearchInput
        label="Search resources"
        value={query}
        onChange={changeQuery}
        placeholder="Search checklists, templates and guides"
        className="mx-auto max-w-xl"
      />
      <p className="mt-4 text-center text-sm text-muted" aria-live="polite">
        {filtered.length === resources.length
          ? `${resources.length} free resources`
          : `${filtered.length} of ${resources.length} resources match`}
      </p>

      {filtered.length === 0 ? (
        <EmptyState
          className="mt-10"
          action={
            <button type="button" className="btn-secondary" onClick={() => changeQuery('')}>
              <X aria-hidden="true" className="size-4" />
              Clear Search
            </button>
          }
        >
          No resources found matching your search.
        </EmptyState>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((r) => {
            const reviewed = reviewedAt[r.slug]
            return (
              <ResourceCard
                key={r.slug}
                resource={r}
                heading="h2"
                data-testid="resource-card"
                action={
                  <button
                    type="button"
                    className="btn-primary w-full"
                    aria-label={`Download Free: ${r.title}`}
                    onClick={() => setChosen(r)}
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
      )}

      <Pagination
        current={page}
        total={totalPages}
        label="Resource pages"
        onChange={(p) => {
          setPage(p)
          listRef.current?.scrollIntoView({ block: 'start' })
        }}
      />

      <Dialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen ? `Download: ${chosen.title}` : 'Download'}
        description="Tell us who you are and the PDF downloads right away. We use your details to follow up about this resource only."
      >
        {chosen ? (
          <ResourceDownloadForm
            resourceTitle={chosen.title}
            onDone={() => setChosen(null)}
            onCancel={() => setChosen(null)}
          />
        ) : null}
      </Dialog>
    </div>
  )
}
