import * as Tabs from '@radix-ui/react-tabs'
import { Download, Loader2, RefreshCw } from 'lucide-react'
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react'
import { preload } from 'react-dom'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { SearchInput } from '#app/components/ui/search-input.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import { leadStatuses, type LeadStatus } from '#app/features/leads/lead-status.ts'
import { ApiError, apiRequest } from '#app/lib/api-client.ts'
import { cn } from '#app/lib/cn.ts'
import {
  exportUrl,
  listQuery,
  listUrls,
  useContacts,
  useDownloads,
  useEmailStatus,
  useNewsletters,
  useSummary,
  type Summary,
} from './api.ts'
import { contactKind, downloadKind, newsletterKind, type LeadKind } from './lead-columns.ts'
import { AbsorbedFloods, EmailDelivery, LeadCounts, WaitingRequests } from './lead-summary.tsx'
import { contactCells, downloadCells, LeadTable, newsletterCells, type Cells, type RowActions } from './lead-table.tsx'
import { ListFooter, SortSelect, type Order } from './list-controls.tsx'
import { PersonPanel } from './person-panel.tsx'
import { useServerNow } from './sla.tsx'

type KindId = LeadKind<unknown>['id']
/** Rows per page: a working day's requests at a glance, light enough for a phone. */
export const PAGE_SIZE = 25
const newestFirst: Order = { sort: 'date', dir: 'desc' }
const initialState = { q: undefined, status: undefined, order: newestFirst, page: 1, version: 0 }

// Radix writes inline styles (outline: none on the tab list, animation-duration on a panel) into
// the server-rendered HTML, which our Content-Security-Policy (style-src 'self') refuses with a
// console error. The list takes the outline from a class instead, and the panel, which has no
// animation, drops the style.
const noInlineOutline = { outline: undefined }
function TabPanel({ style: _style, ...props }: ComponentProps<'div'>) {
  return <div {...props} />
}

/** The query a list is read with: the dashboard's filter, the tab's order and page. */
interface ListState {
  q: string | undefined
  status: LeadStatus | undefined
  order: Order
  page: number
  setOrder: (order: Order) => void
  setPage: (page: number) => void
  /** bumps when Refresh is pressed */
  version: number
}

/** One tab's page of rows, read from the server when the tab is open (issue 14). */
function ListView<Row extends { id: number; email: string }>({
  kind,
  answer,
  rows,
  cells,
  state,
  timeZone,
  onOpen,
}: {
  kind: LeadKind<Row>
  answer: { data: { total: number } | null; loading: boolean; error: { message: string } | null }
  rows: readonly Row[] | undefined
  cells: Cells<Row>
  state: ListState
  timeZone: string
  onOpen: (row: Row) => void
}) {
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
    <div aria-busy={answer.loading} className={cn('transition-opacity', answer.loading && 'opacity-60')}>
      <SortSelect kind={kind} order={state.order} onChange={state.setOrder} />
      <LeadTable
        kind={kind}
        rows={rows}
        cells={cells}
        timeZone={timeZone}
        onOpen={onOpen}
        order={state.order}
        onSort={state.setOrder}
      />
      <ListFooter
        total={answer.data.total}
        page={state.page}
        pageSize={PAGE_SIZE}
        onPage={state.setPage}
        label={kind.label}
      />
    </div>
  )
}

/**
 * The first view's three reads, started by the browser as soon as the page's head arrives rather
 * than after the scripts have run (React hoists these hints into the server-rendered head); the
 * dashboard's own requests then use the answers. Only a signed-in admin's page has them.
 */
function preloadFirstView() {
  const first = {
    summary: `/api/admin/leads/summary`,
    contacts: `${listUrls.contacts}${listQuery(query(initialState, true))}`,
    email: '/api/admin/email-status',
  }
  for (const href of Object.values(first)) preload(href, { as: 'fetch', crossOrigin: 'use-credentials' })
}

const query = (state: Omit<ListState, 'setOrder' | 'setPage'>, withStatus: boolean) => ({
  q: state.q,
  status: withStatus ? state.status : undefined,
  sort: state.order.sort,
  dir: state.order.dir,
  page: state.page,
  pageSize: PAGE_SIZE,
  v: state.version || undefined,
})

