import { Router, type Request } from 'express'
import { contactIdSchema, noteSchema, personQuerySchema, statusChangeSchema } from '#app/features/leads/lead.schema.ts'
import type { Services } from '#app/services.server.ts'
import { parseOr400 } from '../http-errors.ts'
import { requireAdmin } from '../session.ts'

/** requireAdmin has run: the signed-in admin's name, for the activity it records. */
const author = (req: Request) => req.user!.username

/**
 * The admin's reads and the lead pipeline (spec §7, issue 14). Every route needs the admin session;
 * the /api router has already refused cross-site writes.
 */
export function adminRoutes(services: Services): Router {
  const router = Router()
  router.use(requireAdmin)
  router.get('/contacts', async (_req, res) => {
    // `now`: waiting times are measured on the server's clock, the one reminders use (issue 14).
    res.json({ contacts: await services.leads.listContacts(), now: services.clock() })
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

  router.put('/contacts/:id/status', async (req, res) => {
    const { id } = parseOr400(contactIdSchema, req.params)
    const { status } = parseOr400(statusChangeSchema, req.body)
    res.json({ contact: await services.leads.changeStatus(id, status, author(req)) })
  })
  router.post('/contacts/:id/notes', async (req, res) => {
    const { id } = parseOr400(contactIdSchema, req.params)
    const { body } = parseOr400(noteSchema, req.body)
    res.status(201).json({ note: await services.leads.addNote(id, body, author(req)) })
  })
  router.get('/person', async (req, res) => {
    const { email } = parseOr400(personQuerySchema, req.query)
    res.json({ person: await services.leads.person(email) })
  })
  return router
}
