import { Writable } from 'node:stream'
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
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = []
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
              const html = paintFirst(Buffer.concat(chunks).toString('utf8'))
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
              callback()
            },
          })
          pipe(sink)
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
