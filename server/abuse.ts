import type { Request } from 'express'
import { hit, type Limit } from '#app/features/security/rate-limit.server.ts'
import type { Services } from '#app/services.server.ts'
import { HttpError } from './http-errors.ts'

/** Per-address limit for a public form; 429 with Retry-After when exceeded (issue 7). */
export async function limitByAddress(services: Services, req: Request, name: string, limit: Limit) {
  const verdict = await hit(services.db, `${name}:ip:${req.ip ?? 'unknown'}`, limit)
  if (!verdict.allowed) {
    req.log.warn({ event: 'rate_limited', limit: name, ip: req.ip }, 'rate limit reached')
    throw new HttpError(429, 'Too many requests. Please wait a few minutes and try again.', undefined, {
      'Retry-After': String(verdict.retryAfterSeconds),
    })
  }
}

/**
 * The hidden "website" field: people never see it, form-filling bots fill it. Such a submission
 * is answered as a success and stored nowhere.
 */
export function isHoneypotFilled(req: Request): boolean {
  const value = (req.body as { website?: unknown } | undefined)?.website
  const filled = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  if (filled) req.log.info({ event: 'honeypot', path: req.path, ip: req.ip }, 'honeypot submission dropped')
  return filled
}
