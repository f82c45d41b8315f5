import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** OWASP's device cookie (decision 14): `base64url(username).nonce.HMAC(key, username|nonce)`. */

const mac = (key: Buffer, username: string, nonce: string) =>
  createHmac('sha256', key).update(`${username}|${nonce}`).digest()

export function issueDeviceCookie(key: Buffer, username: string): string {
  const name = username.toLowerCase()
  const nonce = randomBytes(16).toString('base64url')
  return [Buffer.from(name).toString('base64url'), nonce, mac(key, name, nonce).toString('base64url')].join('.')
}

/** The browser the cookie vouches for (its username, lower case), when its signature holds. */
export function readDeviceCookie(key: Buffer, value: string | undefined) {
  if (!value || value.length > 400) return null
  const [encoded, nonce, signature, extra] = value.split('.')
  if (!encoded || !nonce || !signature || extra !== undefined || !/^[\w-]{22}$/.test(nonce)) return null
  const username = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = mac(key, username, nonce)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { username, nonce }
}
