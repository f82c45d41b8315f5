import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Router, type Request } from 'express'
import { csvChunks } from '#app/features/leads-admin/csv-export.ts'
import { listAnswer } from '#app/features/leads-admin/list-answer.ts'
import { leadColumns, type KindColumns } from '#app/features/leads-admin/lead-columns.ts'
import { leadKindIds, leadKinds } from '#app/features/leads/lead-kinds.ts'
import {
  contactIdSchema,
  leadIdSchema,
  leadListQuerySchema,
  noteSchema,
  personQuerySchema,
  statusChangeSchema,
} from '#app/features/leads/lead.schema.ts'
import type { Services } from '#app/services.server.ts'
import { parseOr400 } from '../http-errors.ts'
import { trafficRoutes } from './traffic.ts'
import { requireAdmin } from '../session.ts'

const author = (req: Request) => req.user!.username

/** Spec §7 list calls without parameters answer the newest 1,000 rows, with `total` (decision 12). */
export function adminRoutes(services: Services): Router {
  const router = Router()
  router.use(requireAdmin)
  const { leads } = services

  for (const kind of leadKindIds) {
    const path = `/${leadKinds[kind].path}`
    router.get(path, async (req, res) => {
      res.json(await listAnswer(leads, kind, parseOr400(leadListQuerySchema, req.query)))
    })
    /** A failure after the first byte ends the download early (the file is short). */
    router.get(`${path}/export`, async (req, res) => {
      const rows = leads.exportRows(kind, parseOr400(leadListQuerySchema, req.query))
      const columns: KindColumns<never> = leadColumns[kind]
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${columns.fileName}"`,
      })
      await pipeline(Readable.from(csvChunks(columns, rows)), res)
    })
    router.put(`${path}/:id/status`, async (req, res) => {
      const { id } = parseOr400(kind === 'contacts' ? contactIdSchema : leadIdSchema, req.params)
      const { status } = parseOr400(statusChangeSchema, req.body)
      res.json(await leads.changeStatus(kind, id, status, author(req)))
    })
  }
  router.get('/leads', async (req, res) => {
    res.json(await listAnswer(leads, 'all', parseOr400(leadListQuerySchema, req.query)))
  })
  router.get('/leads/summary', async (req, res) => {
    const { q, status } = parseOr400(leadListQuerySchema, req.query)
    res.json(await leads.summary({ q, status }))
  })

  router.get('/insights', async (_req, res) => {
    const [leadInsights, quizInsights] = await Promise.all([leads.insights(), services.quiz.insights()])
    res.json({ leads: leadInsights, quiz: quizInsights })
  })

  router.use('/traffic', trafficRoutes(services))

  router.get('/email-status', async (_req, res) => {
    res.json(await leads.deliveryOverview())
  })

  router.post('/contacts/:id/notes', async (req, res) => {
    const { id } = parseOr400(contactIdSchema, req.params)
    const { body } = parseOr400(noteSchema, req.body)
    res.status(201).json({ note: await leads.addNote(id, body, author(req)) })
  })
  router.get('/person', async (req, res) => {
    const { email } = parseOr400(personQuerySchema, req.query)
    res.json({ person: await leads.person(email) })
  })
  return router
}
