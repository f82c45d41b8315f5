import { Clock } from 'lucide-react'
import { useId, useLayoutEffect, useRef } from 'react'

interface Action {
  label: string
  onClick: () => void
  busy?: boolean
}

/** Focus goes to the main button when it opens or changes, and back when it closes; Escape never signs out. */
export function IdleDialog({
  variant,
  title,
  description,
  timeLeft,
  announcement = '',
  error,
  onEscape,
  primary,
  secondary,
}: {
  variant: 'idle' | 'session_limit' | 'ended'
  title: string
  description: string
  timeLeft?: { seen: string; spoken: string }
  announcement?: string
  error?: string | null
  onEscape: () => void
  primary: Action
  secondary: Action
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const primaryRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const timeId = useId()
  const leaving = useRef(false)

  useLayoutEffect(() => {
    const dialog = ref.current!
    const opener = document.activeElement
    leaving.current = false
    if (!dialog.open) dialog.showModal()
    return () => {
      leaving.current = true
      const hadFocus = dialog.contains(document.activeElement)
      if (dialog.open) dialog.close()
      if (hadFocus && opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])
  useLayoutEffect(() => {
    primaryRef.current?.focus()
  }, [variant])

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={timeLeft ? `${descriptionId} ${timeId}` : descriptionId}
      data-testid="idle-warning"
      onCancel={(event) => {
        event.preventDefault()
        onEscape()
      }}
      onClose={(event) => {
        // A close the browser made anyway (a second Escape without a click between): same as Escape.
        if (leaving.current || !event.currentTarget.isConnected) return
        event.currentTarget.showModal()
        onEscape()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-7">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800"
          >
            <Clock className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={titleId} className="text-xl font-bold tracking-tight">
              {title}
            </h2>
            <p id={descriptionId} className="mt-1.5 text-sm text-muted">
              {description}
            </p>
          </div>
        </div>
        {timeLeft ? (
          <p id={timeId} className="mt-5 rounded-xl bg-surface px-4 py-3 text-center">
            <span className="block text-sm font-medium text-muted">Time left</span>
            <span aria-hidden="true" className="block text-4xl font-bold tabular-nums" data-testid="idle-countdown">
              {timeLeft.seen}
            </span>
            <span className="sr-only">{timeLeft.spoken}</span>
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {error ? (
          <p role="alert" className="mt-4 text-sm font-medium text-danger-700">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={secondary.onClick}>
            {secondary.label}
          </button>
          <button
            type="button"
            ref={primaryRef}
            className="btn-primary"
            onClick={primary.onClick}
            aria-disabled={primary.busy ? true : undefined}
          >
            {primary.label}
          </button>
        </div>
      </div>
    </dialog>
  )
}
