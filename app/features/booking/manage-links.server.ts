import { linkToken, linkTokenHash, storedLinkToken } from '#app/lib/link-tokens.server.ts'

/** A booking's manage link (decision 40): made from its UID with the email-links key; only its SHA-256 is stored. */
export const manageToken = (key: Buffer, uid: string) => linkToken(key, 'booking-manage', uid)

export const tokenHash = linkTokenHash

/** The token whose hash is the one stored for this meeting, made with the first key that gives it. */
export const storedToken = (keys: readonly Buffer[], uid: string, hash: string): string | null =>
  storedLinkToken(keys, 'booking-manage', uid, hash)
