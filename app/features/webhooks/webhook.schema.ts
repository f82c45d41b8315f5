import { z } from '#app/lib/zod.ts'
import { WEBHOOK_EVENT_TYPES } from './webhook-events.ts'

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'Choose from the events listed'), 'Choose at least one event')
  .min(1, 'Choose at least one event')

/** The admin's form and POST /api/admin/webhooks: an https address and the events it receives. */
export const webhookEndpointSchema = z.object({
  url: z
    .string('Paste the address your CRM gave you (https://…)')
    .trim()
    .max(2000, 'The address can be at most 2000 characters')
    .url('Paste the address your CRM gave you (https://…)')
    .refine((u) => u.startsWith('https://'), 'The address must start with https://'),
  events,
})
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>

export const webhookEventsSchema = z.object({ events })
export const webhookIdSchema = z.object({ id: z.coerce.number().int().positive() })
