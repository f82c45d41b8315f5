import type { bookings, MEETING_PLACES } from '#db/schema/booking.ts'
import type { Availability } from './availability.ts'

export { MEETING_PLACES } from '#db/schema/booking.ts'
export type PlaceKind = (typeof MEETING_PLACES)[number]

export const PHONE_REQUIRED = 'Please give the number we should call'

/** The ways to meet the consultant offers in Availability (decision 59), video first. */
export function offeredPlaces(a: Pick<Availability, 'videoUrl' | 'phoneCalls'>): PlaceKind[] {
  return [...(a.videoUrl ? (['video'] as const) : []), ...(a.phoneCalls ? (['phone'] as const) : [])]
}

/** A meeting's place as stored with it: how, the room's address, the visitor's number (E.164). */
export type StoredPlace = Pick<typeof bookings.$inferSelect, 'place' | 'videoUrl' | 'phone'>

/** A meeting's place in words, for pages, emails and the invitation; worded on the server. */
export interface PlaceView {
  kind: PlaceKind
  label: string
  /** the room's address, or the number as written for the reader */
  detail: string
  /** the room, or tel: */
  href: string
}

/** A meeting's place for one reader (decision 59); mail to the visitor's address gives the number's last digits. */
export function placeView(p: StoredPlace, phoneText: (e164: string) => string): PlaceView | null {
  if (p.place === 'video' && p.videoUrl)
    return { kind: 'video', label: 'Video call', detail: p.videoUrl, href: p.videoUrl }
  if (p.place === 'phone' && p.phone)
    return { kind: 'phone', label: 'Phone call', detail: phoneText(p.phone), href: `tel:${p.phone}` }
  return null
}

/** A place as a calendar's LOCATION: the room itself (calendars offer to join it), or who calls which number. */
export const placeLocation = (view: PlaceView) => (view.kind === 'video' ? view.detail : `Phone call to ${view.detail}`)

export function placeSentence(view: PlaceView | null): string {
  if (!view) return 'We call you at the time booked, or send a video link by email beforehand.'
  return view.kind === 'video'
    ? `Join the video call at the time booked: ${view.detail}`
    : `We call you at the time booked, on ${view.detail}.`
}

/** The place asked for among those offered (a phone call needs a number; none offered: arranged), or a refusal. */
export function choosePlace(
  offered: readonly PlaceKind[],
  asked: { place?: PlaceKind; phone: string | null },
): { place: PlaceKind | null; phone: string | null } | { field: 'place' | 'phone'; message: string } {
  if (!offered.length) return { place: null, phone: null }
  const place = offered.length === 1 ? offered[0]! : asked.place
  if (!place || !offered.includes(place)) return { field: 'place', message: 'Please choose how we meet' }
  if (place === 'video') return { place, phone: null }
  if (!asked.phone) return { field: 'phone', message: PHONE_REQUIRED }
  return { place, phone: asked.phone }
}
