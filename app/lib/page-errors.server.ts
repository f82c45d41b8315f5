import { isRouteErrorResponse } from 'react-router'
import type { Logger } from './logger.server.ts'
import { loggedPath } from './secret-paths.server.ts'

/**
 * A page's loader, action or render failed: logged once, through the request's logger, so the
 * `err` serializer (`safeError`) keeps query values, email addresses and SQL out of the log
 * (decision 47), with its path as the access log writes it (no secret). Not logged as errors: a
 * request the visitor abandoned (its signal aborted: the render was cut short, nothing failed) and
 * a 4xx the router answers itself (no page at that address), which the access log already shows.
 */
export function logPageError(log: Logger, request: Request, error: unknown) {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return
    // The router wraps what a route threw in a 500 ErrorResponse; the Error inside has the stack.
    error = (error as { error?: unknown }).error ?? error
  }
  log.error({ err: error, method: request.method, path: loggedPath(new URL(request.url).pathname) }, 'page error')
}
