import { Loading } from '#app/components/ui/loading.tsx'
import { Pagination } from '#app/components/ui/pagination.tsx'
import { cn } from '#app/lib/cn.ts'
import type { LeadKind, LeadTab } from '#app/features/leads/lead-kinds.ts'
import { useLeadList } from './api.ts'
import { tabColumns, type KindColumns } from './lead-columns.ts'
import {
  allLeadsCells,
  contactCells,
  downloadCells,
  meetingCells,
  newsletterCells,
  quizReportCells,
  type Cells,
  type RowActions,
} from './lead-cells.tsx'
import { LeadTable } from './lead-table.tsx'
import { SortSelect, type Order } from './list-controls.tsx'
import { listQuery, PAGE_SIZE, writeView, type ListView } from './use-list-state.ts'

type AnyRow = { id: number; email: string; kind?: LeadKind }
const cellsOf = {
  all: allLeadsCells,
  contacts: contactCells,
  newsletters: newsletterCells,
  downloads: downloadCells,
  quizReports: quizReportCells,
  meetings: meetingCells,
} satisfies Record<LeadTab, (actions: RowActions) => Cells<never>>

export function LeadList({
  view,
  actions,
  timeZone,
  onOrder,
  onPage,
}: {
  view: ListView
  actions: RowActions
  timeZone: string
  onOrder: (order: Order) => void
  onPage: (page: number) => void
}) {
  const list = view.tab
  const cells = cellsOf[list] as unknown as (actions: RowActions) => Cells<AnyRow>
  const kind = tabColumns[list] as unknown as KindColumns<AnyRow>
  const answer = useLeadList(list, listQuery(view))
  const rows = (answer.data as Record<LeadTab | 'leads', AnyRow[]> | undefined)?.[list === 'all' ? 'leads' : list]

  if (!answer.data || !rows) {
    return (
      <Loading error={answer.error} className="justify-center p-12">
        Loading leads...
      </Loading>
    )
  }
  const { total } = answer.data
  const n = (value: number) => value.toLocaleString('en-US')
  return (
    <div aria-busy={answer.isFetching} className={cn('transition-opacity', answer.isFetching && 'opacity-60')}>
      <SortSelect kind={kind} order={view.order} onChange={onOrder} />
      <LeadTable
        kind={kind}
        rows={rows}
        cells={cells(actions)}
        timeZone={timeZone}
        // A request opens with itself at the top.
        onOpen={(row) => actions.open(row.email, (row.kind ?? list) === 'contacts' ? row.id : undefined)}
        order={view.order}
        onSort={onOrder}
      />
      {total ? (
        <div className="flex flex-col items-center gap-2 border-t border-line px-4 pt-3 pb-4 sm:flex-row sm:justify-between">
          <p className="text-sm text-muted" aria-live="polite">
            Showing {n((view.page - 1) * PAGE_SIZE + 1)}–{n(Math.min(total, view.page * PAGE_SIZE))} of {n(total)}
          </p>
          <div className="[&>nav]:mt-0">
            <Pagination
              current={view.page}
              total={Math.max(1, Math.ceil(total / PAGE_SIZE))}
              onChange={onPage}
              hrefFor={(page) => `?${writeView({ ...view, page }).toString()}`}
              label={`${kind.label} pages`}
            />
          </div>
        </div>
      ) : null}
    </div>
  )
}
