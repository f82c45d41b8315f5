import type { Request } from 'express'
import { hit } from '#app/lib/rate-limit.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import type { Services } from '#app/services.server.ts'
import { HttpError } from './http-errors.ts'

type Form = 'contact' | 'newsletter' | 'download' | 'quiz'

/**
 * A public form's limits: per client (an IPv4 address or an IPv6 /64), then for all clients
 * together, so neither one script nor a botnet can flood the leads tables (issues 7 and 13).
 * 429 with Retry-After when exceeded.
 */
export async function limitForm(services: Services, req: Request, form: Form) {
  const client = clientKey(req.ip)
  const checks = [
    { key: `${form}:ip:${client}`, limit: services.limits[form], scope: 'address' },
    { key: `${form}:all`, limit: services.limits[`${form}Global`], scope: 'global' },
  ] as const
  for (const { key, limit, scope } of checks) {
    const verdict = await hit(services.db, key, limit)
    if (verdict.allowed) continue
    req.log.warn({ event: 'rate_limited', limit: form, scope, ip: client }, 'rate limit reached')
    const message =
      scope === 'address'
        ? 'Too many requests. Please wait a few minutes and try again.'
        : 'We are receiving an unusual number of requests right now. Please try again in a few minutes.'
    throw new HttpError(429, message, undefined, { 'Retry-After': String(verdict.retryAfterSeconds) })
  }
}

/**
 * The hidden "website" field: people never see it, form-filling bots fill it. Such a submission
 * is answered as a success and stored nowhere.
 */
export function isHoneypotFilled(req: Request): boolean {
  const value = (req.body as { website?: unknown } | undefined)?.website
  const filled = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  if (filled) req.log.info({ event: 'honeypot', path: req.path, ip: clientKey(req.ip) }, 'honeypot submission dropped')
  return filled
}
