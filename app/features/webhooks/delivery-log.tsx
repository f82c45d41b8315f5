import { useToastedAction } from '#app/components/ui/use-toasted-action.ts'
import { redeliver, useDeliveryLog, type Delivery } from './api.ts'

const time = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'medium' })

const STATES = { delivered: 'Delivered', pending: 'Retrying', failed: 'Failed' } as Record<string, string>

function DeliveryRow({ delivery, timeZone, reload }: { delivery: Delivery; timeZone: string; reload: () => void }) {
  const [busy, run] = useToastedAction(
    async () => {
      await redeliver(delivery.id)
      reload()
    },
    {
      success: { title: 'Sent again', description: 'The event is queued under its webhook-id.' },
      failure: { title: 'The event was not sent again', description: 'Please try again.' },
    },
  )
  return (
    <li className="border-t border-line py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-mono font-semibold">{delivery.type}</span>{' '}
          <span className="text-muted">{time(delivery.createdAt, timeZone)}</span> ·{' '}
          <span className="font-medium">{STATES[delivery.status] ?? delivery.status}</span>
          {delivery.status === 'pending' && delivery.attempts > 0
            ? ` (next try ${time(delivery.nextAttemptAt, timeZone)})`
            : null}
        </p>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => void run()}>
          Send again
          <span className="sr-only">
            : {delivery.type} of {time(delivery.createdAt, timeZone)}
          </span>
        </button>
      </div>
      {delivery.tries.length ? (
        <ol className="mt-2 space-y-2">
          {delivery.tries.map((t) => (
            <li key={t.at} className="rounded bg-surface p-2 text-xs">
              <p>
                {time(t.at, timeZone)} · {t.status === null ? 'no answer' : `HTTP ${t.status}`} · {t.latencyMs} ms
              </p>
              {t.response ? (
                <pre className="mt-1 max-h-32 overflow-auto whitespace-pre-wrap break-all">{t.response}</pre>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-xs text-muted">Not tried yet.</p>
      )}
    </li>
  )
}

/** The last 50 deliveries of the past 30 days, each try with its time, status, latency and the answer's first 1 KB. */
export function DeliveryLog({ endpointId, timeZone }: { endpointId: number; timeZone: string }) {
  const log = useDeliveryLog(endpointId)
  if (!log.data)
    return (
      <p role="status" className="mt-3 text-sm text-muted">
        {log.isError ? 'The delivery log could not be loaded.' : 'Loading the delivery log…'}
      </p>
    )
  if (!log.data.deliveries.length) return <p className="mt-3 text-sm text-muted">Nothing sent yet.</p>
  return (
    <ul className="mt-3 text-sm" aria-label="Deliveries, newest first">
      {log.data.deliveries.map((d) => (
        <DeliveryRow key={d.id} delivery={d} timeZone={timeZone} reload={() => void log.refetch()} />
      ))}
    </ul>
  )
}
