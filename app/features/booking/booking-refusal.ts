import { useActionData } from 'react-router'

/** The hidden field that says which of a booking page's forms was posted. */
export const BOOKING_INTENT = 'intent'
export type BookingIntent = 'book' | 'zone' | 'reschedule' | 'cancel'

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
