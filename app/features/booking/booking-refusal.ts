import { useActionData } from 'react-router'

/** The hidden field that says which of a booking page's forms was posted. */
export const BOOKING_INTENT = 'intent'
export type BookingIntent = 'book' | 'zone' | 'reschedule' | 'cancel' | 'confirm'

/**
 * A booking form the server refused (decision 40, as decision 33 for the lead forms): drawn again
 * with the input kept, each field's message beside it and a summary that takes the focus.
 * `taken`: the time was taken meanwhile, and the page shows fresh times.
 */
export interface BookingRefusal {
  intent: BookingIntent
  message: string
  errors: Record<string, string[]>
  values: Record<string, string>
  taken?: boolean
  busy?: boolean
  /** a request's link confirmed too late */
  expired?: boolean
}

export function useBookingRefusal(): BookingRefusal | undefined {
  return useActionData() as BookingRefusal | undefined
}

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
