import { Router } from 'express'
import { submissionOf } from '#app/lib/forms/public-form.server.ts'
import type { Services } from '#app/services.server.ts'

/** Spec §7; everything but the answer's shape is the one way in (decision 53). */
export function leadRoutes(services: Services): Router {
  const router = Router()

  router.post('/contacts', async (req, res) => {
    await services.leadIntake.contact.receive(submissionOf(req))
    res.status(201).json({
      success: true,
      message: "Your consultation request has been submitted. We'll contact you within 4 hours.",
    })
  })

  router.post('/newsletter', async (req, res) => {
    await services.leadIntake.newsletter.receive(submissionOf(req))
    res.status(200).json({ success: true, message: "You've been subscribed to our newsletter." })
  })

  router.post('/resource-download', async (req, res) => {
    const { resourceTitle } = await services.leadIntake.download.receive(submissionOf(req))
    res.status(201).json({ success: true, downloadUrl: `/api/resource-pdf/${encodeURIComponent(resourceTitle)}` })
  })

  return router
}
