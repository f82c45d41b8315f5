import { linkToken, linkTokenHash, storedLinkToken } from '#app/lib/link-tokens.server.ts'

/**
 * The private manage link of a booking (decision 40). Its token is derived from the meeting's UID
 * with the email-links key (app/lib/link-tokens.server.ts), so every email, a reminder queued days
 * later included, can carry it without the token ever being stored; the bookings table keeps only
 * its SHA-256, which is how a link finds its meeting. A token therefore opens exactly one meeting.
 * During a key rotation the email builder uses whichever key made the stored hash, so links keep working.
 */
export const manageToken = (key: Buffer, uid: string) => linkToken(key, 'booking-manage', uid)

export const tokenHash = linkTokenHash

/** The token whose hash is the one stored for this meeting, made with the first key that gives it. */
export const storedToken = (keys: readonly Buffer[], uid: string, hash: string): string | null =>
  storedLinkToken(keys, 'booking-manage', uid, hash)
