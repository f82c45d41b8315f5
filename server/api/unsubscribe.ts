import express, { Router } from 'express'
import { verifyUnsubscribeToken } from '#app/features/email/unsubscribe-token.server.ts'
import type { Services } from '#app/services.server.ts'

/**
 * POST /unsubscribe?email=…&token=… — the confirmation page's form and RFC 8058 one-click
 * unsubscribe from mail providers (a cross-site, form-encoded POST: the signed token is the
 * authority, so this sits outside /api and its same-origin rule). GET shows the page (React Router).
 */
export function unsubscribeRoutes(services: Services): Router {
  const router = Router()
  router.post('/', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const email = typeof req.query.email === 'string' ? req.query.email.slice(0, 254) : ''
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 100) : ''
    const valid = email && token && verifyUnsubscribeToken(services.secret, email, token)
    const done = valid ? await services.leads.unsubscribe(email) : false
    req.log.info({ event: 'unsubscribe', outcome: done ? 'unsubscribed' : 'refused' }, 'unsubscribe request')
    const oneClick = req.body && (req.body as Record<string, string>)['List-Unsubscribe'] === 'One-Click'
    if (oneClick || !req.accepts('html')) {
      res.status(done ? 200 : 400).json(done ? { success: true } : { message: 'This unsubscribe link is not valid.' })
      return
    }
    res.redirect(303, `/unsubscribe?status=${done ? 'done' : 'invalid'}`)
  })
  return router
}
