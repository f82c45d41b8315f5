import { Router } from 'express'
import { deliveryStatus } from '#app/features/email/outbox.server.ts'
import type { Services } from '#app/services.server.ts'
import { requireAdmin } from '../session.ts'

export function adminRoutes(services: Services): Router {
  const router = Router()
  router.use(requireAdmin)
  router.get('/contacts', async (_req, res) => {
    res.json({ contacts: await services.leads.listContacts() })
  })
  router.get('/newsletters', async (_req, res) => {
    res.json({ newsletters: await services.leads.listNewsletters() })
  })
  router.get('/resource-downloads', async (_req, res) => {
    res.json({ downloads: await services.leads.listDownloads() })
  })
  router.get('/email-status', async (_req, res) => {
    const [status, cappedSince] = await Promise.all([
      deliveryStatus(services.db),
      services.leads.visitorMailCappedSince(),
    ])
    res.json({ ...status, visitorMailCappedSince: cappedSince?.toISOString() ?? null })
  })
  return router
}
