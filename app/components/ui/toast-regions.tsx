import type { ReactNode } from 'react'
import { mark } from '#app/lib/marks.ts'

const politeness = { status: 'polite', alert: 'assertive' } as const

/**
 * Two live regions, so an error interrupts (assertive) and a success waits its turn (polite). The
 * public pages' are empty as the server draws them: their script draws a toast in (app/islands/toast.ts).
 */
export function ToastRegions({ children }: { children?: (role: keyof typeof politeness) => ReactNode }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:justify-end print:hidden">
      {(['status', 'alert'] as const).map((role) => (
        <div
          key={role}
          role={role}
          aria-live={politeness[role]}
          aria-atomic="true"
          className="contents"
          {...mark('toastRegion', role)}
        >
          {children?.(role)}
        </div>
      ))}
    </div>
  )
}
