import { Router } from 'express'
import { bookingSettingsSchema, calendarUrlSchema } from '#app/features/booking/availability.schema.ts'
import { manageTokenSchema, rescheduleSchema } from '#app/features/booking/booking.schema.ts'
import { isTimeZone } from '#app/features/booking/time-zones.ts'
import { contactIdSchema } from '#app/features/leads/lead.schema.ts'
import type { Services } from '#app/services.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../session.ts'
import { submissionOf } from './leads.ts'

const token = (value: unknown) => {
  if (!manageTokenSchema.safeParse(value).success)
    throw new DomainError('not_found', 'This link does not open a meeting.')
  return value as string
}

/**
 * Booking a consultation (decision 40), for scripts and tests: the same intake and service as
 * /book's form. The manage link's routes change a meeting only on POST.
 */
export function bookingRoutes(services: Services): Router {
  const router = Router()
  const { booking } = services

  router.get('/bookings/slots', async (req, res) => {
    const tz = typeof req.query.tz === 'string' && isTimeZone(req.query.tz) ? req.query.tz : services.env.site.timeZone
    res.set('Cache-Control', 'no-store').json({ timeZone: tz, days: await booking.days(tz) })
  })

  router.post('/bookings', async (req, res) => {
    const { token: manage } = await services.bookingIntake.book(submissionOf(req))
    res.status(201).json({
      success: true,
      message: 'Your consultation is booked. We have emailed you the calendar invitation.',
      ...(manage ? { manageUrl: `/book/manage/${manage}` } : {}),
    })
  })

  router.post('/bookings/manage/:token/reschedule', async (req, res) => {
    const { slot } = parseOr400(rescheduleSchema, req.body)
    await booking.reschedule(token(req.params.token), slot)
    res.json({ success: true })
  })

  router.post('/bookings/manage/:token/cancel', async (req, res) => {
    await booking.cancel(token(req.params.token))
    res.json({ success: true })
  })

  /** The consultant's subscribe URL: every booking, as a calendar. */
  router.get('/bookings/feed/:token.ics', async (req, res) => {
    const feed = await booking.feed(req.params.token)
    if (feed === null) throw new DomainError('not_found', 'Not found')
    res.set({ 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'no-store' }).send(feed)
  })

  const admin = Router()
  admin.use(requireAdmin)
  admin.get('/', async (req, res) => {
    const from = new Date(services.clock().getTime() - 12 * 3600_000)
    const to = new Date(from.getTime() + 45 * 24 * 3600_000)
    const rows = await booking.between(from, to)
    res.json({
      meetings: rows.map((r) => ({
        id: r.id,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        district: r.district,
        agenda: r.agenda,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
        status: r.status,
        confirmedAt: r.confirmedAt?.toISOString() ?? null,
      })),
      feedUrl: `${services.env.SITE_URL}/api/bookings/feed/${await booking.feedToken()}.ics`,
      calendarUrl: (await booking.availability()).calendarUrl,
      calendar: await services.calendarFeed.status(),
    })
  })
  admin.post('/:id/cancel', async (req, res) => {
    await booking.cancelById(parseOr400(contactIdSchema, req.params).id)
    res.json({ success: true })
  })
  admin.post('/:id/confirm', async (req, res) => {
    await booking.confirm(parseOr400(contactIdSchema, req.params).id)
    res.json({ success: true })
  })
  admin.get('/settings', async (_req, res) => {
    res.json(await booking.availability())
  })
  admin.put('/settings', async (req, res) => {
    await booking.saveSettings(parseOr400(bookingSettingsSchema, req.body))
    res.json(await booking.availability())
  })
  admin.put('/calendar', async (req, res) => {
    const { calendarUrl } = parseOr400(calendarUrlSchema, req.body)
    const previous = (await booking.availability()).calendarUrl
    await booking.saveCalendarUrl(calendarUrl ?? null)
    // Another calendar's (or no calendar's) busy times must not stay in force: a removed or
    // replaced address drops the last copy before the new one is read.
    if ((calendarUrl ?? null) !== previous) await services.calendarFeed.clear()
    // Read it now rather than in up to 5 minutes; a failure is kept for the status, not thrown.
    if (calendarUrl) await services.calendarFeed.refresh(calendarUrl)
    res.json({ calendarUrl: calendarUrl ?? null, calendar: await services.calendarFeed.status() })
  })
  router.use('/admin/bookings', admin)
  return router
}
