import * as Tabs from '@radix-ui/react-tabs'
import { Download, Loader2, RefreshCw } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { SearchInput } from '#app/components/ui/search-input.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { cn } from '#app/lib/cn.ts'
import { useContacts, useDownloads, useEmailStatus, useNewsletters } from './api.ts'
import { downloadCsv } from './csv.ts'
import { contactKind, csvFields, downloadKind, matchesSearch, newsletterKind, type LeadKind } from './lead-columns.ts'
import { EmailDelivery, LeadCounts } from './lead-summary.tsx'
import { contactCells, downloadCells, LeadTable, newsletterCells, type Cells, type RowActions } from './lead-table.tsx'
import { PersonPanel } from './person-panel.tsx'
import { useServerNow } from './sla.tsx'
import { leadStatuses, type LeadStatus } from '#app/features/leads/lead-status.ts'

type KindId = LeadKind<unknown>['id']

// Radix writes inline styles (outline: none on the tab list, animation-duration on a panel) into
// the server-rendered HTML, which our Content-Security-Policy (style-src 'self') refuses with a
// console error. The list takes the outline from a class instead, and the panel, which has no
// animation, drops the style.
const noInlineOutline = { outline: undefined }
function TabPanel({ style: _style, ...props }: ComponentProps<'div'>) {
  return <div {...props} />
}

/** Spec §2 admin dashboard (/admin-contacts): counts, one search over three tabs, CSV export. */
export function LeadsDashboard({ username, timeZone }: { username: string; timeZone: string }) {
  const { toast } = useToast()
  const contacts = useContacts()
  const newsletters = useNewsletters()
  const downloads = useDownloads()
  const emailStatus = useEmailStatus()
  const [query, setQuery] = useState('')
  const [tab, setTab] = useState<KindId>('contacts')
  const [refreshing, setRefreshing] = useState(false)
  const [status, setStatus] = useState<LeadStatus | ''>('')
  const [person, setPerson] = useState<{ email: string; requestId?: number } | null>(null)
  const now = useServerNow(contacts.data?.now)
  const actions: RowActions = {
    open: (email, requestId) => setPerson({ email, requestId }),
    statusChanged: () => void contacts.refetch().catch(() => undefined),
    now,
  }

  /** A tab of one lead kind: its rows that match the search, their table and their export. */
  function leadTab<Row extends { id: number; email: string }>(
    kind: LeadKind<Row>,
    rows: readonly Row[] | undefined,
    cells: Cells<Row>,
    keep: (row: Row) => boolean = () => true,
  ) {
    const matching = (rows ?? []).filter((row) => keep(row) && matchesSearch(kind, row, query))
    return {
      id: kind.id,
      label: `${kind.label} (${matching.length})`,
      table: (
        <LeadTable
          kind={kind}
          rows={matching}
          cells={cells}
          timeZone={timeZone}
          onOpen={(row) => actions.open(row.email, kind.id === 'contacts' ? row.id : undefined)}
        />
      ),
      export: () => exportCsv(kind, matching),
    }
  }
  const tabs = [
    leadTab(contactKind, contacts.data?.contacts, contactCells(actions), (c) => !status || c.status === status),
    leadTab(newsletterKind, newsletters.data?.newsletters, newsletterCells(actions)),
    leadTab(downloadKind, downloads.data?.downloads, downloadCells(actions)),
  ]

  async function refresh() {
    setRefreshing(true)
    try {
      await Promise.all([contacts.refetch(), newsletters.refetch(), downloads.refetch(), emailStatus.refetch()])
      toast({ title: 'Data Refreshed', description: 'All data has been refreshed successfully.' })
    } catch {
      toast({
        title: 'Refresh Failed',
        description: 'Some data could not be loaded. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setRefreshing(false)
    }
  }

  function exportCsv<Row extends object>(kind: LeadKind<Row>, rows: readonly Row[]) {
    if (rows.length === 0) {
      toast({ title: 'No Data', description: "There's no data to export.", variant: 'destructive' })
      return
    }
    downloadCsv(kind.fileName, rows, csvFields(kind))
    toast({
      title: 'Export Successful',
      description: `${rows.length} ${rows.length === 1 ? 'row' : 'rows'} exported to ${kind.fileName}.`,
    })
  }

  const loading = (contacts.loading || newsletters.loading || downloads.loading) && !contacts.data

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
          contacts={contacts.data?.contacts.length}
          newsletters={newsletters.data?.newsletters.length}
          downloads={downloads.data?.downloads.length}
        />
        {emailStatus.data ? <EmailDelivery status={emailStatus.data} /> : null}

        <SearchInput
          label="Search leads"
          value={query}
          onChange={setQuery}
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
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <div className="flex flex-wrap items-center gap-2">
              {tab === 'contacts' ? (
                <select
                  aria-label="Filter by status"
                  value={status}
                  onChange={(e) => setStatus(e.target.value as LeadStatus | '')}
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
              <button type="button" className="btn-secondary" onClick={() => tabs.find((t) => t.id === tab)?.export()}>
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </button>
            </div>
          </div>
          {tabs.map((t) => (
            <Tabs.Content key={t.id} value={t.id} asChild>
              <TabPanel className="overflow-x-auto focus:outline-none">
                {loading ? (
                  <div className="flex items-center justify-center gap-2 p-12 text-muted" role="status">
                    <Loader2 aria-hidden="true" className="size-5 animate-spin" />
                    Loading leads...
                  </div>
                ) : (
                  t.table
                )}
              </TabPanel>
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
