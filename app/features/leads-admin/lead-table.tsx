import { ArrowDown, ArrowUp, ArrowUpDown, PanelRightOpen } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { cn } from '#app/lib/cn.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { tableColumns, type KindColumns } from './lead-columns.ts'
import type { Cells } from './lead-cells.tsx'
import type { Order } from './list-controls.tsx'

const WIDE = '(min-width: 1024px)'
const subscribeToWidth = (change: () => void) => {
  const media = window.matchMedia(WIDE)
  media.addEventListener('change', change)
  return () => media.removeEventListener('change', change)
}
/** Reading the width in the first render made a phone's HTML differ from the server's (React error #418). */
export const useWide = () =>
  useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE).matches,
    () => true,
  )

/** All leads mixes kinds, whose ids may be the same. */
const rowKey = (row: { id: number; kind?: string }) => (row.kind ? `${row.kind}-${row.id}` : row.id)

/** A card per row on phones and tablets, where ten columns would only scroll sideways. */
export function LeadTable<Row extends { id: number; email: string; kind?: string }>({
  kind,
  rows,
  cells,
  timeZone,
  onOpen,
  order,
  onSort,
}: {
  kind: KindColumns<Row>
  rows: readonly Row[]
  cells: Cells<Row>
  timeZone: string
  onOpen: (row: Row) => void
  order?: Order
  onSort?: (order: Order) => void
}) {
  const wide = useWide()
  if (rows.length === 0) return <EmptyState className="m-4">{kind.empty}</EmptyState>
  const columns = tableColumns(kind)
  const cell = (column: (typeof columns)[number], row: Row) =>
    cells[column.id]?.(row, timeZone) ?? column.text(row, timeZone)
  const details = (row: Row, compact = false) => (
    <button
      type="button"
      onClick={() => onOpen(row)}
      aria-label={`Details for ${row.email}`}
      title="Details"
      className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <PanelRightOpen aria-hidden="true" className="size-4" />
      {compact ? null : 'Details'}
    </button>
  )
  const named = columns.some((column) => column.id === 'name')
  const title = columns.find((column) => column.id === 'name') ?? columns[0]
  const rest = columns.filter((column) => column !== title)
  const status = rest.find((c) => c.id === 'status')
  const facts = rest.filter((c) => c !== status)
  return wide ? (
    <table className="w-full text-left text-sm">
      <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
        <tr>
          {columns.map((column) => {
            const sorted = order && column.sort === order.sort ? order.dir : undefined
            const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
            return (
              <th
                key={column.id}
                scope="col"
                aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                className="px-2.5 py-3 font-semibold first:pl-4"
              >
                {column.sort && onSort ? (
                  <button
                    type="button"
                    onClick={() =>
                      onSort({
                        sort: column.sort!,
                        dir: sorted ? (sorted === 'asc' ? 'desc' : 'asc') : column.sort === 'date' ? 'desc' : 'asc',
                      })
                    }
                    className="-mx-1 inline-flex items-center gap-1 rounded px-1 tracking-wide uppercase hover:text-ink"
                  >
                    {column.header}
                    <SortIcon aria-hidden="true" className={cn('size-3.5', !sorted && 'opacity-40')} />
                  </button>
                ) : (
                  column.header
                )}
              </th>
            )
          })}
          {named ? null : (
            <th scope="col" className="px-2 py-3 font-semibold">
              <span className="sr-only">Details</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="align-top hover:bg-surface/60" data-testid={`${kind.id}-row`}>
            {columns.map((column) => (
              <td
                key={column.id}
                className={cn('px-2.5 py-3 break-words first:pl-4', column.sort === 'date' && 'whitespace-nowrap')}
              >
                {cell(column, row)}
              </td>
            ))}
            {named ? null : <td className="px-2 py-3 text-right">{details(row, true)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  ) : (
    <ul className="divide-y divide-line" aria-label={kind.label}>
      {rows.map((row) => (
        <li key={rowKey(row)} className="p-4" data-testid={`${kind.id}-row`}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0 text-base break-words">{title ? cell(title, row) : null}</div>
            {status ? cell(status, row) : null}
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
            {facts.map((column) => (
              <div key={column.id} className="contents">
                <dt className="text-muted">{column.header}</dt>
                <dd className="min-w-0 break-words">{cell(column, row)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-2 -mb-1 flex justify-end">{details(row)}</div>
        </li>
      ))}
    </ul>
  )
}
