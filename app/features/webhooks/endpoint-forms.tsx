import { Loader2 } from 'lucide-react'
import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { FormActions } from '#app/components/ui/form-actions.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useAddEndpoint, useSetEvents, type Endpoint } from './api.ts'
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from './webhook-events.ts'
import { webhookEndpointSchema, webhookEventsSchema } from './webhook.schema.ts'

/** The events an endpoint receives, as one group of checkboxes named `events`. */
function EventChoices({
  checked,
  errorId,
  errors,
}: {
  checked: readonly string[]
  errorId: string
  errors?: string[]
}) {
  return (
    <fieldset aria-describedby={errors ? errorId : undefined}>
      <legend className="font-semibold">Events to send</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex min-h-11 items-center gap-2 sm:min-h-8">
            <input
              type="checkbox"
              name="events"
              value={type}
              defaultChecked={checked.includes(type)}
              className="size-4"
            />
            <span>
              {WEBHOOK_EVENT_LABELS[type]} <span className="font-mono text-xs text-muted">{type}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{errors?.join(' ')}</FieldError>
    </fieldset>
  )
}

export function EventsForm({ endpoint, onDone }: { endpoint: Endpoint; onDone: () => void }) {
  const setEvents = useSetEvents()
  const { toast } = useToast()
  const { form, fields, pending } = useAdminForm({
    id: `webhook-events-${endpoint.id}`,
    schema: webhookEventsSchema,
    async send(value) {
      await setEvents.mutateAsync({ id: endpoint.id, events: value.events })
      toast({ title: 'Events saved' })
      onDone()
    },
    failure: (error) => error.message || 'The events were not saved. Please try again.',
    failureField: 'events',
  })
  return (
    <AdminForm form={form} focusFirstField className="mt-4 space-y-4" aria-label={`Events of ${endpoint.url}`}>
      <EventChoices checked={endpoint.events} errorId={fields.events.errorId} errors={fields.events.errors} />
      <FormActions label="Save events" pending={pending} onCancel={onDone} />
    </AdminForm>
  )
}

export function AddEndpointForm({ onAdded }: { onAdded: (secret: string) => void }) {
  const add = useAddEndpoint()
  const { form, fields, pending } = useAdminForm({
    id: 'add-webhook',
    schema: webhookEndpointSchema,
    async send(value) {
      onAdded((await add.mutateAsync(value)).secret)
      form.reset()
    },
    failure: (error) => error.message || 'The webhook could not be added. Please try again.',
    failureField: 'url',
  })
  return (
    <AdminForm form={form} className="mt-4 space-y-4 text-sm" aria-labelledby="add-heading">
      <TextField
        name="url"
        type="url"
        label="Receiving address"
        hint="The https:// address your CRM, Zapier or Make gave you for incoming webhooks."
        errors={fields.url.errors}
      />
      <EventChoices checked={['lead.created']} errorId={fields.events.errorId} errors={fields.events.errors} />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Add webhook
      </button>
    </AdminForm>
  )
}
