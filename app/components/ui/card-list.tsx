import type { ReactNode } from 'react'
import { EmptyState } from './empty-state.tsx'

export function CardList<T>({
  noun,
  items,
  query,
  empty,
  children,
}: {
  /** "posts": in "Loading posts" and "The posts could not be loaded" */
  noun: string
  items: readonly T[]
  /** the list's read: a failure with nothing to show is said as one, not as an empty list */
  query: { isPending: boolean; isError: boolean; data?: unknown }
  empty: ReactNode
  /** one <li> */
  children: (item: T) => ReactNode
}) {
  if (query.isPending) {
    return (
      <ul className="mt-4 grid gap-4" aria-busy="true" aria-label={`Loading ${noun}`}>
        {[0, 1].map((i) => (
          <li key={i} className="card animate-pulse p-6">
            <div className="h-5 w-1/2 rounded bg-slate-200" />
            <div className="mt-3 h-4 w-2/3 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    )
  }
  if (query.isError && !query.data) {
    return (
      <p role="alert" className="mt-4 text-danger-700">
        The {noun} could not be loaded. Please reload the page to try again.
      </p>
    )
  }
  if (!items.length) return <EmptyState className="mt-4">{empty}</EmptyState>
  return <ul className="mt-4 grid gap-4">{items.map(children)}</ul>
}

export function CardItem({
  testId,
  title,
  badges,
  actions,
  footer,
  children,
}: {
  testId: string
  title: string
  badges: ReactNode
  actions: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    <li className="card p-6" data-testid={testId}>
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold break-words">{title}</h3>
            {badges}
          </div>
          {children}
        </div>
        {actions}
      </div>
      {footer}
    </li>
  )
}
