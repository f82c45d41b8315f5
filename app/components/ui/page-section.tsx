import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

// A variable so the scroll margin can subtract it: a link to `#id` lands the heading just below the sticky header.
const paddings = {
  lg: 'py-(--section-pad) [--section-pad:5rem]',
  md: 'py-(--section-pad) [--section-pad:4rem]',
}

/** Set the vertical padding with `padding`, not with a class, so the anchor stays right. */
export function PageSection({
  id,
  labelledBy,
  padding = 'lg',
  className,
  containerClassName,
  children,
}: {
  id?: string
  labelledBy: string
  padding?: keyof typeof paddings
  className?: string
  containerClassName?: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn('scroll-mt-[calc(-1*var(--section-pad))]', paddings[padding], className)}
    >
      <div className={cn('container-page', containerClassName)}>{children}</div>
    </section>
  )
}
