import { Router } from 'express'
import { attachmentDisposition } from '#app/lib/pdf-file-name.ts'
import type { Services } from '#app/services.server.ts'
import { found } from '#app/lib/errors.ts'

/** Only an exact catalogue title renders; nothing is read from a path. */
export function resourceRoutes(services: Services): Router {
  const router = Router()
  router.get('/resource-pdf/:title', async (req, res) => {
    const resource = found(await services.pdf.resource(String(req.params.title)), 'Resource not found')
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(resource.fileName),
      'Content-Length': String(resource.pdf.length),
      'Cache-Control': 'public, max-age=3600',
    })
    res.end(resource.pdf)
  })
  return router
}
