import { KeyRound } from 'lucide-react'
import { useEffect, useId, useRef } from 'react'

/** A signing secret, shown the one time it exists in plain text; focus moves to it so it is read out. */
export function SecretOnce({ secret, note, onDone }: { secret: string; note: string; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Two secrets can show at once (one added, one rotated): each heading its own id.
  const headingId = useId()
  useEffect(() => heading.current?.focus(), [secret])
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="flex items-center gap-2 font-bold text-amber-900">
        <KeyRound aria-hidden="true" className="size-4" />
        Copy the signing secret now: it is not shown again
      </h3>
      <p className="mt-2 text-amber-900">{note}</p>
      <p className="mt-2 rounded bg-white p-2 font-mono text-xs break-all" data-testid="webhook-secret">
        {secret}
      </p>
      <button type="button" className="btn-secondary mt-3" onClick={onDone}>
        I have copied it
      </button>
    </section>
  )
}
