/** Spec §9 dates: "Jan 5, 2024" in lists, "March 5, 2025" on the post page; one time zone on server and browser. */
export function shortDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })
}

export function longDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone })
}
