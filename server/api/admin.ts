import { Router } from 'express'
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
    res.json(await services.leads.deliveryOverview())
  })
  return router
}
