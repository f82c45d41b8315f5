import { createHmac, timingSafeEqual } from 'node:crypto'

/** A link that proves "this address asked to leave" without a login: HMAC of the address. */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${email.toLowerCase()}`).digest('base64url')
}

export function verifyUnsubscribeToken(secret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, email))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function unsubscribeUrl(siteUrl: string, secret: string, email: string): string {
  const url = new URL('/unsubscribe', siteUrl)
  url.searchParams.set('email', email)
  url.searchParams.set('token', unsubscribeToken(secret, email))
  return url.toString()
}
