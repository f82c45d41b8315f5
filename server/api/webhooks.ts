import { Router } from 'express'
import { webhookEndpointSchema, webhookEventsSchema, webhookIdSchema } from '#app/features/webhooks/webhook.schema.ts'
import type { Services } from '#app/services.server.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../session.ts'

/** /api/admin/webhooks: the consultant's endpoints (decision 64). A secret is answered once, when made. */
export function webhookRoutes(services: Services): Router {
  const router = Router()
  router.use(requireAdmin)
  const { endpoints } = services.webhooks
  const id = (params: unknown) => parseOr400(webhookIdSchema, params).id

  router.get('/', async (_req, res) => {
    res.json({ endpoints: await endpoints.list() })
  })
  router.post('/', async (req, res) => {
    res.status(201).json(await endpoints.create(parseOr400(webhookEndpointSchema, req.body)))
  })
  router.put('/:id/events', async (req, res) => {
    const { events } = parseOr400(webhookEventsSchema, req.body)
    res.json({ endpoint: await endpoints.setEvents(id(req.params), events) })
  })
  router.post('/:id/pause', async (req, res) => {
    res.json({ endpoint: await endpoints.setActive(id(req.params), false) })
  })
  router.post('/:id/resume', async (req, res) => {
    res.json({ endpoint: await endpoints.setActive(id(req.params), true) })
  })
  router.post('/:id/rotate', async (req, res) => {
    res.json(await endpoints.rotate(id(req.params)))
  })
  router.post('/:id/test', async (req, res) => {
    await endpoints.sendTest(id(req.params))
    res.status(202).json({ success: true })
  })
  router.get('/:id/log', async (req, res) => {
    res.json({ deliveries: await endpoints.log(id(req.params)) })
  })
  router.post('/deliveries/:id/redeliver', async (req, res) => {
    await endpoints.redeliver(id(req.params))
    res.status(202).json({ success: true })
  })
  router.delete('/:id', async (req, res) => {
    await endpoints.remove(id(req.params))
    res.status(204).end()
  })
  return router
}
