import { Router } from 'express'
import { deliveryStatus } from '#app/features/email/outbox.server.ts'
import { listContacts, listDownloads, listNewsletters } from '#app/features/leads/leads.server.ts'
import type { Services } from '../context.ts'
import { requireAdmin } from '../session.ts'

export function adminRoutes(services: Services): Router {
  const router = Router()
  router.use(requireAdmin)
  router.get('/contacts', async (_req, res) => {
    res.json({ contacts: await listContacts(services.db) })
  })
  router.get('/newsletters', async (_req, res) => {
    res.json({ newsletters: await listNewsletters(services.db) })
  })
  router.get('/resource-downloads', async (_req, res) => {
    res.json({ downloads: await listDownloads(services.db) })
  })
  router.get('/email-status', async (_req, res) => {
    res.json(await deliveryStatus(services.db))
  })
  return router
}
