import { Router } from 'express'
import { loginSchema } from '#app/features/auth/auth.schema.ts'
import { login, logout } from '#app/features/auth/auth.server.ts'
import { blockedFor, clear, recordFailure } from '#app/features/security/rate-limit.server.ts'
import type { Services } from '#app/services.server.ts'
import { HttpError, parseOr400 } from '../http-errors.ts'
import { clearSessionCookie, setSessionCookie } from '../session.ts'

export function authRoutes(services: Services): Router {
  const router = Router()

  router.get('/me', (req, res) => {
    res.set('Cache-Control', 'no-store')
    // 200 either way, so public pages never see an error for an anonymous visitor.
    if (!req.user) return res.json({ success: false })
    res.json({ success: true, user: { username: req.user.username } })
  })

  router.post('/login', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const { username, password } = parseOr400(loginSchema, req.body)
    const userKey = `login:user:${username.toLowerCase()}`
    const ipKey = `login:ip:${req.ip ?? 'unknown'}`
    const wait = Math.max((await blockedFor(services.db, userKey)) ?? 0, (await blockedFor(services.db, ipKey)) ?? 0)
    if (wait > 0) {
      req.log.warn({ event: 'login', username, ip: req.ip, outcome: 'locked' }, 'login attempt')
      throw new HttpError(429, 'Too many failed sign-in attempts. Please wait and try again.', undefined, {
        'Retry-After': String(wait),
      })
    }
    const result = await login(services.db, username, password)
    req.log.info({ event: 'login', username, ip: req.ip, outcome: result.ok ? 'success' : 'failure' }, 'login attempt')
    if (!result.ok) {
      await recordFailure(services.db, userKey, services.limits.loginPerUsername)
      await recordFailure(services.db, ipKey, services.limits.loginPerAddress)
      throw new HttpError(401, 'Invalid username or password')
    }
    await clear(services.db, userKey)
    setSessionCookie(req, res, result.token)
    res.json({
      success: true,
      token: result.token,
      user: { username: result.user.username },
      message: 'Login successful',
    })
  })

  router.post('/logout', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (req.sessionToken) await logout(services.db, req.sessionToken)
    clearSessionCookie(req, res)
    res.json({ success: true })
  })

  return router
}
