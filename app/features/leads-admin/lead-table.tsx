import { ArrowDown, ArrowUp, ArrowUpDown, PanelRightOpen } from 'lucide-react'
import { useSyncExternalStore, type ReactNode } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { cn } from '#app/lib/cn.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { contactServices, optionLabel } from '#app/features/leads/lead-options.ts'
import type { LeadKind } from '#app/features/leads/lead-kinds.ts'
import type { LeadStatus } from '#app/features/leads/lead-status.ts'
import type { AllLeadsRow, ContactRow, DownloadRow, MeetingRow, NewsletterRow, QuizReportRow } from './api.ts'
import { meetingStates, subscriberStatus, tableColumns, type KindColumns } from './lead-columns.ts'
import type { Order } from './list-controls.tsx'
import { ResponseTime } from './sla.tsx'
import { StatusSelect } from './status-select.tsx'

export type Cells<Row> = Partial<Record<string, (row: Row, timeZone: string) => ReactNode>>

export interface RowActions {
  open: (email: string, requestId?: number) => void
  now: number
}

const emailLink = ({ email }: { email: string }) => (
  <span className="inline-block min-w-40">
    <a href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
      {email}
    </a>
  </span>
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

type Named = { id: number; email: string; firstName?: string | null; lastName?: string | null }
const personName = (row: Named) => (row.firstName ? `${row.firstName} ${row.lastName}` : row.email)
const pipelineCell = (kind: LeadKind) => (row: Named & { leadStatus: LeadStatus }) => (
  <StatusSelect kind={kind} id={row.id} status={row.leadStatus} name={personName(row)} />
)

export const contactCells = ({ open, now }: RowActions): Cells<ContactRow> => ({
  name: nameButton(open, true),
  email: emailLink,
  status: (c) => (
    <span className="flex flex-col items-start gap-1.5">
      <StatusSelect kind="contacts" id={c.id} status={c.status} name={`${c.firstName} ${c.lastName}`} />
      <ResponseTime status={c.status} createdAt={c.createdAt} firstResponseAt={c.firstResponseAt} now={now} />
    </span>
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
export const newsletterCells = (_actions: RowActions): Cells<NewsletterRow> => ({
  email: emailLink,
  status: (n, timeZone) => (
    <span className="flex flex-col items-start gap-0.5">
      <span>{subscriberStatus(n, timeZone)}</span>
      {n.bounceReason ? (
        <span className="line-clamp-3 text-xs break-words text-muted" title={n.bounceReason}>
          {n.bounceReason}
        </span>
      ) : null}
    </span>
  ),
  leadStatus: pipelineCell('newsletters'),
})
export const downloadCells = ({ open }: RowActions): Cells<DownloadRow> => ({
  name: nameButton(open, false),
  email: emailLink,
  leadStatus: pipelineCell('downloads'),
})

export const quizReportCells = ({ open }: RowActions): Cells<QuizReportRow> => ({
  name: nameButton(open, false),
  email: emailLink,
  leadStatus: pipelineCell('quizReports'),
})

/** The name opens the person; a subscriber has only the address, which opens them too. */
export const allLeadsCells = ({ open }: RowActions): Cells<AllLeadsRow> => ({
  name: (row) => (
    <span className="flex min-w-40 flex-col items-start gap-0.5">
      <button
        type="button"
        onClick={() => open(row.email, row.kind === 'contacts' ? row.id : undefined)}
        className="text-left font-semibold break-all text-ink hover:text-brand-700 hover:underline"
      >
        {personName(row)}
      </button>
      {row.firstName ? emailLink(row) : null}
    </span>
  ),
  status: (row) => <StatusSelect kind={row.kind} id={row.id} status={row.status} name={personName(row)} />,
})

/** The consultant's confirmation is a meeting's first response (decision 40). */
export const meetingCells = ({ open, now }: RowActions): Cells<MeetingRow> => ({
  name: nameButton(open, false),
  email: emailLink,
  status: (m) => (
    <span className="flex flex-col items-start gap-1.5">
      <span>{meetingStates[m.status]}</span>
      {m.status === 'cancelled' ? null : (
        <ResponseTime status="new" createdAt={m.createdAt} firstResponseAt={m.confirmedAt} now={now} />
      )}
    </span>
  ),
})

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

/** A card per row on phones and tablets, where ten columns would only scroll sideways. */
/** All leads mixes kinds, whose ids may be the same. */
const rowKey = (row: { id: number; kind?: string }) => (row.kind ? `${row.kind}-${row.id}` : row.id)

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
