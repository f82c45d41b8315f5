import { useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useEffect, useReducer, useRef, useState } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { SearchInput } from '#app/components/ui/search-input.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/components/ui/tabs.tsx'
import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import { allLeads, leadKindIds, leadKinds, leadTabIds, type LeadTab } from '#app/features/leads/lead-kinds.ts'
import { leadStatuses, type LeadStatus } from '#app/features/leads/lead-status.ts'
import { cn } from '#app/lib/cn.ts'
import { adminKey, useEmailStatus, useSummary } from './api.ts'
import { ExportButton } from './export-button.tsx'
import { LeadList } from './lead-list.tsx'
import { AbsorbedFloods, EmailDelivery, LeadCounts, WaitingRequests } from './lead-summary.tsx'
import type { RowActions } from './lead-cells.tsx'
import { useWide } from './lead-table.tsx'
import { PersonPanel } from './person-panel.tsx'
import { useServerNow } from './sla.tsx'
import { useListState } from './use-list-state.ts'
import { Select } from '#app/components/ui/select.tsx'

export function LeadsDashboard({ username, timeZone }: { username: string; timeZone: string }) {
  const state = useListState()
  const { view } = state
  const queryClient = useQueryClient()
  const [person, setPerson] = useState<{ email: string; requestId?: number } | null>(null)
  const summary = useSummary({ q: view.q, status: view.status })
  const emailStatus = useEmailStatus()
  const now = useServerNow(summary.data?.now)
  const actions: RowActions = { open: (email, requestId) => setPerson({ email, requestId }), now }

  const [refreshing, refresh] = useToastedAction(
    () => queryClient.invalidateQueries({ queryKey: adminKey }, { throwOnError: true }),
    {
      success: { title: 'Data Refreshed', description: 'All data has been refreshed successfully.' },
      failure: { title: 'Refresh Failed', description: 'Some data could not be loaded. Please try again.' },
    },
  )

  const matching = summary.data?.matching
  const counts: Record<LeadTab, number> | undefined = matching && {
    all: leadKindIds.reduce((sum, id) => sum + matching[id], 0),
    ...matching,
  }
  // On a phone the list comes first, in the source as on the screen (WCAG 1.3.2, 2.4.3; decision 62).
  const wide = useWide()
  // Below the list on a phone: once the waiting requests show, the reader is taken up to their tab.
  // Counted, so a press while Contact Forms already shows moves focus too.
  const focusTab = useRef(false)
  const [asked, ask] = useReducer((n: number) => n + 1, 0)
  const showWaiting = () => {
    focusTab.current = !wide
    ask()
    state.showWaiting()
  }
  useEffect(() => {
    if (!focusTab.current || view.tab !== 'contacts') return
    focusTab.current = false
    document.querySelector<HTMLElement>('#lead-tabs [role="tab"][aria-selected="true"]')?.focus()
  }, [view.tab, asked])
  const figures = (
    <section aria-label="Lead figures" className={wide ? undefined : 'mt-8'}>
      <LeadCounts totals={summary.data?.totals} />
      {summary.data ? <WaitingRequests waiting={summary.data.waiting} now={now} onShow={showWaiting} /> : null}
      {emailStatus.data ? <EmailDelivery status={emailStatus.data} /> : null}
      {summary.data ? <AbsorbedFloods floods={summary.data.floods} timeZone={timeZone} /> : null}
    </section>
  )
  return (
    <>
      <AdminHeader title="Admin Dashboard" subtitle="Manage contact submissions and leads" username={username}>
        <button type="button" className="btn-secondary" onClick={() => void refresh()} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin')} />
          Refresh
        </button>
      </AdminHeader>
      <main id="main" className="container-page py-8">
        {wide ? figures : null}
        <SearchInput
          label="Search leads"
          value={state.input}
          onChange={state.setInput}
          placeholder="Search by name, email, district..."
          className={cn('max-w-md', wide && 'mt-8')}
        />

        <Tabs
          id="lead-tabs"
          value={view.tab}
          onValueChange={(value) => state.setTab(value as LeadTab)}
          className="mt-6 card overflow-hidden"
        >
          {/* Six tabs fill a desktop's line: the filter and the export go under them. */}
          <div className="flex flex-col gap-3 border-b border-line p-3">
            <TabsList aria-label="Lead types">
              {leadTabIds.map((id) => (
                <TabsTrigger key={id} value={id}>
                  {id === 'all' ? allLeads.label : leadKinds[id].label} (
                  {counts ? counts[id].toLocaleString('en-US') : '–'})
                </TabsTrigger>
              ))}
            </TabsList>
            <div className="flex flex-wrap items-center gap-2">
              <StatusFilter status={view.status} onChange={state.setStatus} />
              {view.tab === 'all' ? null : (
                <ExportButton view={{ ...view, tab: view.tab }} typed={state.input.trim() || undefined} />
              )}
            </div>
          </div>
          {/* A panel per tab, so each tab's aria-controls names one; only the open one renders its list. */}
          {leadTabIds.map((id) => (
            <TabsContent key={id} value={id} className="overflow-x-auto">
              <LeadList
                view={view}
                actions={actions}
                timeZone={timeZone}
                onOrder={state.setOrder}
                onPage={state.setPage}
              />
            </TabsContent>
          ))}
        </Tabs>
        {wide ? null : figures}
        {person ? (
          <PersonPanel
            email={person.email}
            requestId={person.requestId}
            timeZone={timeZone}
            onClose={() => setPerson(null)}
          />
        ) : null}
      </main>
    </>
  )
}

function StatusFilter({
  status,
  onChange,
}: {
  status: LeadStatus | undefined
  onChange: (status: LeadStatus | undefined) => void
}) {
  return (
    <Select
      aria-label="Filter by status"
      value={status ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as LeadStatus | undefined)}
      className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 text-sm font-medium focus:ring-2 focus:ring-brand-500 focus:outline-none"
      options={[{ value: '', label: 'All statuses' }, ...leadStatuses]}
    />
  )
}
