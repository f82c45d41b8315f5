import { Ban, CalendarClock, CircleCheck, FilePen, Pause, Send } from 'lucide-react'
import { Badge } from '#app/components/ui/badge.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { dateTime } from '#app/lib/dates.ts'
import type { Issue } from './api.ts'

const statusBadge = {
  draft: { label: 'Draft', tone: 'muted', icon: FilePen },
  scheduled: { label: 'Scheduled', tone: 'warning', icon: CalendarClock },
  sending: { label: 'Sending', tone: 'brand', icon: Send },
  paused: { label: 'Paused', tone: 'warning', icon: Pause },
  sent: { label: 'Sent', tone: 'success', icon: CircleCheck },
  cancelled: { label: 'Cancelled', tone: 'muted', icon: Ban },
} as const

export function IssueStatusBadge({ status }: { status: Issue['status'] }) {
  const { label, tone, icon: Icon } = statusBadge[status]
  return (
    <Badge tone={tone} size="sm" icon={<Icon aria-hidden="true" className="size-3" />}>
      {label}
    </Badge>
  )
}

export function issueWhen(issue: Issue, timeZone: string): string {
  switch (issue.status) {
    case 'scheduled':
      return `Goes out ${dateTime(issue.scheduledAt!, timeZone)}`
    case 'sending':
    case 'paused':
      return `Sending since ${dateTime(issue.startedAt!, timeZone)}`
    case 'sent':
      return `Sent ${dateTime(issue.startedAt!, timeZone)}`
    case 'cancelled':
      return `Cancelled ${dateTime(issue.finishedAt ?? issue.updatedAt, timeZone)}`
    default:
      return `Last saved ${dateTime(issue.updatedAt, timeZone)}`
  }
}

/** Without tracking opens (decision 30). */
export function IssueFigures({ issue }: { issue: Issue }) {
  const f = issue.figures
  const items = [
    ['Recipients', f.recipients],
    ['Sent', f.sent],
    ['Waiting', f.waiting],
    ['Failed', f.failed],
    ['Bounced', f.bounced],
    ['Unsubscribed since', f.unsubscribedSince],
  ] as const
  return (
    <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm sm:grid-cols-6">
      {items
        .filter(([label, n]) => label !== 'Waiting' || n > 0 || issue.status === 'sending' || issue.status === 'paused')
        .map(([label, n]) => (
          <div key={label}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{n.toLocaleString('en-US')}</dd>
          </div>
        ))}
    </dl>
  )
}

export function IssueList({
  issues,
  loading,
  failed,
  timeZone,
  onOpen,
}: {
  issues: readonly Issue[]
  loading: boolean
  failed: boolean
  timeZone: string
  onOpen: (issue: Issue) => void
}) {
  return (
    <section aria-labelledby="issues-heading" className="mt-8">
      <h2 id="issues-heading" tabIndex={-1} className="text-lg font-bold focus:outline-none">
        Newsletters ({issues.length})
      </h2>
      {loading ? (
        <ul className="mt-4 grid gap-4" aria-busy="true" aria-label="Loading newsletters">
          {[0, 1].map((i) => (
            <li key={i} className="card animate-pulse p-6">
              <div className="h-5 w-1/2 rounded bg-slate-200" />
              <div className="mt-3 h-4 w-1/3 rounded bg-slate-200" />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <p role="alert" className="mt-4 text-danger-700">
          The newsletters could not be loaded. Please reload the page to try again.
        </p>
      ) : issues.length === 0 ? (
        <EmptyState className="mt-4">
          No newsletters yet. Write your first one, or start from a blog post above.
        </EmptyState>
      ) : (
        <ul className="mt-4 grid gap-4">
          {issues.map((issue) => (
            <li key={issue.id} className="card p-6" data-testid="newsletter-issue">
              <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="text-lg font-semibold break-words">{issue.subject}</h3>
                    <IssueStatusBadge status={issue.status} />
                  </div>
                  <p className="mt-1 text-sm text-muted">{issueWhen(issue, timeZone)}</p>
                </div>
                <button type="button" className="btn-secondary shrink-0" onClick={() => onOpen(issue)}>
                  {issue.status === 'draft' || issue.status === 'scheduled' ? 'Edit' : 'Open'}
                  <span className="sr-only">: {issue.subject}</span>
                </button>
              </div>
              {issue.startedAt ? (
                <div className="mt-4 border-t border-line pt-4">
                  <IssueFigures issue={issue} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
