import { X } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'

import { ToastRegions } from './toast-regions.tsx'
import { closeWhenUnread, TOAST_DURATION_MS, TOAST_LINK_CLASS, type ToastMessage } from './toast-message.ts'

type ToastState = ToastMessage & { id: number }

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null)

export function useToast() {
  const toast = useContext(ToastContext)
  if (!toast) throw new Error('useToast must be used within a ToastProvider')
  return { toast }
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null)
  const counter = useRef(0)
  const toast = useCallback((message: ToastMessage) => {
    counter.current += 1
    setCurrent({ ...message, id: counter.current })
  }, [])

  const region = current?.variant === 'destructive' ? 'alert' : 'status'
  return (
    <ToastContext.Provider value={toast}>
      {children}
      <ToastRegions>
        {(role) => (current && role === region ? <ToastCard toast={current} onClose={() => setCurrent(null)} /> : null)}
      </ToastRegions>
    </ToastContext.Provider>
  )
}

/** One toast: closed after 5 s nobody spends reading it, or kept until dismissed (toast-message.ts). */
function ToastCard({ toast, onClose }: { toast: ToastState; onClose: () => void }) {
  const destructive = toast.variant === 'destructive'
  const card = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  const { id, persist } = toast
  useEffect(() => {
    if (!card.current || persist) return
    return closeWhenUnread(card.current, TOAST_DURATION_MS, () => close.current())
  }, [id, persist])
  return (
    <div
      ref={card}
      data-testid="toast"
      data-variant={toast.variant ?? 'default'}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
        destructive ? 'border-danger-700 bg-danger-700 text-white' : 'border-line bg-white text-ink'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? (
          <p className={`mt-1 text-sm ${destructive ? 'text-red-50' : 'text-muted'}`}>{toast.description}</p>
        ) : null}
        {toast.link ? (
          <a href={toast.link.href} className={TOAST_LINK_CLASS}>
            {toast.link.label}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className={`-m-1 rounded p-1 ${destructive ? 'text-white hover:bg-white/15' : 'text-muted hover:bg-surface'}`}
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </div>
  )
}
