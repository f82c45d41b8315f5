import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import { requestContext } from './context.ts'
import { createLogger, type Logger } from './lib/logger.server.ts'
import { NonceProvider } from './lib/nonce.tsx'
import { logPageError } from './lib/page-errors.server.ts'
import { paintFirst } from './lib/paint-first.server.ts'

export const streamTimeout = 5_000

let lastResort: Logger | undefined
/** A plain one before the server has set one (a context the router refused). */
function requestLog(context: Readonly<RouterContextProvider> | undefined): Logger {
  try {
    if (context) return context.get(requestContext).log
  } catch {
    // no request context: fall through
  }
  return (lastResort ??= createLogger())
}

/** Logged through pino and `safeError`, never to the console. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  logPageError(requestLog(context), request, error)
}

/** The whole document before sending (onAllReady): crawlers get complete HTML, and the response can carry an ETag. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { nonce } = loadContext.get(requestContext)

  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const sink = new PassThrough()
          pipe(sink)
          text(sink).then((html) => {
            clearTimeout(timeoutId)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(new Response(paintFirst(html), { headers: responseHeaders, status: responseStatusCode }))
          }, reject)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          logPageError(requestLog(loadContext), request, error)
        },
      },
    )
  })
}
