import { Loader2 } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'

/** What stands for a read's data until it comes: its failure as an alert, else a spinner saying what loads. */
export function Loading({
  error,
  className,
  children,
}: {
  error?: Error | null
  className?: string
  children: string
}) {
  return error ? (
    <p role="alert" className={cn('text-danger-700', className)}>
      {error.message}
    </p>
  ) : (
    <p role="status" className={cn('flex items-center gap-2 text-muted', className)}>
      <Loader2 aria-hidden="true" className="size-5 animate-spin" /> {children}
    </p>
  )
}
