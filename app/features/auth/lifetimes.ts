/**
 * How long the browser keeps what sign-in gives it: read by the auth service and by the HTTP layer
 * that sets the cookies (server/session.ts).
 */
/** A session ends 12 hours after sign-in, however active (decision 3). */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000
/** A device cookie lasts as long as browsers keep one (decision 14). */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000
