import { IANAZone } from 'luxon'

/**
 * The zones the /book page offers without a script (decision 40): the United States' own. With a
 * script the browser's zone is detected (Intl) and offered too when it is not one of them.
 */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const

/** Whether a text names a time zone this server knows (an IANA name such as America/Chicago). */
export function isTimeZone(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= 64 &&
    /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value) &&
    IANAZone.isValidZone(value)
  )
}
