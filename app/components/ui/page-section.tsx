import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/**
 * A band of a public page, named by its heading (`labelledBy`, the heading's id), with its content
 * in the page container. `id` makes it an anchor that clears the sticky header.
 */
export function PageSection({
  id,
  labelledBy,
  className,
  containerClassName,
  children,
}: {
  id?: string
  labelledBy: string
  className?: string
  containerClassName?: string
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('scroll-mt-20 py-20', className)}>
      <div className={cn('container-page', containerClassName)}>{children}</div>
    </section>
  )
}
