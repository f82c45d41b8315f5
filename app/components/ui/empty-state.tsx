import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

export function EmptyState({
  action,
  className,
  children,
}: {
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('rounded-2xl border border-dashed border-slate-300 p-10 text-center', className)}>
      <p className="text-lg font-medium">{children}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  )
}
