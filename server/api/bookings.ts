import { Router } from 'express'
import { bookingSettingsSchema, calendarUrlSchema } from '#app/features/booking/availability.schema.ts'
import { manageTokenSchema, rescheduleSchema } from '#app/features/booking/booking.schema.ts'
import { visitorEvent } from '#app/features/booking/calendar-event.ts'
import { buildInvite } from '#app/features/booking/ics.ts'
import { managePath } from '#app/features/booking/booking-paths.ts'
import { phoneText } from '#app/features/booking/phone.ts'
import { placeView } from '#app/features/booking/place.ts'
import { isTimeZone } from '#app/features/booking/time-zones.ts'
import { contactIdSchema } from '#app/features/leads/lead.schema.ts'
import type { Services } from '#app/services.server.ts'
import { DomainError, found } from '#app/lib/errors.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../session.ts'
import { submissionOf } from '#app/lib/forms/public-form.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { pick } from '#app/lib/db.server.ts'

const token = (value: unknown) => {
  if (!manageTokenSchema.safeParse(value).success)
    throw new DomainError('not_found', 'This link does not open a meeting.')
  return value as string
}

/** For scripts and tests: the same intake and service as /book's form (decision 40). */
export function bookingRoutes(services: Services): Router {
  const router = Router()
  const { booking, bookingFeed } = services
  const feedUrl = (token: string) => `${services.env.SITE_URL}/api/bookings/feed/${token}.ics`

  router.get('/bookings/slots', async (req, res) => {
    const tz = typeof req.query.tz === 'string' && isTimeZone(req.query.tz) ? req.query.tz : services.env.site.timeZone
    res.json({ timeZone: tz, days: await booking.days(tz) })
  })

  // The link goes only to the mailbox, so the answer is the same whether or not it went (decision 40).
  router.post('/bookings', async (req, res) => {
    await services.bookingIntake.book.receive(submissionOf(req))
    res.status(202).json({
      success: true,
      message: 'Check your email: the time is booked once you confirm it from the link we sent, within 30 minutes.',
    })
  })

  router.post('/bookings/manage/:token/confirm', async (req, res) => {
    const slot = req.body?.slot === undefined ? undefined : parseOr400(rescheduleSchema, req.body).slot
    res.json({ success: true, outcome: await services.bookingRequests.confirm(token(req.params.token), slot) })
  })

  router.post('/bookings/manage/:token/reschedule', async (req, res) => {
    const { slot } = parseOr400(rescheduleSchema, req.body)
    await booking.reschedule(token(req.params.token), slot, { client: clientKey(req.ip) })
    res.json({ success: true })
  })

  router.post('/bookings/manage/:token/cancel', async (req, res) => {
    await booking.cancel(token(req.params.token), { client: clientKey(req.ip) })
    res.json({ success: true })
  })

  /** The emailed invitation's event (its UID and SEQUENCE), published for the meeting's page (decision 59). */
  router.get('/bookings/manage/:token/invite.ics', async (req, res) => {
    const manageToken = token(req.params.token)
    const meeting = await booking.manage(manageToken)
    if (meeting?.status !== 'booked') throw new DomainError('not_found', 'This link does not open a meeting.')
    const { site, SITE_URL, NOTIFY_EMAIL } = services.env
    const event = visitorEvent(site, {
      start: meeting.startsAt,
      end: meeting.endsAt,
      place: placeView(meeting.place, phoneText),
      manageUrl: `${SITE_URL}${managePath(manageToken)}`,
    })
    const ics = buildInvite({
      method: 'PUBLISH',
      uid: meeting.uid,
      sequence: meeting.sequence,
      ...event,
      organizer: { name: site.consultantName, email: NOTIFY_EMAIL ?? site.email },
      stamp: services.clock(),
    })
    res
      .set({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="consultation.ics"',
      })
      .send(ics)
  })

  router.get('/bookings/feed/:token.ics', async (req, res) => {
    res.type('text/calendar; charset=utf-8').send(found(await bookingFeed.feed(req.params.token), 'Not found'))
  })

  const admin = Router()
  admin.use(requireAdmin)
  admin.get('/', async (_req, res) => {
    const from = new Date(services.clock().getTime() - 12 * 3600_000)
    const to = new Date(from.getTime() + 45 * 24 * 3600_000)
    const rows = await booking.between(from, to)
    res.json({
      meetings: rows.map((r) => ({
        ...pick(r, ['id', 'firstName', 'lastName', 'email', 'district', 'agenda']),
        ...pick(r, ['startsAt', 'endsAt', 'status', 'confirmedAt']),
        place: placeView(r, phoneText),
      })),
      feedUrl: feedUrl(await bookingFeed.token()),
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
  /** The old one answers 404 from now on. */
  admin.post('/feed', async (req, res) => {
    const token = await bookingFeed.rotate()
    req.log.info({ event: 'booking_feed_replaced', username: req.user!.username }, 'subscribe URL replaced')
    res.json({ feedUrl: feedUrl(token) })
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
    // Another calendar's busy times must not stay in force.
    if ((calendarUrl ?? null) !== previous) await services.calendarFeed.clear()
    // A failure is kept for the status, not thrown.
    if (calendarUrl) await services.calendarFeed.refresh(calendarUrl)
    res.json({ calendarUrl: calendarUrl ?? null, calendar: await services.calendarFeed.status() })
  })
  router.use('/admin/bookings', admin)
  return router
}
