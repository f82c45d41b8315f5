import express, { Router, type Request } from 'express'
import { verifyLinkToken, type LinkPurpose } from '#app/features/email/signed-links.server.ts'
import type { Services } from '#app/services.server.ts'

/**
 * The POST targets of the signed links in our emails (the GET pages are React Router routes).
 * They sit outside /api and its same-origin rule: the signed token is the authority.
 * - POST /unsubscribe?email=…&token=…: the page's form, and RFC 8058 one-click unsubscribe from
 *   mail providers (a cross-site, form-encoded POST).
 * - POST /newsletter/confirm?email=…&token=…: double opt-in. Only a click on the page's button
 *   confirms, never the GET a mail scanner makes when it opens the link.
 */
export function emailLinkRoutes(services: Services): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '2kb' })

  function signed(req: Request, purpose: LinkPurpose): string | null {
    const email = typeof req.query.email === 'string' ? req.query.email.slice(0, 254) : ''
    const token = typeof req.query.token === 'string' ? req.query.token.slice(0, 100) : ''
    return email && token && verifyLinkToken(services.secret, purpose, email, token) ? email : null
  }

  router.post('/unsubscribe', form, async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const email = signed(req, 'unsubscribe')
    const done = email ? await services.leads.unsubscribe(email) : false
    req.log.info({ event: 'unsubscribe', outcome: done ? 'unsubscribed' : 'refused' }, 'unsubscribe request')
    const oneClick = req.body && (req.body as Record<string, string>)['List-Unsubscribe'] === 'One-Click'
    if (oneClick || !req.accepts('html')) {
      res.status(done ? 200 : 400).json(done ? { success: true } : { message: 'This unsubscribe link is not valid.' })
      return
    }
    res.redirect(303, `/unsubscribe?status=${done ? 'done' : 'invalid'}`)
  })

  router.post('/newsletter/confirm', form, async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const email = signed(req, 'confirm')
    const done = email ? await services.leads.confirmSubscription(email) : false
    req.log.info({ event: 'newsletter_confirm', outcome: done ? 'confirmed' : 'refused' }, 'confirmation request')
    if (!req.accepts('html')) {
      res.status(done ? 200 : 400).json(done ? { success: true } : { message: 'This confirmation link is not valid.' })
      return
    }
    res.redirect(303, `/newsletter/confirm?status=${done ? 'done' : 'invalid'}`)
  })

  return router
}
