import express, { Router, type Request } from 'express'
import { DomainError } from '#app/lib/errors.ts'
import type { Services } from '#app/services.server.ts'

/**
 * The POST targets of the signed links in our emails (the GET pages are React Router routes).
 * They sit outside /api and its same-origin rule: the signed token is the authority.
 * - POST /unsubscribe?email=…&token=…: the page's form, and RFC 8058 one-click unsubscribe from
 *   mail providers (a cross-site, form-encoded POST).
 * - POST /newsletter/confirm?email=…&expires=…&token=…: double opt-in. Only a click on the page's
 *   button confirms, never the GET a mail scanner makes when it opens the link; after 7 days the
 *   link has expired and the page offers to subscribe again.
 */
export function emailLinkRoutes(services: Services): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '2kb' })

  /** The link's parameters as it came back, bounded; the lead service checks the signature. */
  function linkOf(req: Request) {
    const param = (name: string, max: number) =>
      typeof req.query[name] === 'string' ? req.query[name].slice(0, max) : ''
    return { email: param('email', 254), token: param('token', 100), expires: param('expires', 20) || undefined }
  }

  router.post('/unsubscribe', form, async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const done = await services.leads.unsubscribeWithLink(linkOf(req))
    req.log.info({ event: 'unsubscribe', outcome: done ? 'unsubscribed' : 'refused' }, 'unsubscribe request')
    const oneClick = req.body && (req.body as Record<string, string>)['List-Unsubscribe'] === 'One-Click'
    if (oneClick || !req.accepts('html')) {
      if (!done) throw new DomainError('invalid', 'This unsubscribe link is not valid.')
      res.json({ success: true })
      return
    }
    res.redirect(303, `/unsubscribe?status=${done ? 'done' : 'invalid'}`)
  })

  router.post('/newsletter/confirm', form, async (req, res) => {
    res.set('Cache-Control', 'no-store')
    const outcome = await services.leads.confirmWithLink(linkOf(req))
    const done = outcome === 'confirmed'
    req.log.info(
      { event: 'newsletter_confirm', outcome: outcome === 'invalid' ? 'refused' : outcome },
      'confirmation request',
    )
    const status = done ? 'done' : outcome
    if (!req.accepts('html')) {
      const message =
        status === 'expired'
          ? 'This confirmation link has expired. Please subscribe again.'
          : 'This confirmation link is not valid.'
      if (!done) throw new DomainError('invalid', message)
      res.json({ success: true })
      return
    }
    res.redirect(303, `/newsletter/confirm?status=${status}`)
  })

  return router
}
