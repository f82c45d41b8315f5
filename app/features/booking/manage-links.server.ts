import { createHash, createHmac } from 'node:crypto'

/**
 * The private manage link of a booking (decision 40). Its token is derived from the meeting's UID
 * with the email-links key, so every email, a reminder queued days later included, can carry it
 * without the token ever being stored; the bookings table keeps only its SHA-256, which is how a
 * link finds its meeting. A token therefore opens exactly one meeting. During a key rotation the
 * email builder uses whichever key made the stored hash, so links keep working.
 */
export const manageToken = (key: Buffer, uid: string) =>
  createHmac('sha256', key).update(`booking-manage:${uid}`).digest('base64url')

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token whose hash is the one stored for this meeting, made with the first key that gives it. */
export function storedToken(keys: readonly Buffer[], uid: string, hash: string): string | null {
  for (const key of keys) {
    const token = manageToken(key, uid)
    if (tokenHash(token) === hash) return token
  }
  return null
}
