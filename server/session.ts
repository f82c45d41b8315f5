import { parse as parseCookie } from 'cookie'
import { LRUCache } from 'lru-cache'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { DEVICE_COOKIE_MAX_AGE_MS, SESSION_ABSOLUTE_MS } from '#app/features/auth/lifetimes.ts'
import { endsIn, formatEndsIn, SESSION_HEADER, type SessionEnds } from '#app/features/auth/session-clock.ts'
import type { Services } from '#app/services.server.ts'
import { DomainError } from '#app/lib/errors.ts'

/** Fail closed: a proxy that forgets X-Forwarded-Proto must not downgrade the cookie (decision 3). */
function overHttps(req: Request, httpsOnly: boolean): boolean {
  return httpsOnly || req.secure
}

const cookieName = (req: Request, httpsOnly: boolean) => (overHttps(req, httpsOnly) ? '__Host-sid' : 'sid')
const cookieOptions = (req: Request, httpsOnly: boolean, path: string) =>
  ({ httpOnly: true, sameSite: 'strict', secure: overHttps(req, httpsOnly), path }) as const

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie
  return header ? parseCookie(header)[name] : undefined
}

export function tokenFrom(req: Request, httpsOnly: boolean): string | undefined {
  const auth = req.headers.authorization
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined
  return readCookie(req, cookieName(req, httpsOnly))
}

export function setSessionCookie(req: Request, res: Response, token: string, httpsOnly: boolean) {
  res.cookie(cookieName(req, httpsOnly), token, { ...cookieOptions(req, httpsOnly, '/'), maxAge: SESSION_ABSOLUTE_MS })
}

export function clearSessionCookie(req: Request, res: Response, httpsOnly: boolean) {
  res.removeHeader(SESSION_HEADER)
  res.clearCookie(cookieName(req, httpsOnly), cookieOptions(req, httpsOnly, '/'))
}

/** Decision 14. `__Secure-` over https, so no plain-http page can plant one. */
const DEVICE_PATH = '/api/auth'
const deviceCookieName = (req: Request, httpsOnly: boolean) =>
  overHttps(req, httpsOnly) ? '__Secure-device' : 'device'

export function deviceCookieFrom(req: Request, httpsOnly: boolean): string | undefined {
  return readCookie(req, deviceCookieName(req, httpsOnly))
}

export function setDeviceCookie(req: Request, res: Response, value: string, httpsOnly: boolean) {
  res.cookie(deviceCookieName(req, httpsOnly), value, {
    ...cookieOptions(req, httpsOnly, DEVICE_PATH),
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  })
}

/** Time left, not a date, so the browser's clock need not agree (decision 36). */
export function sendSessionEnds(res: Response, ends: SessionEnds) {
  res.set(SESSION_HEADER, formatEndsIn(endsIn(ends, new Date())))
}

export function loadUser(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = tokenFrom(req, services.env.httpsOnly)
      req.sessionToken = token
      req.user = token ? await services.auth.authenticate(token) : null
      if (req.user?.sessionEnds) sendSessionEnds(res, req.user.sessionEnds)
      next()
    } catch (error) {
      next(error)
    }
  }
}

/** A made-up `sid` or token must not buy a fresh render (docs/security.md); invalid ones are remembered 30 s. */
export function createSessionCheck(services: Services): (req: Request) => Promise<boolean> {
  const invalid = new LRUCache<string, true>({ max: 10_000, ttl: 30_000 })
  return async (req) => {
    const token = tokenFrom(req, services.env.httpsOnly)
    if (!token || invalid.has(token)) return false
    const user = await services.auth.authenticate(token)
    if (!user) invalid.set(token, true)
    req.user = user
    req.sessionToken = token
    return user !== null
  }
}

export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  res.set('Cache-Control', 'no-store')
  if (!req.user) return next(new DomainError('unauthorized', 'Authentication required. Please sign in.'))
  next()
}
