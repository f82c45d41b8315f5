/** "Nov 24, 2026, 9:05 AM" in the site's time zone: when something happened, to the minute. */
export function dateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  })
}
