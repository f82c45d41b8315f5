import { createHmac, timingSafeEqual } from 'node:crypto'
import { keysFor, type KeyRing } from '#app/lib/keys.server.ts'
import { CONFIRM_LINK_DAYS } from './confirm-link.ts'
import { DAY } from '#app/lib/durations.ts'

/**
 * An HMAC of the purpose and the address; one purpose's token never works for another. Unsubscribe
 * links never expire (RFC 8058: every email ever sent must keep working); confirmations do after 7 days.
 */
export type LinkPurpose = 'unsubscribe' | 'confirm'

export type LinkCheck = 'valid' | 'invalid' | 'expired'

export interface SignedLinkQuery {
  email: string
  token: string
  /** seconds since 1970 */
  expires?: string
}

const message = (purpose: LinkPurpose, email: string, expires?: string) =>
  expires === undefined ? `${purpose}:${email.toLowerCase()}` : `${purpose}:${email.toLowerCase()}:${expires}`

const mac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest('base64url')

function matches(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

function signedLink(siteUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, siteUrl)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.toString()
}

export function unsubscribeUrl(siteUrl: string, keys: KeyRing, email: string): string {
  return signedLink(siteUrl, '/unsubscribe', {
    email,
    token: mac(keys.current.emailLinks, message('unsubscribe', email)),
  })
}

/** Double opt-in: the page behind it asks for one click before confirming. */
export function confirmUrl(siteUrl: string, keys: KeyRing, email: string, now = new Date()): string {
  const expires = String(Math.floor((now.getTime() + CONFIRM_LINK_DAYS * DAY) / 1000))
  return signedLink(siteUrl, '/newsletter/confirm', {
    email,
    expires,
    token: mac(keys.current.emailLinks, message('confirm', email, expires)),
  })
}

/** Old confirmation links signed with the root key (decision 15) count as expired: nobody can tell their age. */
export function checkLink(keys: KeyRing, purpose: LinkPurpose, link: SignedLinkQuery, now = new Date()): LinkCheck {
  const { email, token, expires } = link
  if (!email || !token) return 'invalid'
  const legacy = keys.legacy.some((root) => matches(mac(root, message(purpose, email)), token))
  if (purpose === 'unsubscribe')
    return legacy || keysFor(keys, 'emailLinks').some((key) => matches(mac(key, message(purpose, email)), token))
      ? 'valid'
      : 'invalid'
  if (legacy) return 'expired'
  if (!expires || !/^\d{1,12}$/.test(expires)) return 'invalid'
  if (!keysFor(keys, 'emailLinks').some((key) => matches(mac(key, message(purpose, email, expires)), token)))
    return 'invalid'
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid'
}
