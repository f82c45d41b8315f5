import { Loader2, X } from 'lucide-react'
import { useEffect, useId, useRef, type ReactNode } from 'react'

/** Native <dialog>: the browser traps focus, closes on Escape and returns focus. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  size = 'md',
  keepContent = false,
  children,
}: {
  open: boolean
  size?: 'md' | 'lg'
  onClose: () => void
  title: string
  description?: ReactNode
  /** for a page without React, whose script opens the dialog the server drew (decision 31) */
  keepContent?: boolean
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement
      dialog.showModal()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  // close() hands focus back by itself; a dialog that is simply unmounted while open (the leads'
  // person view) would leave it on <body>, so it is handed back here.
  useEffect(
    () => () => {
      const element = opener.current
      const lost = !document.activeElement || document.activeElement === document.body
      if (lost && element instanceof HTMLElement && element.isConnected) element.focus()
    },
    [],
  )

  // A click on the backdrop closes, as a convenience for pointer users; keyboard users have Escape.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // A close we did not ask for (a form with method=dialog). The close event of our own close()
      // arrives a task later: by then a quick reopen (Enter right after Escape) has the dialog open
      // again, and that late event must not shut it.
      onClose={(e) => {
        if (!e.currentTarget.open) onClose()
      }}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose()
      }}
      className={`m-auto w-[calc(100%-2rem)] ${size === 'lg' ? 'max-w-3xl' : 'max-w-lg'} rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60`}
    >
      {open || keepContent ? (
        <div className="max-h-[90dvh] overflow-y-auto p-6 sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold tracking-tight">
              {title}
            </h2>
            <button
              type="button"
              data-dialog-close=""
              onClick={onClose}
              className="-m-2 rounded-lg p-2 text-muted hover:bg-surface hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-1.5 text-sm text-muted">
              {description}
            </div>
          ) : null}
          <div className="mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}

/** A question before an action: the answer that leaves things as they are, and the action's button. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  keep = 'Cancel',
  action,
  danger = false,
  busy = false,
  onConfirm,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  description: ReactNode
  keep?: string
  action: ReactNode
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  /** above the buttons: what it acts on, or a notice */
  children?: ReactNode
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      {children ? <div className="mb-6">{children}</div> : null}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {keep}
        </button>
        <button
          type="button"
          className={danger ? 'btn bg-danger-700 text-white hover:bg-danger-600' : 'btn-primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {action}
        </button>
      </div>
    </Dialog>
  )
}
