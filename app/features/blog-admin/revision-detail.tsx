import { RotateCcw } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useToast } from '#app/components/ui/toast.tsx'
import type { DiffPart } from '#app/features/blog/revision.ts'
import { ApiError, failureToast } from '#app/lib/api-client.ts'
import { dateTime } from '#app/lib/dates.ts'
import { useRestoreRevision, useRevision, type AdminPost, type Revision } from './api.ts'

const REMOVED = 'rounded-sm bg-red-100 px-0.5 text-red-950 line-through decoration-2'
const ADDED = 'rounded-sm bg-green-100 px-0.5 text-green-950 underline decoration-2 underline-offset-2'

export const KIND: Record<Revision['kind'], string> = {
  created: 'Created',
  saved: 'Saved',
  autosaved: 'Autosaved',
  restored: 'Restored',
  kept: 'Kept after a conflict',
}

export function RevisionDetail({
  post,
  revisionId,
  timeZone,
  mayReplaceForm,
  onRestored,
}: {
  post: AdminPost
  revisionId: number | null
  timeZone: string
  mayReplaceForm: () => boolean
  onRestored: (post: AdminPost) => void
}) {
  const { toast } = useToast()
  const detail = useRevision(post.id, revisionId)
  const restore = useRestoreRevision(post.id)
  const heading = useRef<HTMLHeadingElement>(null)
  const loaded = detail.data?.revision.id
  useEffect(() => {
    if (loaded !== undefined) heading.current?.focus()
  }, [loaded])
  if (revisionId === null) {
    return <p className="text-sm text-muted">Choose a revision to see how it differs from the current text.</p>
  }
  if (detail.isPending) {
    return (
      <p role="status" className="text-sm text-muted">
        Comparing with the current text…
      </p>
    )
  }
  if (detail.isError) {
    return (
      <p role="alert" className="text-sm">
        {(detail.error instanceof ApiError && detail.error.message) || 'We could not load this revision.'}
      </p>
    )
  }
  const { revision, changes } = detail.data
  const restorable = changes.some((change) => change.restored)

  /** Awaits the call: `mutate`'s callbacks are dropped if this panel unmounts, and the form would miss it. */
  async function restoreIt() {
    if (!mayReplaceForm()) return
    const answer = await restore
      .mutateAsync({ revisionId: revision.id, version: post.version })
      .catch((error: unknown) => toast(failureToast('Restore Failed', error)))
    if (answer) onRestored(answer.post)
  }

  return (
    <div>
      {/* Focused when it loads: a screen reader hears which revision this is and how much differs. */}
      <h4 ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {KIND[revision.kind]} {dateTime(revision.savedAt, timeZone)} by {revision.savedBy}, compared with the current
        text:{' '}
        {changes.length === 0
          ? 'no differences'
          : changes.length === 1
            ? '1 field differs'
            : `${changes.length} fields differ`}
      </h4>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm">This revision is the same as the post now.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">
            <del className={REMOVED}>Struck through</del>: only in this revision.{' '}
            <ins className={ADDED}>Underlined</ins>: only in the current text.
          </p>
          <dl className="mt-3 space-y-4">
            {changes.map((change) => (
              <div key={change.field}>
                <dt className="text-sm font-semibold">
                  {change.label}
                  {change.restored ? null : (
                    <span className="font-normal text-muted"> (Restore keeps the current one)</span>
                  )}
                </dt>
                <dd className="mt-1 rounded-lg border border-line bg-white p-3 text-sm break-words whitespace-pre-wrap">
                  <DiffText parts={change.parts} />
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          onClick={() => void restoreIt()}
          disabled={!restorable || restore.isPending}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {restore.isPending ? 'Restoring…' : 'Restore this revision'}
        </button>
        <p className="text-sm text-muted">
          {restorable
            ? 'Restoring brings back its words as a new revision; the URL, status, date and featured setting stay as they are.'
            : 'Its words are the same as now: there is nothing to restore.'}
        </p>
      </div>
    </div>
  )
}

/** Readable without colour: removed words struck through, added ones underlined. */
function DiffText({ parts }: { parts: DiffPart[] }) {
  return parts.map((part, i) => {
    if (part.op === 'skip')
      return (
        <span key={i} className="text-muted italic">
          [… {part.words.toLocaleString('en-US')} unchanged words …]
        </span>
      )
    if (part.op === 'same') return <span key={i}>{part.text}</span>
    const Mark = part.op === 'removed' ? 'del' : 'ins'
    return (
      <Mark key={i} className={part.op === 'removed' ? REMOVED : ADDED}>
        <span className="sr-only">[{part.op}: </span>
        {part.text}
        <span className="sr-only">]</span>
      </Mark>
    )
  })
}
