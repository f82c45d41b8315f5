import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/*
 * The section's top padding, as a variable so the scroll margin can subtract it: with `html`'s
 * scroll-padding clearing the sticky header (app.css), a link to `#id` puts the section's first
 * line, its heading, --anchor-gap below the header rather than the padding's height further down.
 */
const paddings = {
  lg: 'py-(--section-pad) [--section-pad:5rem]',
  md: 'py-(--section-pad) [--section-pad:4rem]',
}

/**
 * A band of a public page, named by its heading (`labelledBy`, the heading's id), with its content
 * in the page container. `id` makes it an anchor that lands its heading just below the sticky
 * header. Set the vertical padding with `padding`, not with a class, so the anchor stays right.
 */
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
