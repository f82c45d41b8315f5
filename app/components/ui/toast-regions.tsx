import { mark } from '#app/lib/marks.ts'

const politeness = { status: 'polite', alert: 'assertive' } as const

/**
 * The public pages' two live regions for toasts, empty as the server draws them: the pages'
 * script draws a toast into one (app/islands/toast.ts). Two, so an error interrupts (assertive)
 * and a success waits its turn (polite).
 */
export function ToastRegions() {
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
        />
      ))}
    </div>
  )
}
