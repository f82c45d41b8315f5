import { admitSubmission, isHoneypotFilled, parseInput, type FormGateDeps } from '#app/lib/form-gate.server.ts'
import type { LeadSubmission, Visitor } from '#app/features/leads/lead-intake.server.ts'
import { bookingSchema, type Booking } from './booking.schema.ts'
import type { BookingRequests } from './booking-requests.server.ts'

export type BookingIntake = ReturnType<typeof createBookingIntake>

/**
 * /book's form as it arrives (decision 40): the booking's own gate (its per-address limit, its
 * flood threshold, which also emails the consultant, and proof of work), the booking schema, the
 * honeypot; then the request whose link is emailed. Returns the time and zone asked for, which the
 * page after it names (a bot's honeypot too, so the answer is the same), or nothing when even those
 * could not be read.
 */
export function createBookingIntake({
  gate,
  requests,
  landingPath,
}: {
  gate: FormGateDeps
  requests: BookingRequests
  landingPath: (visitor: Visitor) => Promise<string | null>
}) {
  return {
    async book(submission: LeadSubmission): Promise<Pick<Booking, 'slot' | 'timeZone'> | null> {
      if (isHoneypotFilled(submission.body, submission, '/book')) {
        const asked = bookingSchema.pick({ slot: true, timeZone: true }).safeParse(submission.body)
        return asked.success ? asked.data : null
      }
      const input = await admitSubmission(gate, 'booking', submission, () => parseInput(bookingSchema, submission.body))
      const landing = await landingPath(submission.visitor)
      await requests.request(
        { ...input, attribution: { ...input.attribution, landingPath: landing } },
        { client: submission.client },
      )
      return { slot: input.slot, timeZone: input.timeZone }
    },
  }
}
