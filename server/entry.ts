import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import type express from 'express'
import type { RequestHandler } from 'express'
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import * as productionBuild from 'virtual:react-router/server-build'
import { requestContext, servicesContext } from '#app/context.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { projectRoot } from '#app/lib/paths.server.ts'
import { createApp } from './app.ts'
import { startRuntime } from './runtime.ts'
import { cachedPageHits, cachedPages, toFetchRequest, uncachedPages, type Render } from './page-cache/http.ts'
import { createPageCache } from './page-cache/store.ts'
import { createSessionCheck, loadUser } from './session.ts'
import { stopOnSignals } from './signals.ts'

/** What dev and the tests change: Vite's middleware and build, and startRuntime's (clock, loopback calendar). */
export type StartOptions = Parameters<typeof startRuntime>[2] & {
  devMiddleware?: RequestHandler
  build?: () => Promise<ServerBuild>
}

/** Stops cleanly on SIGTERM/SIGINT, even when more signals come meanwhile (signals.ts). */
export async function startServer({ devMiddleware, build: devBuild, ...overrides }: StartOptions = {}) {
  const env = readEnv()
  const runtime = await startRuntime(env, undefined, overrides)
  const { services } = runtime
  const { logger } = services

  const build = devBuild ?? (productionBuild as unknown as ServerBuild)
  const loadContext = (req: express.Request, res: express.Response) => {
    const context = new RouterContextProvider()
    context.set(servicesContext, services)
    context.set(requestContext, { nonce: res.locals.nonce, user: req.user ?? null, ip: req.ip ?? '', log: req.log })
    return context
  }
  const fetchHandler = createFetchHandler(build, env.NODE_ENV)
  const render: Render = (req, res, { shared = false } = {}) =>
    fetchHandler(toFetchRequest(req, shared ? undefined : res), loadContext(req, res))
  const isAnonymous = (req: express.Request) => !req.user
  const pageCache = createPageCache(services)
  const cached = cachedPages(pageCache, render, isAnonymous)
  const uncached = uncachedPages(render)
  const withUser = loadUser(services)
  const pages: RequestHandler = (req, res, next) =>
    withUser(req, res, () =>
      req.method === 'GET' && !devMiddleware ? cached(req, res, next) : uncached(req, res, next),
    )

  const app = createApp({
    services,
    pageCache,
    pages,
    pageHits: devMiddleware ? undefined : cachedPageHits(pageCache, createSessionCheck(services)),
    devMiddleware,
    clientDir: devMiddleware ? undefined : path.join(projectRoot, 'build', 'client'),
  })

  const server =
    env.TLS_CERT_FILE && env.TLS_KEY_FILE
      ? https.createServer({ cert: readFileSync(env.TLS_CERT_FILE), key: readFileSync(env.TLS_KEY_FILE) }, app)
      : http.createServer(app)
  server.keepAliveTimeout = 5_000
  server.headersTimeout = 10_000
  server.requestTimeout = 30_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.PORT, env.HOST, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const scheme = server instanceof https.Server ? 'https' : 'http'
  const formsFrom = new URL(env.SITE_URL).origin
  logger.info(
    { url: `${scheme}://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`, formsFrom },
    `server listening; forms are accepted from pages at ${formsFrom} (SITE_URL)`,
  )

  const closeConnections = () => server.closeAllConnections()
  async function shutdown(signal: string) {
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(closeConnections, 10_000)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    clearTimeout(force)
    await runtime.close()
    logger.info('stopped')
  }
  // A second signal hastens the requests in flight, never the stop of the database.
  stopOnSignals(logger, { stop: shutdown, hasten: closeConnections })
  return { server, port, services }
}
