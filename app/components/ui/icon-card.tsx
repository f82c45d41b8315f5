import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

const tiles = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-500/10 text-accent-600',
}

/** The `action` sits at the bottom, so a row of cards lines its actions up. */
export function IconCard({
  icon,
  title,
  description,
  heading: Heading = 'h3',
  tone = 'brand',
  action,
  className,
  children,
  ...props
}: {
  icon: ReactNode
  title: ReactNode
  description?: ReactNode
  heading?: 'h2' | 'h3'
  tone?: keyof typeof tiles
  action?: ReactNode
  className?: string
  children?: ReactNode
  hidden?: boolean
  /** data-testid, and what a page's script reads (the resource library's title and description) */
  [data: `data-${string}`]: string | undefined
}) {
  return (
    <li className={cn('card flex flex-col p-6', className)} {...props}>
      <span className={cn('grid size-12 place-items-center rounded-xl', tiles[tone])}>{icon}</span>
      <Heading className="mt-5 text-lg font-semibold">{title}</Heading>
      {description ? <p className="mt-2 text-sm leading-6 text-muted">{description}</p> : null}
      {children}
      {action ? <div className="mt-auto pt-6">{action}</div> : null}
    </li>
  )
}
