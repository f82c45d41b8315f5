import { useId } from 'react'
import type { LeadSort } from '#app/features/leads/lead.schema.ts'
import { tableColumns, type KindColumns } from './lead-columns.ts'
import { Select } from '#app/components/ui/select.tsx'

export interface Order {
  sort: LeadSort
  dir: 'asc' | 'desc'
}

export function sortChoices<Row>(kind: KindColumns<Row>) {
  return tableColumns(kind).flatMap((column) => {
    if (!column.sort) return []
    const firsts = column.sort === 'date' ? ['desc:newest', 'asc:oldest'] : ['asc:A to Z', 'desc:Z to A']
    return firsts.map((first) => {
      const [dir, words] = first.split(':')
      return { value: `${column.sort}:${dir}`, label: `${column.header}, ${words} first` }
    })
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
      <Select
        id={id}
        value={`${order.sort}:${order.dir}`}
        onChange={(e) => {
          const [sort, dir] = e.target.value.split(':') as [LeadSort, 'asc' | 'desc']
          onChange({ sort, dir })
        }}
        className="min-h-10 rounded-lg border border-slate-500 bg-white px-2 text-sm focus:ring-2 focus:ring-brand-500 focus:outline-none"
        options={sortChoices(kind)}
      />
    </div>
  )
}
