import { IANAZone } from 'luxon'

/** The zones /book offers without a script (decision 40); a script adds the browser's own. */
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
