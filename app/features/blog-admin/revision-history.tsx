import { History } from 'lucide-react'
import { useId, useState } from 'react'
import { dateTime } from '#app/lib/dates.ts'
import { useRevisions, type AdminPost, type Revision } from './api.ts'
import { KIND, RevisionDetail } from './revision-detail.tsx'

export function RevisionHistory({
  post,
  timeZone,
  mayReplaceForm,
  onRestored,
}: {
  post: AdminPost
  timeZone: string
  /** asks first when unsaved typing would be replaced */
  mayReplaceForm: () => boolean
  onRestored: (post: AdminPost) => void
}) {
  const headingId = useId()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const [selected, setSelected] = useState<number | null>(null)
  const list = useRevisions(post.id, open)
  const revisions = list.data?.revisions ?? []
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          Revision history
        </h3>
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <History aria-hidden="true" className="size-4" />
          {open ? 'Hide history' : 'Show history'}
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">
        Every save keeps a revision, with who saved it and when; a draft&apos;s autosaves share one revision for ten
        minutes. The 50 most recent revisions of a post are kept, and older ones are deleted as new ones are saved.
      </p>
      <div id={panelId} hidden={!open} className="mt-4">
        {!open ? null : list.isPending ? (
          <p role="status" className="text-sm text-muted">
            Loading the history…
          </p>
        ) : list.isError ? (
          <div role="alert" className="text-sm">
            <p>We could not load the history.</p>
            <button type="button" className="btn-secondary mt-2" onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
            <ol aria-label="Revisions, newest first" className="max-h-[28rem] space-y-2 overflow-y-auto pr-1">
              {revisions.map((revision) => (
                <li key={revision.id}>
                  <button
                    type="button"
                    aria-pressed={selected === revision.id}
                    onClick={() => setSelected(revision.id)}
                    className="w-full rounded-lg border border-line bg-white px-3 py-2 text-left hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                  >
                    <span className="block font-medium">{dateTime(revision.savedAt, timeZone)}</span>
                    <span className="block text-sm text-muted">
                      {KIND[revision.kind]} by {revision.savedBy}
                      {isCurrent(revision, post) ? ' · current version' : ''}
                    </span>
                    <span className="block truncate text-sm">{revision.title}</span>
                  </button>
                </li>
              ))}
            </ol>
            <RevisionDetail
              post={post}
              revisionId={selected}
              timeZone={timeZone}
              mayReplaceForm={mayReplaceForm}
              onRestored={(restored) => {
                setSelected(null)
                onRestored(restored)
              }}
            />
          </div>
        )}
      </div>
    </section>
  )
}

const isCurrent = (revision: Revision, post: AdminPost) => revision.kind !== 'kept' && revision.version === post.version
