import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Links in emails that prove "the person who reads this address asked for this" without a login:
 * an HMAC of the purpose and the address. One purpose's token never works for another.
 */
export type LinkPurpose = 'unsubscribe' | 'confirm'

export function linkToken(secret: string, purpose: LinkPurpose, email: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${email.toLowerCase()}`).digest('base64url')
}

export function verifyLinkToken(secret: string, purpose: LinkPurpose, email: string, token: string): boolean {
  const expected = Buffer.from(linkToken(secret, purpose, email))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function signedLink(siteUrl: string, secret: string, path: string, purpose: LinkPurpose, email: string): string {
  const url = new URL(path, siteUrl)
  url.searchParams.set('email', email)
  url.searchParams.set('token', linkToken(secret, purpose, email))
  return url.toString()
}

export const unsubscribeUrl = (siteUrl: string, secret: string, email: string) =>
  signedLink(siteUrl, secret, '/unsubscribe', 'unsubscribe', email)

/** Newsletter double opt-in (issue 13): the page behind it asks for one click before confirming. */
export const confirmUrl = (siteUrl: string, secret: string, email: string) =>
  signedLink(siteUrl, secret, '/newsletter/confirm', 'confirm', email)

export const verifyUnsubscribeToken = (secret: string, email: string, token: string) =>
  verifyLinkToken(secret, 'unsubscribe', email, token)
