import { data, redirect } from 'react-router'
import { clientKey } from '#app/lib/client-address.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { parseInput } from '#app/lib/form-gate.server.ts'
import { formRefusal, pageFormAction } from '#app/lib/forms/public-form.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { BookingIntake } from './booking-intake.server.ts'
import { BOOKING_INTENT, bookPath, checkEmailPath, managePath } from './booking-paths.ts'
import type { BookingRequests } from './booking-requests.server.ts'
import { manageTokenSchema, rescheduleSchema } from './booking.schema.ts'
import type { BookingService } from './booking-service.server.ts'
import { isTimeZone } from './time-zones.ts'

/** /book posted without a script (decisions 33, 40): `zone` redirects; `book` goes through the intake. */
export async function bookAction(request: Request, intake: BookingIntake, context: { ip: string; log: Logger }) {
  const fields = await request.formData()
  const intent = fields.get(BOOKING_INTENT)
  if (intent === 'zone') {
    const zone = fields.get('timeZone')
    return redirect(bookPath(isTimeZone(zone) ? zone : undefined), 303)
  }
  if (intent !== 'book')
    throw data('This form could not be read. Please reload the page and try again.', { status: 400 })
  return pageFormAction(request, fields, 'book', intake.book, context, (asked) =>
    redirect(asked ? checkEmailPath(asked.slot, asked.timeZone) : '/book', 303),
  )
}

/** The chosen `slot` of a posted form, or the schema's refusal naming the field. */
const slotOf = (values: Record<string, string>) => parseInput(rescheduleSchema, values).slot

/** A meeting's private page posted (never on GET: a mail scanner that opens the link changes nothing). */
export async function manageAction(
  request: Request,
  { booking, bookingRequests: requests }: { booking: BookingService; bookingRequests: BookingRequests },
  token: string,
  { ip }: { ip: string },
) {
  if (!manageTokenSchema.safeParse(token).success) throw data(null, { status: 404 })
  const fields = await request.formData()
  const intent = fields.get(BOOKING_INTENT)
  const slot = fields.get('slot')
  const values: Record<string, string> = typeof slot === 'string' ? { slot } : {}
  const client = clientKey(ip)
  try {
    if (intent === 'confirm') {
      const outcome = await requests.confirm(token, values.slot ? slotOf(values) : undefined)
      return redirect(`${managePath(token)}?${outcome}`, 303)
    }
    if (intent === 'cancel') {
      await booking.cancel(token, { client })
      return redirect(managePath(token), 303)
    }
    if (intent !== 'reschedule')
      throw new DomainError('invalid', 'This form could not be read. Please reload the page and try again.')
    await booking.reschedule(token, slotOf(values), { client })
    return redirect(`${managePath(token)}?moved`, 303)
  } catch (error) {
    return formRefusal(intent === 'cancel' || intent === 'confirm' ? intent : 'reschedule', error, values)
  }
}
