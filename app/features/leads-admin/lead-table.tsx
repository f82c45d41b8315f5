import type { ReactNode } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { contactServices, optionLabel } from '#app/features/leads/lead-options.ts'
import type { ContactRow, DownloadRow, NewsletterRow } from './api.ts'
import { tableColumns, type LeadKind } from './lead-columns.ts'

/** Cells richer than their column's text, by column id. */
export type Cells<Row> = Partial<Record<string, (row: Row) => ReactNode>>

const emailLink = ({ email }: { email: string }) => (
  <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
    {email}
  </a>
)

export const contactCells: Cells<ContactRow> = {
  email: emailLink,
  services: ({ services }) =>
    services?.length ? (
      <span className="flex flex-wrap gap-1">
        {services.map((s) => (
          <Badge key={s} size="sm">
            {optionLabel(contactServices, s)}
          </Badge>
        ))}
      </span>
    ) : (
      'N/A'
    ),
}
export const newsletterCells: Cells<NewsletterRow> = { email: emailLink }
export const downloadCells: Cells<DownloadRow> = { email: emailLink }

/** A lead kind's table (spec §2 admin dashboard), from its column definitions. */
export function LeadTable<Row extends { id: number }>({
  kind,
  rows,
  cells,
  timeZone,
}: {
  kind: LeadKind<Row>
  rows: readonly Row[]
  cells: Cells<Row>
  timeZone: string
}) {
  if (rows.length === 0) return <EmptyState className="m-4">{kind.empty}</EmptyState>
  const columns = tableColumns(kind)
  return (
    <table className="w-full min-w-[720px] text-left text-sm">
      <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className="px-4 py-3 font-semibold">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.id} className="align-top hover:bg-surface/60">
            {columns.map((column) => (
              <td key={column.id} className="px-4 py-3">
                {cells[column.id]?.(row) ?? column.text(row, timeZone)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
