import { createHash, createHmac } from 'node:crypto'

/**
 * A private link's token, derived from a random id so the outbox carries the id and the database
 * only the token's SHA-256 (decisions 40, 60); `purpose` keeps one kind of link from opening another.
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
