/** Spec §9 dates: "Jan 5, 2024" in lists, "March 5, 2025" on the post page; one time zone on server and browser. */
export function shortDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })
}

export function longDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone })
}

/** The calendar day of a moment on the wall clocks of a time zone, as 'YYYY-MM-DD'. */
export function calendarDay(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
}

/** "9:41 AM" on the site's clocks. */
export function timeOfDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
}