function ContactsList({ state, actions, timeZone }: { state: ListState; actions: RowActions; timeZone: string }) {
  const answer = useContacts(query(state, true))
  return (
    <ListView
      kind={contactKind}
      answer={answer}
      rows={answer.data?.contacts}
      cells={contactCells(actions)}
      state={state}
      timeZone={timeZone}
      onOpen={(row) => actions.open(row.email, row.id)}
    />
  )
}
function NewslettersList({ state, actions, timeZone }: { state: ListState; actions: RowActions; timeZone: string }) {
  const answer = useNewsletters(query(state, false))
  return (
    <ListView
      kind={newsletterKind}
      answer={answer}
      rows={answer.data?.newsletters}
      cells={newsletterCells(actions)}
      state={state}
      timeZone={timeZone}
      onOpen={(row) => actions.open(row.email)}
    />
  )
}
function DownloadsList({ state, actions, timeZone }: { state: ListState; actions: RowActions; timeZone: string }) {
  const answer = useDownloads(query(state, false))
  return (
    <ListView
      kind={downloadKind}
      answer={answer}
      rows={answer.data?.downloads}
      cells={downloadCells(actions)}
      state={state}
      timeZone={timeZone}
      onOpen={(row) => actions.open(row.email)}
    />
  )
}

/** The search box's text, once typing pauses: one request per pause, not per key. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * Spec §2 admin dashboard (/admin-contacts), on the server's lists (issue 14): counts, who is
 * waiting for a reply, one search over three tabs, status filter, sortable pages, the person view,
 * and CSV export of the filtered rows.
 */
