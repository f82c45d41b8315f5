/**
 * Spec §9: at most one toast at a time, shown for 5000 ms by default; default and destructive
 * variants. Drawn by toast.tsx, and by app/islands/toast.ts on the home page without React.
 */
export const TOAST_DURATION_MS = 5000

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  duration?: number
}
