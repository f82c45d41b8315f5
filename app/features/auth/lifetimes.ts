import { DAY, HOUR, MINUTE } from '#app/lib/durations.ts'
/** A session ends 12 hours after sign-in, however active, and 30 minutes after its last use (ASVS 4.0.3 V3.3.2). */
export const SESSION_ABSOLUTE_MS = 12 * HOUR
export const SESSION_IDLE_MS = 30 * MINUTE
/** As long as browsers keep a cookie (decision 14). */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * DAY
