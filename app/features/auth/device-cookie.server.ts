import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * OWASP's device cookie: a browser that has signed in as an admin keeps a signed note saying so,
 * `base64url(username).nonce.HMAC(key, username|nonce)`, keyed with the site's device-cookie key
 * (app/lib/keys.server.ts). With it, sign-in skips the per-address
 * lockout and the shared password-hashing budget (a stranger on the same school Wi-Fi, or a flood
 * from elsewhere, cannot keep the owner out) and is limited per cookie instead, by its nonce.
 * See docs/decisions/0014-password-hashing-budget.md.
 */

export interface KnownDevice {
  /** lower case, as the cookie was issued for */
  username: string
  /** names the cookie for its own lockout */
  nonce: string
}

const mac = (key: Buffer, username: string, nonce: string) =>
  createHmac('sha256', key).update(`${username}|${nonce}`).digest()

export function issueDeviceCookie(key: Buffer, username: string): string {
  const name = username.toLowerCase()
  const nonce = randomBytes(16).toString('base64url')
  return [Buffer.from(name).toString('base64url'), nonce, mac(key, name, nonce).toString('base64url')].join('.')
}

/** The browser the cookie vouches for, when its signature holds; null for anything else. */
export function readDeviceCookie(key: Buffer, value: string | undefined): KnownDevice | null {
  if (!value || value.length > 400) return null
  const [encoded, nonce, signature, extra] = value.split('.')
  if (!encoded || !nonce || !signature || extra !== undefined || !/^[\w-]{22}$/.test(nonce)) return null
  const username = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = mac(key, username, nonce)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { username, nonce }
}
