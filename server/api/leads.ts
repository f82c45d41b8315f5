import { Router } from 'express'
import { contactSchema, newsletterSchema, resourceDownloadSchema } from '#app/features/leads/lead.schema.ts'
import { unsubscribeUrl } from '#app/features/email/unsubscribe-token.server.ts'
import { createContact, recordDownload, subscribe } from '#app/features/leads/leads.server.ts'
import type { Services } from '../context.ts'
import { isHoneypotFilled, limitByAddress } from '../abuse.ts'
import { HttpError, validationError } from '../http-errors.ts'

export function leadRoutes(services: Services): Router {
  const router = Router()

  const contactOk = {
    success: true,
    message: "Your consultation request has been submitted. We'll contact you within 4 hours.",
  }
  const newsletterOk = { success: true, message: "You've been subscribed to our newsletter." }

  router.post('/contacts', async (req, res) => {
    if (isHoneypotFilled(req)) return void res.status(201).json(contactOk)
    await limitByAddress(services, req, 'contact', services.limits.contact)
    const parsed = contactSchema.safeParse(req.body)
    if (!parsed.success) throw validationError(parsed.error)
    await createContact(services.db, parsed.data)
    services.outbox.poke()
    res.status(201).json({
      success: true,
      message: "Your consultation request has been submitted. We'll contact you within 4 hours.",
    })
  })

  router.post('/newsletter', async (req, res) => {
    if (isHoneypotFilled(req)) return void res.status(200).json(newsletterOk)
    await limitByAddress(services, req, 'newsletter', services.limits.newsletter)
    const parsed = newsletterSchema.safeParse(req.body)
    if (!parsed.success) throw validationError(parsed.error)
    await subscribe(services.db, parsed.data.email, parsed.data.attribution, (email) =>
      unsubscribeUrl(services.env.SITE_URL, services.secret, email),
    )
    services.outbox.poke()
    res.status(200).json(newsletterOk)
  })

  router.post('/resource-download', async (req, res) => {
    const title = String((req.body as { resourceTitle?: unknown } | undefined)?.resourceTitle ?? '')
    if (isHoneypotFilled(req)) {
      return void res.status(201).json({ success: true, downloadUrl: `/api/resource-pdf/${encodeURIComponent(title)}` })
    }
    await limitByAddress(services, req, 'download', services.limits.download)
    const parsed = resourceDownloadSchema.safeParse(req.body)
    if (!parsed.success) throw validationError(parsed.error)
    if (!services.resourceTitles.includes(parsed.data.resourceTitle)) {
      throw new HttpError(400, 'Please choose a resource from the library', {
        resourceTitle: ['Please choose a resource from the library'],
      })
    }
    await recordDownload(services.db, parsed.data)
    services.outbox.poke()
    res.status(201).json({
      success: true,
      downloadUrl: `/api/resource-pdf/${encodeURIComponent(parsed.data.resourceTitle)}`,
    })
  })

  return router
}
