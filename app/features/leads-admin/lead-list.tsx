import { Loader2 } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'
import {
  useLeadList,
  type ContactRow,
  type DownloadRow,
  type ListId,
  type MeetingRow,
  type NewsletterRow,
  type QuizReportRow,
} from './api.ts'
import {
  contactKind,
  downloadKind,
  meetingKind,
  newsletterKind,
  quizReportKind,
  type LeadKind,
} from './lead-columns.ts'
import {
  contactCells,
  downloadCells,
  LeadTable,
  meetingCells,
  newsletterCells,
  quizReportCells,
  type Cells,
  type RowActions,
} from './lead-table.tsx'
import { ListFooter, SortSelect, type Order } from './list-controls.tsx'
import { listQuery, PAGE_SIZE, writeView, type ListView } from './use-list-state.ts'

/** How one tab shows its rows: its columns, its richer cells, and what opens the person view. */
interface ListConfig<Row> {
  kind: LeadKind<Row>
  cells: (actions: RowActions) => Cells<Row>
  open: (row: Row, actions: RowActions) => void
}
type AnyRow = { id: number; email: string }

const lists = {
  contacts: {
    kind: contactKind,
    cells: contactCells,
    open: (row, actions) => actions.open(row.email, row.id),
  } satisfies ListConfig<ContactRow>,
  newsletters: {
    kind: newsletterKind,
    cells: newsletterCells,
    open: (row, actions) => actions.open(row.email),
  } satisfies ListConfig<NewsletterRow>,
  downloads: {
    kind: downloadKind,
    cells: downloadCells,
    open: (row, actions) => actions.open(row.email),
  } satisfies ListConfig<DownloadRow>,
  quizReports: {
    kind: quizReportKind,
    cells: quizReportCells,
    open: (row, actions) => actions.open(row.email),
  } satisfies ListConfig<QuizReportRow>,
  meetings: {
    kind: meetingKind,
    cells: meetingCells,
    open: (row, actions) => actions.open(row.email),
  } satisfies ListConfig<MeetingRow>,
}

/**
 * The open tab's page of rows, read from the server with the view's search, filter, order and page.
 * The server's answer holds the rows under the list's own name (spec §7).
 */
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
  const list: ListId = view.tab
  const config = lists[list] as unknown as ListConfig<AnyRow>
  const answer = useLeadList(list, listQuery(view))
  const rows = (answer.data as Record<ListId, AnyRow[]> | undefined)?.[list]

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
      <SortSelect kind={config.kind} order={view.order} onChange={onOrder} />
      <LeadTable
        kind={config.kind}
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
        label={config.kind.label}
      />
    </div>
  )
}
