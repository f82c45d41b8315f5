/**
 * Spec §9: at most one toast at a time, shown for 5000 ms by default; default and destructive
 * variants. Drawn by toast.tsx, and by app/islands/toast.ts on the home page without React.
 */
export const TOAST_DURATION_MS = 5000
/** A toast's link (`link`), drawn alike by toast.tsx and the islands' toast. */
export const TOAST_LINK_CLASS = 'mt-2 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800'

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  duration?: number
  /** a next step the message offers (a consultation request's "Pick a time for the call") */
  link?: { href: string; label: string }
}
