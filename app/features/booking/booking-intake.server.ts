import { publicForm, type IntakeDeps } from '#app/lib/forms/public-form.server.ts'
import { z } from '#app/lib/zod.ts'
import { bookingSchema, slotField, timeZoneField } from './booking.schema.ts'
import type { BookingRequests } from './booking-requests.server.ts'

export type BookingIntake = ReturnType<typeof createBookingIntake>

/** /book's form on the one way in (decision 40); a honeypot answers the same time and zone, as a person would get. */
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
