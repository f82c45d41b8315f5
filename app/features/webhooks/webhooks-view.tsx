import { Webhook } from 'lucide-react'
import { useState } from 'react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import { dateTime } from '#app/lib/dates.ts'
import { sendTestEvent, useDeleteEndpoint, useEndpoints, useRotateSecret, useSetActive, type Endpoint } from './api.ts'
import { DeliveryLog } from './delivery-log.tsx'
import { AddEndpointForm, EventsForm } from './endpoint-forms.tsx'
import { SecretOnce } from './secret-once.tsx'

const VERIFY_NOTE =
  'Paste it where your CRM or your code checks the webhook-signature header (Standard Webhooks; Zapier and Make need no secret).'

const STATUS: Record<string, { label: string; tone: 'success' | 'muted' | 'warning' }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'muted' },
  disabled: { label: 'Switched off', tone: 'warning' },
}
const WHY_OFF: Record<string, string> = {
  gone: 'The receiver answered that the address is gone (410). Check it in your CRM, then resume.',
  failing: 'Every delivery failed for three days. Check the address in your CRM, then resume.',
}

function EndpointCard({ endpoint, timeZone }: { endpoint: Endpoint; timeZone: string }) {
  const [secret, setSecret] = useState<string | null>(null)
  const [showLog, setShowLog] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [editing, setEditing] = useState(false)
  const rotate = useRotateSecret()
  const setActive = useSetActive()
  const remove = useDeleteEndpoint()
  const active = endpoint.status === 'active'
  const [testing, test] = useToastedAction(() => sendTestEvent(endpoint.id), {
    success: { title: 'Test event queued', description: 'A sample lead.created goes out now; see the delivery log.' },
    failure: { title: 'The test event was not sent', description: 'Please try again.' },
  })
  const [switching, toggle] = useToastedAction(() => setActive.mutateAsync({ id: endpoint.id, active: !active }), {
    success: { title: active ? 'Webhook paused' : 'Webhook resumed' },
    failure: { title: 'Nothing changed', description: 'Please try again.' },
  })
  const [rotating, newSecret] = useToastedAction(
    async () => setSecret((await rotate.mutateAsync(endpoint.id)).secret),
    {
      success: { title: 'New signing secret made', description: 'The old one keeps working for 24 hours.' },
      failure: { title: 'The secret was not changed', description: 'Please try again.' },
    },
  )
  const [removing, removeIt] = useToastedAction(() => remove.mutateAsync(endpoint.id), {
    success: { title: 'Webhook deleted' },
    failure: { title: 'The webhook was not deleted', description: 'Please try again.' },
  })
  const status = STATUS[endpoint.status] ?? STATUS.paused!
  const host = new URL(endpoint.url).host
  return (
    <li className="card p-5 text-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-mono text-sm font-semibold break-all">{endpoint.url}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {endpoint.disabledReason ? <p className="mt-2 text-amber-900">{WHY_OFF[endpoint.disabledReason]}</p> : null}
      {editing ? (
        <EventsForm endpoint={endpoint} onDone={() => setEditing(false)} />
      ) : (
        <p className="mt-2 text-muted">Sends: {endpoint.events.join(', ')}</p>
      )}
      {endpoint.previousSecretUntil && new Date(endpoint.previousSecretUntil) > new Date() ? (
        <p className="mt-1 text-muted">
          The previous secret also signs until {dateTime(endpoint.previousSecretUntil, timeZone)}.
        </p>
      ) : null}
      {secret ? (
        <div className="mt-3">
          <SecretOnce
            secret={secret}
            note={`The new secret for ${host}. ${VERIFY_NOTE}`}
            onDone={() => setSecret(null)}
          />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={testing || !active} onClick={() => void test()}>
          Send test event
        </button>
        {editing ? null : (
          <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
            Change events
          </button>
        )}
        <button type="button" className="btn-secondary" disabled={switching} onClick={() => void toggle()}>
          {active ? 'Pause' : 'Resume'}
        </button>
        <button type="button" className="btn-secondary" disabled={rotating} onClick={() => void newSecret()}>
          New signing secret
        </button>
        <button type="button" className="btn-secondary" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          {showLog ? 'Hide delivery log' : 'Delivery log'}
        </button>
        <button type="button" className="btn-secondary text-danger-700" onClick={() => setDeleting(true)}>
          Delete
        </button>
      </div>
      {showLog ? <DeliveryLog endpointId={endpoint.id} timeZone={timeZone} /> : null}
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete this webhook?"
        description={`Nothing more is sent to ${host}, and its delivery log goes with it.`}
      >
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={() => setDeleting(false)}>
            Keep it
          </button>
          <button
            type="button"
            className="btn bg-danger-700 text-white hover:bg-danger-600"
            disabled={removing}
            onClick={() => void removeIt().then(() => setDeleting(false))}
          >
            Delete webhook
          </button>
        </div>
      </Dialog>
    </li>
  )
}

/** Webhooks to the consultant's CRM (decision 64): add, choose events, see the secret once, test, pause, delete, the log. */
export function WebhooksView({ username, timeZone }: { username: string; timeZone: string }) {
  const endpoints = useEndpoints()
  const [secret, setSecret] = useState<string | null>(null)
  return (
    <>
      <AdminHeader title="Webhooks" subtitle="Every new lead, sent to your CRM as it arrives" username={username} />
      <main id="main" className="container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8">
        <section aria-labelledby="add-heading" className="card p-6 sm:p-8">
          <h2 id="add-heading" className="flex items-center gap-2 text-lg font-bold">
            <Webhook aria-hidden="true" className="size-5 text-brand-700" />
            Add a webhook
          </h2>
          {secret ? (
            <div className="mt-4">
              <SecretOnce
                secret={secret}
                note={`The webhook was added. ${VERIFY_NOTE}`}
                onDone={() => setSecret(null)}
              />
            </div>
          ) : (
            <AddEndpointForm onAdded={setSecret} />
          )}
        </section>
        <section aria-labelledby="list-heading">
          <h2 id="list-heading" className="text-lg font-bold">
            Your webhooks
          </h2>
          {!endpoints.data ? (
            <p role="status" className="mt-3 text-sm text-muted">
              {endpoints.isError ? 'The webhooks could not be loaded. Please reload the page.' : 'Loading webhooks…'}
            </p>
          ) : endpoints.data.endpoints.length === 0 ? (
            <p className="mt-3 text-sm text-muted">None yet. Leads stay on the site and in its CSV exports.</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {endpoints.data.endpoints.map((e) => (
                <EndpointCard key={e.id} endpoint={e} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  )
}
