import { Router, type Request } from 'express'
import { contactSchema, newsletterSchema, resourceDownloadSchema } from '#app/features/leads/lead.schema.ts'
import { optedOut } from '#app/features/analytics/visit.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import type { Services } from '#app/services.server.ts'
import { admitForm, isHoneypotFilled } from '../abuse.ts'
import { parseOr400 } from '../http-errors.ts'

const contactOk = {
  success: true,
  message: "Your consultation request has been submitted. We'll contact you within 4 hours.",
}
const newsletterOk = { success: true, message: "You've been subscribed to our newsletter." }
const downloadOk = (title: string) => ({
  success: true,
  downloadUrl: `/api/resource-pdf/${encodeURIComponent(title)}`,
})

/** Where this visitor's visit landed today, from the server's own count (decision 29). */
async function landingPath(services: Services, req: Request): Promise<string | null> {
  const userAgent = req.get('user-agent')
  // Someone who asked not to be tracked gets no landing page, not even another person's (one
  // school network, identical Chromebooks) that their hash happens to match.
  if (!userAgent || optedOut(req.headers)) return null
  return services.analytics.landingPath(req.ip ?? '', userAgent).catch(() => null)
}

/** The public lead forms. A filled honeypot is answered like a success and stores nothing. */
export function leadRoutes(services: Services): Router {
  const router = Router()

  router.post('/contacts', async (req, res) => {
    if (isHoneypotFilled(req)) return void res.status(201).json(contactOk)
    const input = await admitForm(services, req, 'contact', (body) => parseOr400(contactSchema, body))
    input.attribution.landingPath = await landingPath(services, req)
    await services.leads.createContact(input, { client: clientKey(req.ip) })
    res.status(201).json(contactOk)
  })

  router.post('/newsletter', async (req, res) => {
    if (isHoneypotFilled(req)) return void res.status(200).json(newsletterOk)
    const input = await admitForm(services, req, 'newsletter', (body) => parseOr400(newsletterSchema, body))
    input.attribution.landingPath = await landingPath(services, req)
    await services.leads.subscribe(input, { client: clientKey(req.ip) })
    res.status(200).json(newsletterOk)
  })

  router.post('/resource-download', async (req, res) => {
    if (isHoneypotFilled(req)) {
      const title = String((req.body as { resourceTitle?: unknown } | undefined)?.resourceTitle ?? '')
      return void res.status(201).json(downloadOk(title))
    }
    const input = await admitForm(services, req, 'download', (body) =>
      services.leads.checkDownload(parseOr400(resourceDownloadSchema, body)),
    )
    input.attribution.landingPath = await landingPath(services, req)
    const download = await services.leads.recordDownload(input)
    res.status(201).json(downloadOk(download.resourceTitle))
  })

  return router
}
