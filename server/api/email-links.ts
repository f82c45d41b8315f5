import express, { Router, type Request } from 'express'
import { DomainError } from '#app/lib/errors.ts'
import type { Services } from '#app/services.server.ts'

/**
 * Outside /api's same-origin rule: the signed token is the authority, and RFC 8058 one-click unsubscribe
 * is a cross-site POST. Only a POST confirms, never the GET a mail scanner makes.
 */
export function emailLinkRoutes(services: Services): Router {
  const router = Router()
  const form = express.urlencoded({ extended: false, limit: '2kb' })

  /** Bounded; the lead service checks the signature. */
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
