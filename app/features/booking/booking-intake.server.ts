import { admitSubmission, isHoneypotFilled, parseInput, type FormGateDeps } from '#app/lib/form-gate.server.ts'
import type { LeadSubmission, Visitor } from '#app/features/leads/lead-intake.server.ts'
import { bookingSchema } from './booking.schema.ts'
import type { BookingService } from './booking.server.ts'

export type BookingIntake = ReturnType<typeof createBookingIntake>

/**
 * /book's form as it arrives (decision 40): the consultation request's gate (its per-address
 * limit, its flood threshold and proof of work: a booking is a consultation request with a time),
 * the booking schema, the honeypot. Returns the manage link's token, or nothing for a bot.
 */
export function createBookingIntake({
  gate,
  booking,
  landingPath,
}: {
  gate: FormGateDeps
  booking: BookingService
  landingPath: (visitor: Visitor) => Promise<string | null>
}) {
  return {
    async book(submission: LeadSubmission): Promise<{ token: string | null }> {
      if (isHoneypotFilled(submission.body, submission, '/book')) return { token: null }
      const input = await admitSubmission(gate, 'contact', submission, () => parseInput(bookingSchema, submission.body))
      const landing = await landingPath(submission.visitor)
      const { token } = await booking.book({ ...input, attribution: { ...input.attribution, landingPath: landing } })
      return { token }
    },
  }
}
