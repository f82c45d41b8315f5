/**
 * How long the browser keeps what sign-in gives it: read by the auth service and by the HTTP layer
 * that sets the cookies (server/session.ts).
 */
/** A session ends 12 hours after sign-in, however active (decision 3). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/**
 * ...and 30 minutes after its last use (ASVS 4.0.3 V3.3.2); the admin screens warn before this one
 * (session-clock.ts, decision 36).
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** A device cookie lasts as long as browsers keep one (decision 14). */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000
