/** Worded by the caller, which knows the time zones. */
export interface MeetingTimes {
  visitor: string
  /** on the site's clock, labelled */
  site: string
}

/** Their private link, or a reply. */
export function manageLine(manageUrl: string | null, phone: string): string {
  return manageUrl
    ? `To move or cancel it (until 4 hours before), use your private link: ${manageUrl}`
    : `To move or cancel it, reply to this email or call ${phone}.`
}

export const bookingPrivacy =
  'You are receiving this because this address was used to book a consultation on our site. If that was not you, open the link above and cancel it.'

/** Where a meeting happens, worded by the caller (decision 59): "Video call" and the room's address. */
export interface MeetingPlace {
  label: string
  detail: string
}

/** The email's row for the place: none for a meeting whose place the consultant arranges. */
export const placeRows = (place: MeetingPlace | null | undefined): [string, string][] =>
  place ? [['Where', `${place.label}: ${place.detail}`]] : []
