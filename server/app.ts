import { randomUUID } from 'node:crypto'
import compression from 'compression'
import express, { Router, type Request, type RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import { adminRoutes } from './api/admin.ts'
import { authRoutes } from './api/auth.ts'
import { passwordResetRoutes } from './api/password-reset.ts'
import { blogRoutes } from './api/blog.ts'
import { leadRoutes } from './api/leads.ts'
import { bookingRoutes } from './api/bookings.ts'
import { webhookRoutes } from './api/webhooks.ts'
import { quizRoutes } from './api/quiz.ts'
import { objectRoutes, uploadUrlRoutes } from './api/objects.ts'
import { resourceRoutes } from './api/resources.ts'
import { emailLinkRoutes } from './api/email-links.ts'
import type { Services } from '#app/services.server.ts'
import { SIGN_IN_ACTIONS } from '#app/features/auth/sign-in-refusals.ts'
import { RESET_ACTION } from '#app/features/auth/password-reset-form.ts'
import { NEEDS_SCRIPT } from '#app/lib/forms/admin-form.ts'
import { readiness } from '#app/lib/db.server.ts'
import { isOtherSpellingOfSecret, loggedPath } from '#app/lib/secret-paths.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { errorHandler, largeJson } from './http-errors.ts'
import { createMetrics } from './metrics.ts'
import { createPageCache, type PageCache } from './page-cache/store.ts'
import { securityHeaders } from './security-headers.ts'
import { countPageViews } from './page-views.ts'
import { staticFiles } from './static-files.ts'
import { loadUser } from './session.ts'
import { issueBody, newsletterIssueRoutes } from './api/newsletter-issues.ts'

export const JSON_BODY_LIMIT = '100kb'
/** A post may hold 200,000 characters of HTML; JSON escaping and UTF-8 can triple that. */
export const POST_BODY_LIMIT = '1mb'

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store')
  next()
}
const notFound: RequestHandler = (_req, _res, next) => next(new DomainError('not_found', 'Not found'))

const hasBody = (req: Request) =>
  Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined
const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * ASVS 4.2.2, beside the SameSite=Strict cookie. `Origin` is compared with SITE_URL's, not with the
 * Host header: behind a proxy, Host can be anything the proxy was sent.
 */
function sameOriginOnly(siteUrl: string): RequestHandler {
  const ours = new URL(siteUrl).origin
  // Most often the site was opened at another address than SITE_URL (127.0.0.1 for localhost).
  const refusal = () =>
    new DomainError(
      'forbidden',
      `This form was sent from another address than this site's own, so it was not accepted. Open the site at ${ours} and send it again.`,
    )
  return (req, _res, next) => {
    if (READS.has(req.method)) return next()
    const site = req.get('sec-fetch-site')
    if (site && site !== 'same-origin' && site !== 'none') return next(refusal())
    const origin = req.get('origin')
    if (origin !== undefined && origin !== ours) return next(refusal())
    next()
  }
}

const postBody = largeJson(
  POST_BODY_LIMIT,
  'This post is too large to save. A post can hold up to 200,000 characters of content.',
)

/** They post before the login screen's script runs (decision 33). */
const FORM_BODY_PATHS = new Set(Object.values(SIGN_IN_ACTIONS).map((path) => path.slice('/api'.length)))
/** The password reset's forms (decision 60): the request, and the new password under a link's token. */
const RESET_PATH = RESET_ACTION.slice('/api'.length)
const isFormBodyPath = (path: string) =>
  FORM_BODY_PATHS.has(path) || path === RESET_PATH || path.startsWith(`${RESET_PATH}/`)

/** Spec §7: JSON or nothing, but for the sign-in and password-reset forms (form-encoded). */
const jsonOnly: RequestHandler = (req, _res, next) => {
  if (READS.has(req.method) || req.method === 'DELETE') return next()
  if (isFormBodyPath(req.path) && req.is('application/x-www-form-urlencoded')) return next()
  if (hasBody(req) && !req.is('application/json')) {
    return next(new DomainError('unsupported_media', 'Requests must be sent as JSON (Content-Type: application/json).'))
  }
  next()
}

