import { Loader2 } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'
import type { LeadKind, LeadTab } from '#app/features/leads/lead-kinds.ts'
import { useLeadList, type AllLeadsRow, type LeadRow } from './api.ts'
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
import { ListFooter, SortSelect, type Order } from './list-controls.tsx'
import { listQuery, PAGE_SIZE, writeView, type ListView } from './use-list-state.ts'

interface ListConfig<Row> {
  cells: (actions: RowActions) => Cells<Row>
  open: (row: Row, actions: RowActions) => void
}
type AnyRow = { id: number; email: string }
const openPerson = (row: AnyRow, actions: RowActions) => actions.open(row.email)

const lists: { [K in LeadKind]: ListConfig<LeadRow<K>> } & { all: ListConfig<AllLeadsRow> } = {
  all: {
    cells: allLeadsCells,
    open: (row, actions) => actions.open(row.email, row.kind === 'contacts' ? row.id : undefined),
  },
  contacts: { cells: contactCells, open: (row, actions) => actions.open(row.email, row.id) },
  newsletters: { cells: newsletterCells, open: openPerson },
  downloads: { cells: downloadCells, open: openPerson },
  quizReports: { cells: quizReportCells, open: openPerson },
  meetings: { cells: meetingCells, open: openPerson },
}

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
  const config = lists[list] as unknown as ListConfig<AnyRow>
  const kind = tabColumns[list] as unknown as KindColumns<AnyRow>
  const answer = useLeadList(list, listQuery(view))
  const rows = (answer.data as Record<LeadTab | 'leads', AnyRow[]> | undefined)?.[list === 'all' ? 'leads' : list]

  if (!answer.data && answer.error) {
    return (
      <p role="alert" className="m-4 text-danger-700">
        {answer.error.message}
      </p>
    )
  }
  if (!answer.data || !rows) {
    return (
      <div className="flex items-center justify-center gap-2 p-12 text-muted" role="status">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading leads...
      </div>
    )
  }
  return (
    <div aria-busy={answer.isFetching} className={cn('transition-opacity', answer.isFetching && 'opacity-60')}>
      <SortSelect kind={kind} order={view.order} onChange={onOrder} />
      <LeadTable
        kind={kind}
        rows={rows}
        cells={config.cells(actions)}
        timeZone={timeZone}
        onOpen={(row) => config.open(row, actions)}
        order={view.order}
        onSort={onOrder}
      />
      <ListFooter
        total={answer.data.total}
        page={view.page}
        pageSize={PAGE_SIZE}
        onPage={onPage}
        hrefFor={(page) => `?${writeView({ ...view, page }).toString()}`}
        label={kind.label}
      />
    </div>
  )
}
