/**
 * Spec §9: one toast at a time, for 5000 ms; drawn by toast.tsx, and by app/islands/toast.ts without
 * React. The wait pauses while read, and `persist` keeps it until dismissed (WCAG 2.2.1, decision 59).
 */
export const TOAST_DURATION_MS = 5000
/** A toast's link (`link`), drawn alike by toast.tsx and the islands' toast. */
export const TOAST_LINK_CLASS = 'mt-2 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  /** what it says is found nowhere else (a next step, what became of the reader's text): it stays until dismissed */
  persist?: boolean
  /** a next step the message offers (a consultation request's "Pick a time for the call") */
  link?: { href: string; label: string }
}

/**
 * Closes a toast `ms` after it appeared unless someone is reading it: the wait stops while the
 * pointer is over it or the focus is in it, and starts again in full once both have left (WCAG
 * 2.2.1: the reader can make the time longer just by pointing at it). Returns the stop, for a
 * toast replaced or closed first.
 */
export function closeWhenUnread(card: HTMLElement, ms: number, close: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let [pointed, focused] = [false, false]
  const wait = () => {
    clearTimeout(timer)
    if (!pointed && !focused) timer = setTimeout(close, ms)
  }
  const handlers = {
    pointerenter: () => ((pointed = true), wait()),
    pointerleave: () => ((pointed = false), wait()),
    focusin: () => ((focused = true), wait()),
    focusout: (event: Event) => ((focused = card.contains((event as FocusEvent).relatedTarget as Node | null)), wait()),
  }
  for (const [type, handler] of Object.entries(handlers)) card.addEventListener(type, handler)
  wait()
  return () => {
    clearTimeout(timer)
    for (const [type, handler] of Object.entries(handlers)) card.removeEventListener(type, handler)
  }
}
