import { Router, type Request } from 'express'
import type { LeadSubmission } from '#app/features/leads/lead-intake.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { PROOF_HEADER } from '#app/lib/proof-of-work.ts'
import type { Services } from '#app/services.server.ts'

const contactOk = {
  success: true,
  message: "Your consultation request has been submitted. We'll contact you within 4 hours.",
}
const newsletterOk = { success: true, message: "You've been subscribed to our newsletter." }
const downloadOk = (title: string) => ({
  success: true,
  downloadUrl: `/api/resource-pdf/${encodeURIComponent(title)}`,
})

/** A JSON request to a lead form, as the lead intake takes it. */
export function submissionOf(req: Request): LeadSubmission {
  return {
    body: req.body,
    client: clientKey(req.ip),
    proof: req.get(PROOF_HEADER),
    log: req.log,
    visitor: { address: req.ip ?? '', headers: req.headers },
  }
}

/**
 * The public lead forms sent by the pages' script (spec §7). Everything but the answer's shape is
 * the lead intake's (app/features/leads/lead-intake.server.ts), which the same forms posted
 * without a script reach too.
 */
export function leadRoutes(services: Services): Router {
  const router = Router()

  router.post('/contacts', async (req, res) => {
    await services.leadIntake.contact(submissionOf(req))
    res.status(201).json(contactOk)
  })

  router.post('/newsletter', async (req, res) => {
    await services.leadIntake.newsletter(submissionOf(req))
    res.status(200).json(newsletterOk)
  })

  router.post('/resource-download', async (req, res) => {
    const { resourceTitle } = await services.leadIntake.download(submissionOf(req))
    res.status(201).json(downloadOk(resourceTitle))
  })

  return router
}
