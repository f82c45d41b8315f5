import { PanelRightOpen } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { contactServices, optionLabel } from '#app/features/leads/lead-options.ts'
import type { ContactRow, DownloadRow, NewsletterRow } from './api.ts'
import { tableColumns, type LeadKind } from './lead-columns.ts'
import { ResponseTime } from './sla.tsx'
import { StatusSelect } from './status-select.tsx'

/** Cells richer than their column's text, by column id. */
export type Cells<Row> = Partial<Record<string, (row: Row) => ReactNode>>

/** What a row can do: open the person view; change a request's status. */
export interface RowActions {
  open: (email: string, requestId?: number) => void
  statusChanged: () => void
  /** the server's time, ticking, for waiting times */
  now: number
}

const emailLink = ({ email }: { email: string }) => (
  <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
    {email}
  </a>
)

const nameButton =
  (open: RowActions['open'], withRequest: boolean) =>
  (row: { id: number; firstName: string; lastName: string; email: string }) => (
    <button
      type="button"
      onClick={() => open(row.email, withRequest ? row.id : undefined)}
      className="text-left font-semibold text-ink hover:text-brand-700 hover:underline"
    >
      {row.firstName} {row.lastName}
    </button>
  )

export const contactCells = ({ open, statusChanged, now }: RowActions): Cells<ContactRow> => ({
  name: nameButton(open, true),
  email: emailLink,
  status: (c) => (
    <StatusSelect contactId={c.id} status={c.status} name={`${c.firstName} ${c.lastName}`} onChanged={statusChanged} />
  ),
  response: (c) => (
    <ResponseTime status={c.status} createdAt={c.createdAt} firstResponseAt={c.firstResponseAt} now={now} />
  ),
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
})
export const newsletterCells = (_actions: RowActions): Cells<NewsletterRow> => ({ email: emailLink })
export const downloadCells = ({ open }: RowActions): Cells<DownloadRow> => ({
  name: nameButton(open, false),
  email: emailLink,
})

/** A lead kind's table (spec §2 admin dashboard), from its column definitions. */
export function LeadTable<Row extends { id: number; email: string }>({
  kind,
  rows,
  cells,
  timeZone,
  onOpen,
}: {
  kind: LeadKind<Row>
  rows: readonly Row[]
  cells: Cells<Row>
  timeZone: string
  onOpen: (row: Row) => void
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
          <th scope="col" className="px-4 py-3 font-semibold">
            <span className="sr-only">Details</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.id} className="align-top hover:bg-surface/60" data-testid={`${kind.id}-row`}>
            {columns.map((column) => (
              <td key={column.id} className="px-4 py-3">
                {cells[column.id]?.(row) ?? column.text(row, timeZone)}
              </td>
            ))}
            <td className="px-4 py-3 text-right">
              <button
                type="button"
                onClick={() => onOpen(row)}
                aria-label={`Details for ${row.email}`}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <PanelRightOpen aria-hidden="true" className="size-4" />
                Details
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
