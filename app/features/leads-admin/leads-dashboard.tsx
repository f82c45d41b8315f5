import * as Tabs from '@radix-ui/react-tabs'
import { Download, Loader2, RefreshCw } from 'lucide-react'
import { useState, type ComponentProps } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { SearchInput } from '#app/components/ui/search-input.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import { cn } from '#app/lib/cn.ts'
import { useContacts, useDownloads, useEmailStatus, useNewsletters } from './api.ts'
import { downloadCsv } from './csv.ts'
import { contactKind, csvFields, downloadKind, matchesSearch, newsletterKind, type LeadKind } from './lead-columns.ts'
import { EmailDelivery, LeadCounts } from './lead-summary.tsx'
import { contactCells, downloadCells, LeadTable, newsletterCells, type Cells } from './lead-table.tsx'

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
  const [refreshing, refresh] = useToastedAction(
    () => Promise.all([contacts.refetch(), newsletters.refetch(), downloads.refetch(), emailStatus.refetch()]),
    {
      success: { title: 'Data Refreshed', description: 'All data has been refreshed successfully.' },
      failure: { title: 'Refresh Failed', description: 'Some data could not be loaded. Please try again.' },
    },
  )

  /** A tab of one lead kind: its rows that match the search, their table and their export. */
  function leadTab<Row extends { id: number }>(
    kind: LeadKind<Row>,
    rows: readonly Row[] | undefined,
    cells: Cells<Row>,
  ) {
    const matching = (rows ?? []).filter((row) => matchesSearch(kind, row, query))
    return {
      id: kind.id,
      label: `${kind.label} (${matching.length})`,
      table: <LeadTable kind={kind} rows={matching} cells={cells} timeZone={timeZone} />,
      export: () => exportCsv(kind, matching),
    }
  }
  const tabs = [
    leadTab(contactKind, contacts.data?.contacts, contactCells),
    leadTab(newsletterKind, newsletters.data?.newsletters, newsletterCells),
    leadTab(downloadKind, downloads.data?.downloads, downloadCells),
  ]

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
            <button type="button" className="btn-secondary" onClick={() => tabs.find((t) => t.id === tab)?.export()}>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </button>
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
      </main>
    </>
  )
}
