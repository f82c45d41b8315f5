import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

const titleSizes = { lg: 'text-3xl sm:text-4xl', md: 'text-2xl sm:text-3xl' }

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  size = 'lg',
  centered = false,
  onDark = false,
  className,
}: {
  id?: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  size?: keyof typeof titleSizes
  centered?: boolean
  onDark?: boolean
  className?: string
}) {
  return (
    <div className={cn('max-w-2xl', centered && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className={cn('mt-2 font-bold tracking-tight text-balance first:mt-0', titleSizes[size])}>
        {title}
      </h2>
      {lead ? <p className={cn('mt-4 text-lg', onDark ? 'text-slate-200' : 'text-muted')}>{lead}</p> : null}
    </div>
  )
}
