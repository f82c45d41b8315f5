/** The hidden field that says which of a booking page's forms was posted; the addresses its pages go to. */
export const BOOKING_INTENT = 'intent'

/** A booking page's own address: the time zone in its query, nothing personal. */
export const bookPath = (timeZone?: string, all = false) => {
  const query = new URLSearchParams()
  if (timeZone) query.set('tz', timeZone)
  if (all) query.set('all', '')
  const text = query.toString().replace(/=(?=&|$)/g, '')
  return text ? `/book?${text}` : '/book'
}

/** The page after Book: the time asked for and the visitor's zone, nothing typed into the form. */
export const checkEmailPath = (slot: Date, timeZone: string) =>
  `/book/check-email?${new URLSearchParams({ at: slot.toISOString(), tz: timeZone })}`
