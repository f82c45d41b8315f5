import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

export function PageHero({
  eyebrow,
  title,
  lead,
  aside,
  centered = false,
  glow = false,
  className,
  containerClassName,
  children,
}: {
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  aside?: ReactNode
  centered?: boolean
  glow?: boolean
  className?: string
  containerClassName?: string
  children?: ReactNode
}) {
  return (
    <section className={cn('bg-brand-950 py-16 text-white', glow && 'relative overflow-hidden', className)}>
      {glow ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(59,111,245,0.45),transparent_55%)]"
        />
      ) : null}
      <div
        className={cn('container-page', glow && 'relative', centered && 'max-w-3xl text-center', containerClassName)}
      >
        <div className={centered ? undefined : 'max-w-2xl'}>
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance first:mt-0 sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-4 text-lg leading-8 text-slate-200">{lead}</p> : null}
          {children}
        </div>
        {aside}
      </div>
    </section>
  )
}
