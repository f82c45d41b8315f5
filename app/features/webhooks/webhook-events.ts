import { z } from '#app/lib/zod.ts'

/** What a CRM can subscribe to; one JSON shape each (docs/webhooks.md, decision 64). No zod-free module needs it. */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.status_changed',
  'booking.confirmed',
  'booking.rescheduled',
  'booking.cancelled',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'A new lead (any kind)',
  'lead.status_changed': 'A lead’s status changed',
  'booking.confirmed': 'A meeting was booked',
  'booking.rescheduled': 'A meeting was moved',
  'booking.cancelled': 'A meeting was cancelled',
}

export const LEAD_KINDS = [
  'consultation_request',
  'resource_download',
  'quiz_report',
  'newsletter_subscriber',
  'meeting',
] as const

const text = z.string().nullable()
const when = z.iso.datetime({ offset: true })

/** First touch: never the visitor's IP address or user agent, which the site does not keep with a lead. */
export const attributionSchema = z.object({
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  referrer: text,
  landingPage: text,
})

export const leadSchema = z
  .object({
    kind: z.enum(LEAD_KINDS),
    id: z.int().positive(),
    email: z.email(),
    firstName: text,
    lastName: text,
    position: text,
    district: text,
    createdAt: when,
    /** the pipeline's status, which every kind has (decision 64) */
    status: z.enum(['new', 'contacted', 'qualified', 'won', 'lost']),
    details: z.object({
      studentCount: text.optional(),
      services: z.array(z.string()).optional(),
      message: text.optional(),
      resourceTitle: z.string().optional(),
      score: z.int().optional(),
      questionCount: z.int().optional(),
      missedCategories: z.array(z.string()).optional(),
      agenda: text.optional(),
      phone: text.optional(),
    }),
    attribution: attributionSchema,
    /** the person in the admin */
    url: z.url(),
  })
  .meta({
    id: 'Lead',
    description: 'The lead: its fields, kind and first-touch attribution; never an IP address or user agent.',
  })

export const bookingSchema = z
  .object({
    id: z.int().positive(),
    uid: z.string(),
    startsAt: when,
    endsAt: when,
    timeZone: z.string(),
    place: z.enum(['video', 'phone']).nullable(),
    status: z.enum(['booked', 'cancelled']),
    cancelledBy: z.enum(['visitor', 'consultant']).nullable(),
  })
  .meta({ id: 'Booking', description: 'The meeting, in UTC; timeZone is the visitor’s.' })

const envelope = <T extends WebhookEventType, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), timestamp: when, data })

/** The body of every request we send: Standard Webhooks' recommended `{type, timestamp, data}`. */
export const webhookPayloadSchemas = {
  'lead.created': envelope('lead.created', z.object({ lead: leadSchema })),
  'lead.status_changed': envelope(
    'lead.status_changed',
    z.object({ lead: leadSchema, previousStatus: leadSchema.shape.status }),
  ),
  'booking.confirmed': envelope('booking.confirmed', z.object({ lead: leadSchema, booking: bookingSchema })),
  'booking.rescheduled': envelope('booking.rescheduled', z.object({ lead: leadSchema, booking: bookingSchema })),
  'booking.cancelled': envelope('booking.cancelled', z.object({ lead: leadSchema, booking: bookingSchema })),
} satisfies Record<WebhookEventType, z.ZodType>

const s = webhookPayloadSchemas
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  s['lead.created'],
  s['lead.status_changed'],
  s['booking.confirmed'],
  s['booking.rescheduled'],
  s['booking.cancelled'],
])
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>
export type WebhookLead = z.infer<typeof leadSchema>

/** docs/webhooks.schema.json, for receivers in any language (draft 2020-12). */
export function webhookJsonSchema() {
  return {
    title: 'Webhook body',
    description: 'The JSON body of every webhook request, signed per the Standard Webhooks specification.',
    ...z.toJSONSchema(webhookPayloadSchema, { io: 'output' }),
  }
}
