import { Ban, CalendarClock, CircleCheck, FilePen, Pause, Send } from 'lucide-react'
import { StateBadge } from '#app/components/ui/badge.tsx'
import { CardItem, CardList } from '#app/components/ui/card-list.tsx'
import { dateTime } from '#app/lib/dates.ts'
import type { Issue, useIssues } from './api.ts'

const statusBadge = {
  draft: { label: 'Draft', tone: 'muted', icon: FilePen },
  scheduled: { label: 'Scheduled', tone: 'warning', icon: CalendarClock },
  sending: { label: 'Sending', tone: 'brand', icon: Send },
  paused: { label: 'Paused', tone: 'warning', icon: Pause },
  sent: { label: 'Sent', tone: 'success', icon: CircleCheck },
  cancelled: { label: 'Cancelled', tone: 'muted', icon: Ban },
} as const

export const IssueStatusBadge = ({ status }: { status: Issue['status'] }) => <StateBadge {...statusBadge[status]} />

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
  list,
  timeZone,
  onOpen,
}: {
  list: ReturnType<typeof useIssues>
  timeZone: string
  onOpen: (issue: Issue) => void
}) {
  const issues = list.data?.issues ?? []
  return (
    <section aria-labelledby="issues-heading" className="mt-8">
      <h2 id="issues-heading" tabIndex={-1} className="text-lg font-bold focus:outline-none">
        Newsletters ({issues.length})
      </h2>
      <CardList
        noun="newsletters"
        items={issues}
        query={list}
        empty="No newsletters yet. Write your first one, or start from a blog post above."
      >
        {(issue) => (
          <CardItem
            key={issue.id}
            testId="newsletter-issue"
            title={issue.subject}
            badges={<IssueStatusBadge status={issue.status} />}
            actions={
              <button type="button" className="btn-secondary shrink-0" onClick={() => onOpen(issue)}>
                {issue.status === 'draft' || issue.status === 'scheduled' ? 'Edit' : 'Open'}
                <span className="sr-only">: {issue.subject}</span>
              </button>
            }
            footer={
              issue.startedAt ? (
                <div className="mt-4 border-t border-line pt-4">
                  <IssueFigures issue={issue} />
                </div>
              ) : null
            }
          >
            <p className="mt-1 text-sm text-muted">{issueWhen(issue, timeZone)}</p>
          </CardItem>
        )}
      </CardList>
    </section>
  )
}
