import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { dateTime, zoneName } from '#app/lib/dates.ts'
import type { Issue, IssueAction } from './api.ts'

export type Confirm = { kind: 'send' } | { kind: 'schedule'; at: Date } | { kind: 'cancel' }

export const subscribers = (n: number) =>
  `${n.toLocaleString('en-US')} confirmed ${n === 1 ? 'subscriber' : 'subscribers'}`

/** What each confirmation asks, and the action its button runs. */
function question(
  confirm: Confirm,
  {
    issue,
    recipients,
    timeZone,
    busy,
    onConfirm,
  }: Omit<Parameters<typeof ConfirmSend>[0], 'confirm' | 'notice' | 'onClose'>,
) {
  const who = subscribers(recipients)
  const version = issue.version
  switch (confirm.kind) {
    case 'cancel':
      return {
        title: 'Cancel sending?',
        description: `Subscribers who have not received “${issue.subject}” yet will not get it. This cannot be undone.`,
        keep: 'Keep sending',
        button: 'Cancel sending',
        run: () => onConfirm('cancel', {}, 'Sending cancelled'),
      }
    case 'schedule': {
      const at = confirm.at.toISOString()
      return {
        title: 'Schedule this newsletter?',
        description: `“${issue.subject}” will go out on ${dateTime(at, timeZone)} (${zoneName(timeZone)}) to the confirmed subscribers at that time: ${who} today.`,
        keep: 'Cancel',
        button: 'Schedule',
        run: () => onConfirm('schedule', { scheduledAt: at, version }, 'Newsletter scheduled'),
      }
    }
    case 'send':
      return {
        title: 'Send this newsletter now?',
        description: `“${issue.subject}” will go to ${who}. It can be sent only once.`,
        keep: 'Cancel',
        button: busy ? 'Starting...' : `Send to ${who}`,
        run: () => onConfirm('send', { recipients, version }, 'Sending started'),
      }
  }
}

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
  const ask = confirm && question(confirm, { issue, recipients, timeZone, busy, onConfirm })
  return (
    <ConfirmDialog
      open={ask !== null}
      onClose={onClose}
      title={ask?.title ?? ''}
      description={ask?.description}
      keep={ask?.keep}
      action={ask?.button}
      danger={confirm?.kind === 'cancel'}
      busy={busy}
      onConfirm={() => ask?.run()}
    >
      {notice ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
    </ConfirmDialog>
  )
}
