import { CalendarClock, Mail, Pause, Play, Send, XCircle } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { TextField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { ACCOUNT_EMAIL_LINK } from '#app/lib/admin-pages.ts'
import { ApiError, failureToast } from '#app/lib/api-client.ts'
import { fromWallClock, zoneName } from '#app/lib/dates.ts'
import { useIssueAction, useSendTest, type Issue, type IssueAction } from './api.ts'
import { ConfirmSend, subscribers, type Confirm } from './confirm-send.tsx'

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
  /** nothing is sent until unsaved changes are saved */
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
  const [noAddress, setNoAddress] = useState(false)

  // The pressed button gives way to the next state's, so focus goes to the heading, in an effect:
  // after the dialog's own close (a child's effect, run first) hands it to a button now gone.
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
        setFresh(apiError.body.recipients)
        setNotice(apiError.message)
        return
      }
      closeDialog()
      toast(failureToast('That did not work', error))
    }
  }

  async function sendTest() {
    setNoAddress(false)
    try {
      const { sentTo } = await test.mutateAsync(issue.id)
      toast({ title: 'Test sent', description: `Sent to ${sentTo}. Check that inbox in a minute.` })
    } catch (error) {
      // No address to send to: asked for in place, where it stays until it is added.
      if (error instanceof ApiError && error.reason === 'no_admin_email') return setNoAddress(true)
      // the server's reason is shown nowhere else
      toast({ ...failureToast('Test not sent', error), persist: true })
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
  const paused = issue.status === 'paused'
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
          {noAddress ? (
            <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              Your account has no email address, so the test has nowhere to go.{' '}
              <Link to={ACCOUNT_EMAIL_LINK} className="font-semibold underline underline-offset-2">
                Add your email address in Account security
              </Link>
              , then send the test again.
            </p>
          ) : null}
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
          <button
            type="button"
            className={paused ? 'btn-primary' : 'btn-secondary'}
            disabled={busy}
            onClick={() => void (paused ? run('resume', {}, 'Sending resumed') : run('pause', {}, 'Sending paused'))}
          >
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
            {paused ? 'Resume' : 'Pause'}
          </button>
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