export function LeadsDashboard({ username, timeZone }: { username: string; timeZone: string }) {
  preloadFirstView()
  const { toast } = useToast()
  const [input, setInput] = useState('')
  const q = useDebounced(input.trim(), 250) || undefined
  const [tab, setTab] = useState<KindId>('contacts')
  const [status, setStatus] = useState<LeadStatus | undefined>(undefined)
  const [orders, setOrders] = useState<Record<KindId, Order>>({
    contacts: newestFirst,
    newsletters: newestFirst,
    downloads: newestFirst,
  })
  const [pages, setPages] = useState<Record<KindId, number>>({ contacts: 1, newsletters: 1, downloads: 1 })
  const [version, setVersion] = useState(0)
  const [person, setPerson] = useState<{ email: string; requestId?: number } | null>(null)
  const summary = useSummary({ q, status })
  const emailStatus = useEmailStatus()
  const now = useServerNow(summary.data?.now)

  // A new search or filter starts every list at its first page.
  const [filterKey, setFilterKey] = useState(`${q}|${status}`)
  if (filterKey !== `${q}|${status}`) {
    setFilterKey(`${q}|${status}`)
    setPages({ contacts: 1, newsletters: 1, downloads: 1 })
  }

  const actions: RowActions = {
    open: (email, requestId) => setPerson({ email, requestId }),
    // The list and the counts read again: the request may leave the filtered status.
    statusChanged: () => {
      void summary.refetch().catch(() => undefined)
      setVersion((v) => v + 1)
    },
    now,
  }
  const state = (id: KindId): ListState => ({
    q,
    status,
    order: orders[id],
    page: pages[id],
    setOrder: (order) => {
      setOrders((all) => ({ ...all, [id]: order }))
      setPages((all) => ({ ...all, [id]: 1 }))
    },
    setPage: (page) => setPages((all) => ({ ...all, [id]: page })),
    version,
  })

  const [refreshing, refresh] = useToastedAction(
    async () => {
      await Promise.all([summary.refetch(), emailStatus.refetch()])
      setVersion((v) => v + 1)
    },
    {
      success: { title: 'Data Refreshed', description: 'All data has been refreshed successfully.' },
      failure: { title: 'Refresh Failed', description: 'Some data could not be loaded. Please try again.' },
    },
  )

  const matching = summary.data?.matching
  const tabs: { id: KindId; kind: LeadKind<never>; panel: ReactNode }[] = [
    {
      id: 'contacts',
      kind: contactKind as LeadKind<never>,
      panel: <ContactsList state={state('contacts')} actions={actions} timeZone={timeZone} />,
    },
    {
      id: 'newsletters',
      kind: newsletterKind as LeadKind<never>,
      panel: <NewslettersList state={state('newsletters')} actions={actions} timeZone={timeZone} />,
    },
    {
      id: 'downloads',
      kind: downloadKind as LeadKind<never>,
      panel: <DownloadsList state={state('downloads')} actions={actions} timeZone={timeZone} />,
    },
  ]

  /**
   * The server streams the filtered, sorted rows as the spec's CSV (docs/decisions/0012): what the
   * search box holds now, even if the list has not caught up with the last keys typed.
   */
  async function exportCsv() {
    const kind = tabs.find((t) => t.id === tab)!.kind
    const current = input.trim() || undefined
    let rows = matching?.[tab] ?? 0
    if (current !== q || !matching) {
      try {
        rows = (await apiRequest<Summary>('GET', `/api/admin/leads/summary${listQuery({ q: current, status })}`))
          .matching[tab]
      } catch (error) {
        toast({
          title: 'Export Failed',
          description: error instanceof ApiError ? error.message : 'Please try again.',
          variant: 'destructive',
        })
        return
      }
    }
    if (rows === 0) {
      toast({ title: 'No Data', description: "There's no data to export.", variant: 'destructive' })
      return
    }
    const list = tab
    const link = document.createElement('a')
    link.href = exportUrl(list, {
      q: current,
      status: list === 'contacts' ? status : undefined,
      sort: orders[list].sort,
      dir: orders[list].dir,
    })
    link.download = kind.fileName
    document.body.append(link)
    link.click()
    link.remove()
    toast({
      title: 'Export Successful',
      description: `${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'} exported to ${kind.fileName}.`,
    })
  }

  function showWaiting() {
    setInput('')
    setTab('contacts')
    setStatus('new')
    setOrders((all) => ({ ...all, contacts: { sort: 'date', dir: 'asc' } }))
  }

  return (
    <>
      <AdminHeader title="Admin Dashboard" subtitle="Manage contact submissions and leads" username={username}>
        <button type="button" className="btn-secondary" onClick={refresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin')} />
          Refresh
        </button>
      </AdminHeader>
      <main id="main" className="container-page py-8">
        <LeadCounts
          contacts={summary.data?.totals.contacts}
          newsletters={summary.data?.totals.newsletters}
          downloads={summary.data?.totals.downloads}
        />
        {summary.data ? <WaitingRequests waiting={summary.data.waiting} now={now} onShow={showWaiting} /> : null}
        {emailStatus.data ? <EmailDelivery status={emailStatus.data} /> : null}
        {summary.data ? <AbsorbedFloods floods={summary.data.floods} timeZone={timeZone} /> : null}

        <SearchInput
          label="Search leads"
          value={input}
          onChange={setInput}
          placeholder="Search by name, email, district..."
          className="mt-8 max-w-md"
        />

        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as KindId)} className="mt-6 card overflow-hidden">
          <div className="flex flex-col gap-3 border-b border-line p-3 sm:flex-row sm:items-center sm:justify-between">
            <Tabs.List aria-label="Lead types" className="flex flex-wrap gap-1 outline-none" style={noInlineOutline}>
              {tabs.map((t) => (
                <Tabs.Trigger
                  key={t.id}
                  value={t.id}
                  className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-brand-600 data-[state=active]:text-white data-[state=inactive]:hover:bg-brand-50"
                >
                  {t.kind.label} ({matching ? matching[t.id].toLocaleString('en-US') : '–'})
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="flex flex-wrap items-center gap-2">
              {tab === 'contacts' ? (
                <select
                  aria-label="Filter by status"
                  value={status ?? ''}
                  onChange={(e) => setStatus((e.target.value || undefined) as LeadStatus | undefined)}
                  className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium focus:ring-2 focus:ring-brand-200 focus:outline-none"
                >
                  <option value="">All statuses</option>
                  {leadStatuses.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </select>
              ) : null}
              <button type="button" className="btn-secondary" onClick={() => void exportCsv()}>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </button>
            </div>
          </div>
          {tabs.map((t) => (
            <Tabs.Content key={t.id} value={t.id} asChild>
              <TabPanel className="overflow-x-auto focus:outline-none">{t.panel}</TabPanel>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        {person ? (
          <PersonPanel
            email={person.email}
            requestId={person.requestId}
            timeZone={timeZone}
            onClose={() => setPerson(null)}
            onChanged={actions.statusChanged}
          />
        ) : null}
      </main>
    </>
  )
}
