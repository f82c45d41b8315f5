import express, { Router, type RequestHandler, type Response } from 'express'
import { MAX_UPLOAD_BYTES } from '#app/features/objects/image-type.ts'
import { VARIANT, variantType } from '#app/features/objects/variants.ts'
import type { Services } from '#app/services.server.ts'
import { DomainError, found } from '#app/lib/errors.ts'
import { requireAdmin } from '../session.ts'

export function uploadUrlRoutes(services: Services): Router {
  const router = Router()
  // Never the request's Host header (Host header injection, docs/security.md).
  const origin = new URL(services.env.SITE_URL).origin
  router.post('/upload', requireAdmin, async (_req, res) => {
    const { uploadURL } = await services.storage.createUploadUrl(origin)
    res.json({ uploadURL })
  })
  return router
}

/** An object's name never names other bytes. */
function sendImage(res: Response, type: string, bytes: Buffer) {
  res.set({ 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' })
  res.set('Content-Length', String(bytes.length)).end(bytes)
}

export function objectRoutes(services: Services): Router {
  const router = Router()

  const rawBody = express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES })
  // Checked from the URL alone, before a byte of the body is read.
  const authorize: RequestHandler = (req, _res, next) => {
    services.storage.authorizeUpload(String(req.params.id), req.query as Record<string, unknown>)
    next()
  }

  router.put('/private-uploads/:id', authorize, rawBody, async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
    const path = await services.storage.acceptUpload(String(req.params.id), req.query as Record<string, unknown>, bytes)
    res.status(200).json({ success: true, objectPath: path })
  })

  router.get('/uploads/:id/:variant', async (req, res) => {
    const id = String(req.params.id)
    const name = String(req.params.variant)
    if (!VARIANT.test(name)) throw new DomainError('not_found', 'Not found')
    sendImage(res, variantType(name), found(await services.storage.variant(id, name), 'Not found'))
  })

  router.get('/uploads/:id', async (req, res) => {
    const object = found(await services.storage.read(String(req.params.id)), 'Not found')
    sendImage(res, object.type, object.bytes)
  })

  return router
}