export function apiRouter(services: Services, pageCache: PageCache): Router {
  const api = Router()
  api.use(noStore)
  api.use(sameOriginOnly(services.env.SITE_URL))
  api.use(jsonOnly)
  api.use('/blog', postBody)
  api.use('/newsletter-issues', issueBody)
  api.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }))
  api.get('/health', async (_req, res) => {
    const ok = await services.database.ping()
    res.status(ok ? 200 : 503).json(ok ? { status: 'ok' } : { status: 'unavailable' })
  })
  // Readiness: a load balancer sends traffic only when this answers 200.
  api.get('/ready', async (_req, res) => {
    const status = await readiness(services.database)
    res.status(status.status === 'ready' ? 200 : 503).json(status)
  })
  api.use(loadUser(services))
  api.use('/auth', authRoutes(services))
  api.use('/auth', passwordResetRoutes(services))
  api.use('/blog', blogRoutes(services, pageCache))
  api.use('/admin/webhooks', webhookRoutes(services))
  api.use('/admin', adminRoutes(services))
  api.use('/newsletter-issues', newsletterIssueRoutes(services))
  api.use('/objects', uploadUrlRoutes(services))
  api.use(leadRoutes(services))
  api.use(quizRoutes(services))
  api.use(bookingRoutes(services))
  api.use(resourceRoutes(services))
  api.use(notFound)
  api.use(errorHandler)
  return api
}

/** Decision 33. Parsed here, so React Router's action reads what Express bounded. */
function pagePosts(siteUrl: string): RequestHandler {
  const sameOrigin = sameOriginOnly(siteUrl)
  const form = express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 50 })
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    sameOrigin(req, res, (error?: unknown) => {
      if (error) return next(error)
      if (hasBody(req) && !req.is('application/x-www-form-urlencoded')) {
        return next(new DomainError('unsupported_media', 'Forms are sent as application/x-www-form-urlencoded.'))
      }
      if (req.path === NEEDS_SCRIPT) return next()
      form(req, res, next)
    })
  }
}

/** A secret link in another spelling is answered 404 (app/lib/secret-paths.server.ts). */
const secretsAsIssued: RequestHandler = (req, _res, next) =>
  next(isOtherSpellingOfSecret(req.path) ? new DomainError('not_found', 'Not found') : undefined)

export function createApp({
  services,
  pageCache = createPageCache(services),
  pages,
  pageHits,
  devMiddleware,
  clientDir,
}: {
  services: Services
  pageCache?: PageCache
  pages?: RequestHandler
  pageHits?: RequestHandler
  devMiddleware?: RequestHandler
  clientDir?: string
}) {
  const { env, logger } = services
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY ?? false)

  const metrics = createMetrics({ services, pageCache })
  app.use(metrics.track)
  app.use(accessLog(logger))
  app.use(
    securityHeaders({
      dev: env.NODE_ENV === 'development',
      httpsOnly: env.httpsOnly,
      uploadOrigin: services.storage.uploadOrigin,
    }),
  )
  app.use(compression())
  app.use(secretsAsIssued)

  app.get('/metrics', metrics.endpoint)
  app.use('/api', apiRouter(services, pageCache))
  app.use(emailLinkRoutes(services))
  // Errors and uploads are never cached; an image read overrides this.
  app.use('/objects', noStore, objectRoutes(services), notFound, errorHandler)

  // Before the page cache, so a cached page counts like a rendered one (decision 29).
  app.use(countPageViews(services))
  app.use(pagePosts(env.SITE_URL))
  if (devMiddleware) app.use(devMiddleware)
  if (pageHits) app.use(pageHits)
  if (clientDir) app.use(staticFiles(clientDir))
  if (pages) app.use(pages)
  app.use(errorHandler)
  return app
}

/** Never headers, cookies or query strings, which can carry tokens and personal data (ASVS 7.1). */
function accessLog(logger: Services['logger']): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = randomUUID()
      res.setHeader('X-Request-Id', id)
      return id
    },
    customAttributeKeys: { reqId: 'reqId', responseTime: 'ms' },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: loggedPath(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    wrapSerializers: false,
    quietReqLogger: true,
  })
}
