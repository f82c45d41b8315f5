import { publicForm, type IntakeDeps } from '#app/lib/forms/public-form.server.ts'
import { z } from '#app/lib/zod.ts'
import { bookingSchema, slotField, timeZoneField } from './booking.schema.ts'
import type { BookingRequests } from './booking-requests.server.ts'

export type BookingIntake = ReturnType<typeof createBookingIntake>

/**
 * /book's form, declared for the one way in (app/lib/forms/public-form.server.ts, decision 40):
 * the booking's own gate (its per-address limit, its flood threshold, which also emails the
 * consultant, and proof of work) and schema; then the request whose link is emailed. Answers the
 * time and zone asked for, which the page after it names (a bot's honeypot too, so the answer is
 * the same), or nothing when even those could not be read.
 */
export function createBookingIntake({ requests, ...deps }: IntakeDeps & { requests: BookingRequests }) {
  return {
    book: publicForm(deps, {
      gate: 'booking',
      schema: bookingSchema,
      path: '/book',
      fields: [
        'firstName',
        'lastName',
        'email',
        'position',
        'district',
        'agenda',
        'slot',
        'timeZone',
        'place',
        'phone',
      ],
      honeypot: (body) => {
        const asked = z.object({ slot: slotField, timeZone: timeZoneField }).safeParse(body)
        return asked.success ? asked.data : null
      },
      async store(input, { client }) {
        await requests.request(input, { client })
        return { slot: input.slot, timeZone: input.timeZone }
      },
    }),
  }
}
