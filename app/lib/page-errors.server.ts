import { isRouteErrorResponse } from 'react-router'
import type { Logger } from './logger.server.ts'
import { loggedPath } from './secret-paths.server.ts'

/** Logged once via `safeError` (decision 47); not an abandoned request or a router 4xx (the access log has it). */
export function logPageError(log: Logger, request: Request, error: unknown) {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return
    // The router wraps a thrown error in a 500 ErrorResponse; the Error inside has the stack.
    error = (error as { error?: unknown }).error ?? error
  }
  log.error({ err: error, method: request.method, path: loggedPath(new URL(request.url).pathname) }, 'page error')
}
