/** The hidden field that says which of a booking page's forms was posted; the addresses its pages go to. */
export const BOOKING_INTENT = 'intent'

/** A booking page's own address: the time zone and the day shown in its query, nothing personal. */
export const bookPath = (timeZone?: string, day?: string) => {
  const query = new URLSearchParams()
  if (timeZone) query.set('tz', timeZone)
  if (day) query.set('day', day)
  const text = query.toString()
  return text ? `/book?${text}` : '/book'
}

/** The page after Book: the time asked for and the visitor's zone, nothing typed into the form. */
export const checkEmailPath = (slot: Date, timeZone: string) =>
  `/book/check-email?${new URLSearchParams({ at: slot.toISOString(), tz: timeZone })}`

/** A meeting's private page: its manage link's token in the path (decision 40). */
export const managePath = (token: string) => `/book/manage/${token}`

/** A booked meeting's .ics, linked from its private page (decision 59). */
export const meetingIcsPath = (token: string) => `/api/bookings/manage/${token}/invite.ics`
