import { Dialog } from '#app/components/ui/dialog.tsx'
import { dateTime, zoneName } from '#app/lib/dates.ts'
import type { Issue, IssueAction } from './api.ts'

export type Confirm = { kind: 'send' } | { kind: 'schedule'; at: Date } | { kind: 'cancel' }

export const subscribers = (n: number) =>
  `${n.toLocaleString('en-US')} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}`

export function ConfirmSend({
  confirm,
  issue,
  recipients,
  timeZone,
  notice,
  busy,
  onClose,
  onConfirm,
}: {
  confirm: Confirm | null
  issue: Issue
  recipients: number
  timeZone: string
  notice: string | null
  busy: boolean
  onClose: () => void
  onConfirm: (name: IssueAction, body: Record<string, unknown>, success: string) => void
}) {
  return (
    <Dialog
      open={confirm !== null}
      onClose={onClose}
      title={
        confirm?.kind === 'cancel'
          ? 'Cancel sending?'
          : confirm?.kind === 'schedule'
            ? 'Schedule this newsletter?'
            : 'Send this newsletter now?'
      }
      description={
        confirm?.kind === 'cancel'
          ? `Subscribers who have not received “${issue.subject}” yet will not get it. This cannot be undone.`
          : confirm?.kind === 'schedule'
            ? `“${issue.subject}” will go out on ${dateTime(confirm.at.toISOString(), timeZone)} (${zoneName(timeZone)}) to the confirmed subscribers at that time: ${subscribers(recipients)} today.`
            : `“${issue.subject}” will go to ${subscribers(recipients)}. It can be sent only once.`
      }
    >
      {notice ? (
        <p role="alert" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          {confirm?.kind === 'cancel' ? 'Keep sending' : 'Cancel'}
        </button>
        {confirm?.kind === 'cancel' ? (
          <button
            type="button"
            className="btn bg-danger-700 text-white hover:bg-danger-600"
            disabled={busy}
            onClick={() => onConfirm('cancel', {}, 'Sending cancelled')}
          >
            Cancel sending
          </button>
        ) : confirm?.kind === 'schedule' ? (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() =>
              onConfirm(
                'schedule',
                { scheduledAt: confirm.at.toISOString(), version: issue.version },
                'Newsletter scheduled',
              )
            }
          >
            Schedule
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => onConfirm('send', { recipients, version: issue.version }, 'Sending started')}
          >
            {busy ? 'Starting...' : `Send to ${subscribers(recipients)}`}
          </button>
        )}
      </div>
    </Dialog>
  )
}
