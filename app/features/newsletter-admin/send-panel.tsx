import { CalendarClock, Mail, Pause, Play, Send, XCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { TextField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { fromWallClock, zoneName } from '#app/lib/dates.ts'
import { useIssueAction, useSendTest, type Issue, type IssueAction } from './api.ts'

import { ConfirmSend, subscribers, type Confirm } from './confirm-send.tsx'

/**
 * Test send, then Send now or Schedule behind a confirmation that states the number of
 * recipients; while sending, Pause, Resume and Cancel.
 */
export function SendPanel({
  issue,
  recipients: listed,
  timeZone,
  dirty,
  onChange,
}: {
  issue: Issue
  recipients: number
  timeZone: string
  /** unsaved changes: nothing is sent until they are saved */
  dirty: boolean
  onChange: (issue: Issue) => void
}) {
  const { toast } = useToast()
  const action = useIssueAction()
  const test = useSendTest()
  // The list's count, read again with the list; after a 409 the server's newer count until the dialog closes.
  const [fresh, setFresh] = useState<number | null>(null)
  const recipients = fresh ?? listed
  const [confirm, setConfirm] = useState<Confirm | null>(null)
  const [when, setWhen] = useState('')
  const [whenError, setWhenError] = useState<string[] | undefined>()
  const [notice, setNotice] = useState<string | null>(null)

  // After an action the button that was pressed gives way to the next state's: the keyboard goes to
  // the panel's heading. In an effect, so it comes after the dialog's own close (a child's effect,
  // run first), which hands focus back to a button that is no longer there.
  const [moved, setMoved] = useState(0)
  useEffect(() => {
    if (moved > 0) document.getElementById('send-heading')?.focus()
  }, [moved])

  function closeDialog() {
    setConfirm(null)
    setFresh(null)
  }

  async function run(name: IssueAction, body: Record<string, unknown>, success: string) {
    try {
      const { issue: next } = await action.mutateAsync({ id: issue.id, action: name, body })
      onChange(next)
      closeDialog()
      setMoved((n) => n + 1)
      toast({ title: success, description: next.subject })
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      if (apiError?.reason === 'recipients_changed' && typeof apiError.body.recipients === 'number') {
        // The list changed while the dialog was open: say so, and ask again with the new number.
        setFresh(apiError.body.recipients)
        setNotice(apiError.message)
        return
      }
      closeDialog()
      toast({
        title: 'That did not work',
        description: apiError?.message ?? 'Please try again.',
        variant: 'destructive',
      })
    }
  }

  async function sendTest() {
    try {
      const { sentTo } = await test.mutateAsync(issue.id)
      toast({ title: 'Test sent', description: `Sent to ${sentTo}. Check that inbox in a minute.` })
    } catch (error) {
      toast({
        title: 'Test not sent',
        description: error instanceof ApiError ? error.message : 'Please try again.',
        variant: 'destructive',
        // the server's reason is shown nowhere else
        persist: true,
      })
    }
  }

  function askSchedule() {
    const at = fromWallClock(when, timeZone)
    if (!at) return setWhenError(['Choose a date and time to send'])
    if (at.getTime() <= Date.now()) return setWhenError(['Choose a time in the future, or send now.'])
    setWhenError(undefined)
    setNotice(null)
    setConfirm({ kind: 'schedule', at })
  }

  const busy = action.isPending
  const editable = issue.status === 'draft' || issue.status === 'scheduled'
  return (
    <section aria-labelledby="send-heading" className="mt-8 border-t border-line pt-6">
      <h3 id="send-heading" tabIndex={-1} className="text-lg font-bold focus:outline-none">
        Send
      </h3>
      {editable ? (
        <>
          <p className="mt-1 text-sm text-muted">
            It will go to the {subscribers(recipients)} who have not unsubscribed; people who have not confirmed their
            address get nothing.
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => void sendTest()}
              disabled={dirty || test.isPending}
            >
              <Mail aria-hidden="true" className="size-4" />
              {test.isPending ? 'Sending test...' : 'Send a test to me'}
            </button>
            <button
              type="button"
              className="btn-primary"
              disabled={dirty || busy || recipients === 0}
              onClick={() => {
                setNotice(null)
                setConfirm({ kind: 'send' })
              }}
            >
              <Send aria-hidden="true" className="size-4" />
              Send now
            </button>
          </div>
          <div className="mt-6 flex flex-wrap items-end gap-3">
            <TextField
              className="w-full sm:w-72"
              label="Schedule for"
              name="scheduledAt"
              type="datetime-local"
              value={when}
              onChange={(e) => setWhen(e.target.value)}
              errors={whenError}
              hint={`${zoneName(timeZone)} (the site's clock).`}
            />
            <button type="button" className="btn-secondary" disabled={dirty || busy} onClick={askSchedule}>
              <CalendarClock aria-hidden="true" className="size-4" />
              {issue.status === 'scheduled' ? 'Reschedule' : 'Schedule'}
            </button>
          </div>
          {issue.status === 'scheduled' ? (
            <button
              type="button"
              className="btn-ghost"
              disabled={busy}
              onClick={() => void run('unschedule', {}, 'Back to draft')}
            >
              Unschedule (back to draft)
            </button>
          ) : null}
        </>
      ) : issue.status === 'sending' || issue.status === 'paused' ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {issue.status === 'sending' ? (
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => void run('pause', {}, 'Sending paused')}
            >
              <Pause aria-hidden="true" className="size-4" />
              Pause
            </button>
          ) : (
            <button
              type="button"
              className="btn-primary"
              disabled={busy}
              onClick={() => void run('resume', {}, 'Sending resumed')}
            >
              <Play aria-hidden="true" className="size-4" />
              Resume
            </button>
          )}
          <button
            type="button"
            className="btn-ghost text-danger-700"
            disabled={busy}
            onClick={() => setConfirm({ kind: 'cancel' })}
          >
            <XCircle aria-hidden="true" className="size-4" />
            Cancel sending
          </button>
        </div>
      ) : (
        <p className="mt-1 text-sm text-muted">
          {issue.status === 'sent'
            ? 'This newsletter has been sent. It cannot be sent again; write a new one.'
            : 'This newsletter was cancelled. Nobody who had not received it will.'}
        </p>
      )}

      <ConfirmSend
        confirm={confirm}
        issue={issue}
        recipients={recipients}
        timeZone={timeZone}
        notice={notice}
        busy={busy}
        onClose={closeDialog}
        onConfirm={(name, body, success) => void run(name, body, success)}
      />
    </section>
  )
}
