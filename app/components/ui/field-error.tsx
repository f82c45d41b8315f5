import type { HTMLAttributes } from 'react'
import { cn } from '#app/lib/cn.ts'
import { mark } from '#app/lib/marks.ts'

/** Marked, so app/islands/lead-form.ts can take back the messages the server drew. */
export function FieldError({ className, children, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  if (!children) return null
  return (
    <p className={cn('mt-1.5 text-sm font-medium text-danger-700', className)} {...mark('fieldError')} {...props}>
      {children}
    </p>
  )
}
