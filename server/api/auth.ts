import { Router } from 'express'
import { loginSchema } from '#app/features/auth/auth.schema.ts'
import { logout } from '#app/features/auth/auth.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { Services } from '#app/services.server.ts'
import { parseOr400 } from '../http-errors.ts'
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
    const address = clientKey(req.ip)
    try {
      const { token, user } = await services.signIn({ username, password, address })
      req.log.info({ event: 'login', username, ip: address, outcome: 'success' }, 'login attempt')
      setSessionCookie(req, res, token, services.env.httpsOnly)
      res.json({ success: true, token, user: { username: user.username }, message: 'Login successful' })
    } catch (error) {
      const outcome = error instanceof DomainError ? error.code : 'error'
      req.log.info({ event: 'login', username, ip: address, outcome }, 'login attempt')
      throw error
    }
  })

  router.post('/logout', async (req, res) => {
    res.set('Cache-Control', 'no-store')
    if (req.sessionToken) await logout(services.db, req.sessionToken)
    clearSessionCookie(req, res, services.env.httpsOnly)
    res.json({ success: true })
  })

  return router
}
