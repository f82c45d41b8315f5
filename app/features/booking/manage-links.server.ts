import { linkToken, linkTokenHash, storedLinkToken } from '#app/lib/link-tokens.server.ts'

/**
 * The private manage link of a booking (decision 40): derived from the meeting's UID with the
 * email-links key, never stored; the bookings table keeps only its SHA-256.
 */
export const manageToken = (key: Buffer, uid: string) => linkToken(key, 'booking-manage', uid)

export const tokenHash = linkTokenHash

/** The token whose hash is the one stored for this meeting, made with the first key that gives it. */
export const storedToken = (keys: readonly Buffer[], uid: string, hash: string): string | null =>
  storedLinkToken(keys, 'booking-manage', uid, hash)
