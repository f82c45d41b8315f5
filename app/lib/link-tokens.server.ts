import { createHash, createHmac } from 'node:crypto'

/**
 * The token of a private link sent by email, derived from a random id with the email-links key
 * (app/lib/keys.server.ts), so the outbox can carry the id and never the token, and the database
 * keeps only the token's SHA-256: the way a booking's manage link works (decision 40), for a
 * password reset too (decision 60). `purpose` keeps one kind of link from opening another.
 */
export const linkToken = (key: Buffer, purpose: string, id: string) =>
  createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url')

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token whose hash is the stored one, made with the first key that gives it (a key rotation). */
export function storedLinkToken(keys: readonly Buffer[], purpose: string, id: string, hash: string): string | null {
  for (const key of keys) {
    const token = linkToken(key, purpose, id)
    if (linkTokenHash(token) === hash) return token
  }
  return null
}
