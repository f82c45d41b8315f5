import type { HTMLAttributes } from 'react'
import { cn } from '#app/lib/cn.ts'
import { mark } from '#app/lib/marks.ts'

/**
 * A field's error message; nothing when there is none. Give it an `id` and point the control's
 * aria-describedby at it (the field shell in field.tsx does both). Marked, so the public pages'
 * script can take back the messages the server drew (app/islands/lead-form.ts).
 */
export function FieldError({ className, children, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  if (!children) return null
  return (
    <p className={cn('mt-1.5 text-sm font-medium text-danger-700', className)} {...mark('fieldError')} {...props}>
      {children}
    </p>
  )
}
