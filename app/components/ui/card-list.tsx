import type { ReactNode } from 'react'
import { EmptyState } from './empty-state.tsx'

/** An admin's list of cards: a skeleton while it loads, a failure said as one, else its items or what its emptiness means. */
export function CardList<T>({
  noun,
  items,
  loading,
  failed,
  empty,
  children,
}: {
  /** "posts": in "Loading posts" and "The posts could not be loaded" */
  noun: string
  items: readonly T[]
  loading: boolean
  failed: boolean
  empty: ReactNode
  /** one <li> */
  children: (item: T) => ReactNode
}) {
  if (loading) {
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
  if (failed) {
    return (
      <p role="alert" className="mt-4 text-danger-700">
        The {noun} could not be loaded. Please reload the page to try again.
      </p>
    )
  }
  if (!items.length) return <EmptyState className="mt-4">{empty}</EmptyState>
  return <ul className="mt-4 grid gap-4">{items.map(children)}</ul>
}
