import { Router } from 'express'
import { attachmentDisposition } from '#app/lib/pdf-file-name.ts'
import type { Services } from '#app/services.server.ts'
import { DomainError } from '#app/lib/errors.ts'

/** Only an exact catalogue title renders; nothing is read from a path. */
export function resourceRoutes(services: Services): Router {
  const router = Router()
  router.get('/resource-pdf/:title', async (req, res) => {
    const found = await services.pdf.resource(String(req.params.title))
    if (!found) throw new DomainError('not_found', 'Resource not found')
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(found.fileName),
      'Content-Length': String(found.pdf.length),
      'Cache-Control': 'public, max-age=3600',
    })
    res.end(found.pdf)
  })
  return router
}
