import { useId } from 'react'
import { Pagination } from '#app/components/ui/pagination.tsx'
import type { LeadSort } from '#app/features/leads/lead.schema.ts'
import { tableColumns, type KindColumns } from './lead-columns.ts'

export interface Order {
  sort: LeadSort
  dir: 'asc' | 'desc'
}

export function sortChoices<Row>(kind: KindColumns<Row>) {
  return tableColumns(kind).flatMap((column) => {
    if (!column.sort) return []
    const dated = column.sort === 'date'
    return [
      {
        value: `${column.sort}:${dated ? 'desc' : 'asc'}`,
        label: `${column.header}, ${dated ? 'newest' : 'A to Z'} first`,
      },
      {
        value: `${column.sort}:${dated ? 'asc' : 'desc'}`,
        label: `${column.header}, ${dated ? 'oldest' : 'Z to A'} first`,
      },
    ]
  })
}

/** On phones and tablets, where the cards have no column headers to click. */
export function SortSelect<Row>({
  kind,
  order,
  onChange,
}: {
  kind: KindColumns<Row>
  order: Order
  onChange: (order: Order) => void
}) {
  const id = useId()
  return (
    <div className="flex items-center justify-end gap-2 border-b border-line px-4 py-2 lg:hidden">
      <label htmlFor={id} className="text-sm text-muted">
        Sort
      </label>
      <select
        id={id}
        value={`${order.sort}:${order.dir}`}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split(':') as [LeadSort, 'asc' | 'desc']
          onChange({ sort, dir })
        }}
        className="min-h-10 rounded-lg border border-slate-500 bg-white px-2 text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none"
      >
        {sortChoices(kind).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ListFooter({
  total,
  page,
  pageSize,
  onPage,
  hrefFor,
  label,
}: {
  total: number
  page: number
  pageSize: number
  onPage: (page: number) => void
  hrefFor?: (page: number) => string
  label: string
}) {
  if (total === 0) return null
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  const n = (value: number) => value.toLocaleString('en-US')
  return (
    <div className="flex flex-col items-center gap-2 border-t border-line px-4 pt-3 pb-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted" aria-live="polite">
        Showing {n(first)}–{n(last)} of {n(total)}
      </p>
      <div className="[&>nav]:mt-0">
        <Pagination current={page} total={pages} onChange={onPage} hrefFor={hrefFor} label={`${label} pages`} />
      </div>
    </div>
  )
}
