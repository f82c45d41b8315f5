import { Router } from 'express'
import { contactSchema, newsletterSchema, resourceDownloadSchema } from '#app/features/leads/lead.schema.ts'
import { createContact, recordDownload, subscribe } from '#app/features/leads/leads.server.ts'
import type { Services } from '../context.ts'
import { HttpError, validationError } from '../http-errors.ts'

export function leadRoutes(services: Services): Router {
  const router = Router()

  router.post('/contacts', async (req, res) => {
    const parsed = contactSchema.safeParse(req.body)
    if (!parsed.success) throw validationError(parsed.error)
    await createContact(services.db, parsed.data)
    res.status(201).json({
      success: true,
      message: "Your consultation request has been submitted. We'll contact you within 4 hours.",
    })
  })

  router.post('/newsletter', async (req, res) => {
    const parsed = newsletterSchema.safeParse(req.body)
    if (!parsed.success) throw validationError(parsed.error)
    await subscribe(services.db, parsed.data.email)
    res.status(200).json({ success: true, message: "You've been subscribed to our newsletter." })
  })

  router.post('/resource-download', async (req, res) => {
    const parsed = resourceDownloadSchema.safeParse(req.body)
    if (!parsed.success) throw validationError(parsed.error)
    if (!services.resourceTitles.includes(parsed.data.resourceTitle)) {
      throw new HttpError(400, 'Please choose a resource from the library', {
        resourceTitle: ['Please choose a resource from the library'],
      })
    }
    await recordDownload(services.db, parsed.data)
    res.status(201).json({
      success: true,
      downloadUrl: `/api/resource-pdf/${encodeURIComponent(parsed.data.resourceTitle)}`,
    })
  })

  return router
}
