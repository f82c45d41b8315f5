import { parse as parseCookie } from 'cookie'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { authenticate, SESSION_ABSOLUTE_MS } from '#app/features/auth/auth.server.ts'
import type { Services } from '#app/services.server.ts'
import { HttpError } from './http-errors.ts'

/**
 * The browser holds the session in an HttpOnly, SameSite=Strict cookie; scripts may send
 * `Authorization: Bearer <token>`. See docs/decisions/0003-session-cookie.md.
 */
export function cookieName(req: Request): string {
  return req.secure ? '__Host-sid' : 'sid'
}

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie
  return header ? parseCookie(header)[name] : undefined
}

export function tokenFrom(req: Request): string | undefined {
  const auth = req.headers.authorization
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || undefined
  return readCookie(req, cookieName(req))
}

export function setSessionCookie(req: Request, res: Response, token: string) {
  res.cookie(cookieName(req), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS,
  })
}

export function clearSessionCookie(req: Request, res: Response) {
  res.clearCookie(cookieName(req), { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/' })
}

/** Resolves req.user once per request (null when anonymous). */
export function loadUser(services: Services): RequestHandler {
  return async (req, _res, next) => {
    try {
      const token = tokenFrom(req)
      req.sessionToken = token
      req.user = token ? await authenticate(services.db, token) : null
      next()
    } catch (error) {
      next(error)
    }
  }
}

export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  res.set('Cache-Control', 'no-store')
  if (!req.user) return next(new HttpError(401, 'Authentication required. Please sign in.'))
  next()
}
