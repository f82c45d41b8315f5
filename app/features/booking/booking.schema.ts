import { z } from '#app/lib/zod.ts'
import { contactSchema } from '#app/features/leads/lead.schema.ts'
import { phoneNumber } from './phone.ts'
import { MEETING_PLACES, PHONE_REQUIRED } from './place.ts'
import { isTimeZone } from './time-zones.ts'

/** Control characters other than tab and newline never belong in a form field. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const timeZoneField = z
  .string({ error: 'Please choose your time zone' })
  .refine(isTimeZone, 'Please choose your time zone from the list')

/** A start time as the page offers it: an instant in ISO 8601 (UTC). */
export const slotField = z
  .string({ error: 'Please choose a time' })
  .min(1, 'Please choose a time')
  .max(40, 'Please choose a time from the list')
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'Please choose a time from the list',
  })
  .transform((v) => new Date(v))

const PHONE_INVALID = 'Please give a phone number we can call, for example (555) 010-4821, or +44 20 7946 0958 abroad'

/** A consultation booked on /book (decisions 40, 59); the service checks which places are offered. */
export const bookingSchema = contactSchema
  .pick({ firstName: true, lastName: true, email: true, position: true, district: true, attribution: true })
  .extend({
    agenda: z
      .string()
      .max(2000, 'The agenda can be at most 2000 characters')
      .refine((s) => !CONTROL.test(s), 'The agenda contains characters that are not allowed')
      .optional()
      .transform((m) => (m?.trim() ? m.trim() : undefined)),
    slot: slotField,
    timeZone: timeZoneField,
    place: z.enum(MEETING_PLACES, { error: 'Please choose how we meet' }).optional(),
    phone: z
      .string()
      .max(40, PHONE_INVALID)
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined)),
  })
  .superRefine((b, ctx) => {
    if (b.place === 'phone' && !b.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_REQUIRED })
    if (b.phone && !phoneNumber(b.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: PHONE_INVALID })
  })
  .transform(({ phone, ...b }) => ({ ...b, phone: phone ? phoneNumber(phone) : null }))
export type Booking = z.output<typeof bookingSchema>

export const rescheduleSchema = z.object({ slot: slotField })

/** The private manage link's token as it appears in a path: 43 base64url characters. */
export const manageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
