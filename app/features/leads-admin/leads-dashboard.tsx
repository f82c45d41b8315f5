import { Download, FileText, Loader2, Mail, RefreshCw, Search, Users } from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { shortDate } from '#app/lib/dates.ts'
import {
  contactPositions,
  contactServices,
  downloadPositions,
  studentCounts,
} from '#app/features/leads/lead-options.ts'
import { useApiQuery } from '#app/lib/use-api-query.ts'
import { downloadCsv } from './csv.ts'

interface Attribution {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  referrer: string | null
}

/** First-touch attribution as one readable cell (issue 8). */
function source(a: Attribution): string {
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ')
  if (campaign) return campaign
  if (a.referrer) return a.referrer.replace(/^https?:\/\//, '')
  return 'Direct'
}

interface EmailStatus {
  pending: number
  sent: number
  failed: number
  lastFailure: { kind: string; lastError: string | null; createdAt: string } | null
}

interface ContactRow extends Attribution {
  id: number
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
  studentCount: string | null
  services: string[] | null
  message: string | null
  createdAt: string
}
interface NewsletterRow extends Attribution {
  id: number
  email: string
  createdAt: string
}
interface DownloadRow extends Attribution {
  id: number
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
  resourceTitle: string
  createdAt: string
}

type Tab = 'contacts' | 'newsletters' | 'downloads'

const label = (options: readonly { value: string; label: string }[], value: string | null) =>
  options.find((o) => o.value === value)?.label ?? value ?? ''

/** One search box filters all tabs (spec §2): name, email, district, position, resource. */
function matches(query: string, ...fields: (string | null | undefined)[]) {
  const q = query.trim().toLowerCase()
  return !q || fields.some((f) => f?.toLowerCase().includes(q))
}

export function LeadsDashboard({ username, timeZone }: { username: string; timeZone: string }) {
  const { toast } = useToast()
  const contacts = useApiQuery<{ contacts: ContactRow[] }>('/api/admin/contacts')
  const newsletters = useApiQuery<{ newsletters: NewsletterRow[] }>('/api/admin/newsletters')
  const downloads = useApiQuery<{ downloads: DownloadRow[] }>('/api/admin/resource-downloads')
  const emailStatus = useApiQuery<EmailStatus>('/api/admin/email-status')
  const [query, setQuery] = useState('')
  const [tab, setTab] = useState<Tab>('contacts')
  const [refreshing, setRefreshing] = useState(false)

  const filtered = useMemo(
    () => ({
      contacts: (contacts.data?.contacts ?? []).filter((c) =>
        matches(
          query,
          `${c.firstName} ${c.lastName}`,
          c.email,
          c.district,
          c.position,
          label(contactPositions, c.position),
        ),
      ),
      newsletters: (newsletters.data?.newsletters ?? []).filter((n) => matches(query, n.email)),
      downloads: (downloads.data?.downloads ?? []).filter((d) =>
        matches(
          query,
          `${d.firstName} ${d.lastName}`,
          d.email,
          d.district,
          d.position,
          label(downloadPositions, d.position),
          d.resourceTitle,
        ),
      ),
    }),
    [contacts.data, newsletters.data, downloads.data, query],
  )

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

  function exportCsv(kind: Tab) {
    const rows = filtered[kind] as unknown as Record<string, unknown>[]
    if (rows.length === 0) {
      toast({ title: 'No Data', description: "There's no data to export.", variant: 'destructive' })
      return
    }
    const fileName = { contacts: 'contacts.csv', newsletters: 'newsletters.csv', downloads: 'resource-downloads.csv' }[
      kind
    ]
    downloadCsv(fileName, rows)
    toast({
      title: 'Export Successful',
      description: `${rows.length} ${rows.length === 1 ? 'row' : 'rows'} exported to ${fileName}.`,
    })
  }

  const loading = contacts.loading || newsletters.loading || downloads.loading
  const tabs: { id: Tab; name: string }[] = [
    { id: 'contacts', name: 'Contact Forms' },
    { id: 'newsletters', name: 'Newsletters' },
    { id: 'downloads', name: 'Downloads' },
  ]

  return (
    <>
      <AdminHeader title="Admin Dashboard" subtitle="Manage contact submissions and leads" username={username}>
        <button type="button" className="btn-secondary" onClick={refresh} disabled={refreshing}>
          <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
          Refresh
        </button>
      </AdminHeader>
      <main id="main" className="container-page py-8">
        <dl className="grid gap-4 sm:grid-cols-3">
          <CountCard
            icon={<Users aria-hidden="true" className="size-5" />}
            title="Contact Forms"
            count={contacts.data?.contacts.length}
            note="Total submissions"
          />
          <CountCard
            icon={<Mail aria-hidden="true" className="size-5" />}
            title="Newsletter Subs"
            count={newsletters.data?.newsletters.length}
            note="Email subscribers"
          />
          <CountCard
            icon={<FileText aria-hidden="true" className="size-5" />}
            title="Resource Downloads"
            count={downloads.data?.downloads.length}
            note="PDF downloads"
          />
        </dl>

        {emailStatus.data ? (
          <p
            data-testid="email-status"
            role={emailStatus.data.failed ? 'alert' : undefined}
            className={`mt-4 rounded-lg border px-4 py-3 text-sm ${
              emailStatus.data.failed ? 'border-red-300 bg-red-50 text-danger-700' : 'border-line bg-white text-muted'
            }`}
          >
            <span className="font-semibold">Email delivery:</span> {emailStatus.data.sent} sent,{' '}
            {emailStatus.data.pending} waiting, {emailStatus.data.failed} failed
            {emailStatus.data.lastFailure
              ? `. Last failure: ${emailStatus.data.lastFailure.kind} (${emailStatus.data.lastFailure.lastError ?? 'unknown error'}). Check SMTP_URL; failed messages are kept.`
              : '.'}
          </p>
        ) : null}

        <div className="relative mt-8 max-w-md">
          <label htmlFor="lead-search" className="sr-only">
            Search leads
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id="lead-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by name, email, district..."
            className="min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-9 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>

        <div className="mt-6 card overflow-hidden">
          <div className="flex flex-col gap-3 border-b border-line p-3 sm:flex-row sm:items-center sm:justify-between">
            <div role="tablist" aria-label="Lead types" className="flex flex-wrap gap-1">
              {tabs.map((t) => (
                <button
                  key={t.id}
                  type="button"
                  role="tab"
                  id={`tab-${t.id}`}
                  aria-selected={tab === t.id}
                  aria-controls={`panel-${t.id}`}
                  tabIndex={tab === t.id ? 0 : -1}
                  onClick={() => setTab(t.id)}
                  onKeyDown={(e) => {
                    const i = tabs.findIndex((x) => x.id === tab)
                    const next = e.key === 'ArrowRight' ? (i + 1) % 3 : e.key === 'ArrowLeft' ? (i + 2) % 3 : -1
                    if (next >= 0) {
                      setTab(tabs[next]!.id)
                      document.getElementById(`tab-${tabs[next]!.id}`)?.focus()
                    }
                  }}
                  className={`rounded-lg px-4 py-2 text-sm font-medium ${tab === t.id ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-brand-50'}`}
                >
                  {t.name} ({filtered[t.id].length})
                </button>
              ))}
            </div>
            <button type="button" className="btn-secondary" onClick={() => exportCsv(tab)}>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </button>
          </div>
          <div
            role="tabpanel"
            id={`panel-${tab}`}
            aria-labelledby={`tab-${tab}`}
            tabIndex={0}
            className="overflow-x-auto focus:outline-none"
          >
            {loading && !contacts.data ? (
              <div className="flex items-center justify-center gap-2 p-12 text-muted" role="status">
                <Loader2 aria-hidden="true" className="size-5 animate-spin" />
                Loading leads...
              </div>
            ) : tab === 'contacts' ? (
              <Table
                empty="No contact forms found"
                headers={['Name', 'Email', 'Position', 'District', 'Student Count', 'Services', 'Source', 'Date']}
                rows={filtered.contacts.map((c) => [
                  `${c.firstName} ${c.lastName}`,
                  <a key="e" href={`mailto:${c.email}`} className="text-brand-700 hover:underline">
                    {c.email}
                  </a>,
                  label(contactPositions, c.position),
                  c.district,
                  c.studentCount ? label(studentCounts, c.studentCount) : 'N/A',
                  c.services?.length ? (
                    <span key="s" className="flex flex-wrap gap-1">
                      {c.services.map((s) => (
                        <span
                          key={s}
                          className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
                        >
                          {label(contactServices, s)}
                        </span>
                      ))}
                    </span>
                  ) : (
                    'N/A'
                  ),
                  source(c),
                  shortDate(c.createdAt, timeZone),
                ])}
              />
            ) : tab === 'newsletters' ? (
              <Table
                empty="No newsletter subscriptions found"
                headers={['Email', 'Source', 'Subscription Date']}
                rows={filtered.newsletters.map((n) => [
                  <a key="e" href={`mailto:${n.email}`} className="text-brand-700 hover:underline">
                    {n.email}
                  </a>,
                  source(n),
                  shortDate(n.createdAt, timeZone),
                ])}
              />
            ) : (
              <Table
                empty="No resource downloads found"
                headers={['Name', 'Email', 'Position', 'District', 'Resource', 'Source', 'Download Date']}
                rows={filtered.downloads.map((d) => [
                  `${d.firstName} ${d.lastName}`,
                  <a key="e" href={`mailto:${d.email}`} className="text-brand-700 hover:underline">
                    {d.email}
                  </a>,
                  label(downloadPositions, d.position),
                  d.district,
                  d.resourceTitle,
                  source(d),
                  shortDate(d.createdAt, timeZone),
                ])}
              />
            )}
          </div>
        </div>
      </main>
    </>
  )
}

function CountCard({
  icon,
  title,
  count,
  note,
}: {
  icon: ReactNode
  title: string
  count: number | undefined
  note: string
}) {
  return (
    <div className="card p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted">
        <span className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        {title}
      </dt>
      <dd className="mt-3 text-3xl font-bold" data-testid={`count-${title}`}>
        {count ?? '–'}
      </dd>
      <dd className="text-xs text-muted">{note}</dd>
    </div>
  )
}

function Table({ headers, rows, empty }: { headers: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0) return <p className="p-12 text-center text-muted">{empty}</p>
  return (
    <table className="w-full min-w-[720px] text-left text-sm">
      <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="px-4 py-3 font-semibold">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((cells, i) => (
          <tr key={i} className="align-top hover:bg-surface/60">
            {cells.map((cell, j) => (
              <td key={j} className="px-4 py-3">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
