import { Download, Search, X } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Icon } from '#app/components/ui/icon.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import type { ResourceEntry } from '#content/types.ts'
import { ResourceDownloadForm } from './resource-download-form.tsx'

export const RESOURCE_PAGE_SIZE = 6

/** Spec §9: matches title or description, case-insensitive. */
export function filterResources(list: readonly ResourceEntry[], query: string): ResourceEntry[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...list]
  return list.filter((r) => r.title.toLowerCase().includes(q) || r.description.toLowerCase().includes(q))
}

export function ResourceLibrary({ resources }: { resources: readonly ResourceEntry[] }) {
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
      <div className="relative mx-auto max-w-xl">
        <label htmlFor="resource-search" className="sr-only">
          Search resources
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id="resource-search"
          type="search"
          value={query}
          onChange={(e) => changeQuery(e.target.value)}
          placeholder="Search checklists, templates and guides"
          className="min-h-12 w-full rounded-xl border border-slate-300 bg-white py-3 pr-3 pl-10 text-base shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <p className="mt-4 text-center text-sm text-muted" aria-live="polite">
        {filtered.length === resources.length
          ? `${resources.length} free resources`
          : `${filtered.length} of ${resources.length} resources match`}
      </p>

      {filtered.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-medium">No resources found matching your search.</p>
          <button type="button" className="btn-secondary mt-5" onClick={() => changeQuery('')}>
            <X aria-hidden="true" className="size-4" />
            Clear Search
          </button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((r) => (
            <li key={r.slug} className="card flex flex-col p-6" data-testid="resource-card">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={r.icon} />
              </span>
              <h2 className="mt-5 text-lg font-semibold">{r.title}</h2>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted">{r.description}</p>
              <button
                type="button"
                className="btn-primary mt-6"
                aria-label={`Download Free: ${r.title}`}
                onClick={() => setChosen(r)}
              >
                <Download aria-hidden="true" className="size-4" />
                Download Free
              </button>
            </li>
          ))}
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
