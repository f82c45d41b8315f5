/** A session ends 12 hours after sign-in, however active, and 30 minutes after its last use (ASVS 4.0.3 V3.3.2). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** As long as browsers keep a cookie (decision 14). */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000
