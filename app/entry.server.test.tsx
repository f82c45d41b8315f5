import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { describe, expect, it } from 'vitest'
import { requestContext } from './context.ts'
import { handleError } from './entry.server.tsx'
import { createLogger } from './lib/logger.server.ts'

/**
 * What React Router hands `handleError` (a loader's, an action's or its own failure) reaches the
 * request's pino logger through `safeError`, never the console (a console.error fails any test).
 */
function page(path = '/blog/some-post?email=ann%40district.example', init: RequestInit = {}) {
  const lines: string[] = []
  const log = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } })
  const context = new RouterContextProvider()
  context.set(requestContext, { nonce: 'n', user: null, ip: '192.0.2.1', log })
  const request = new Request(`http://site.test${path}`, init)
  const report = (error: unknown) => handleError(error, { request, context, params: {} })
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  return { report, logged, lines }
}

describe('handleError (entry.server.tsx)', () => {
  it('logs a loader error once, as an error, with its stack, the path only and addresses taken out', () => {
    const { report, logged } = page()
    report(new Error('No subscriber ann@district.example'))
    expect(logged()).toHaveLength(1)
    const [line] = logged()
    expect(line).toMatchObject({ level: 50, msg: 'page error', method: 'GET', path: '/blog/some-post' })
    const err = line!.err as { type: string; message: string; stack: string }
    expect(err.type).toBe('Error')
    expect(err.message).toBe('No subscriber [email]')
    expect(err.stack).toContain('entry.server.test.tsx')
    expect(JSON.stringify(line)).not.toContain('ann@district.example')
    expect(JSON.stringify(line)).not.toContain('ann%40district.example')
  })

  it('logs a database error by its code and place, never its SQL or values', () => {
    const { report, lines } = page()
    const cause = Object.assign(new Error('column "district" does not exist'), {
      code: '42703',
      severity: 'ERROR',
      routine: 'errorMissingColumn',
    })
    report(new Error('Failed query: insert into "contacts" ("district") values ($1)\nparams: Oak Hill', { cause }))
    const text = lines.join('\n')
    expect(text).toContain('"code":"42703"')
    expect(text).not.toMatch(/insert into|Oak Hill/)
  })

  it('logs the Error inside a 500 the router made of what a route threw', () => {
    const { report, logged } = page()
    report(new ErrorResponseImpl(500, 'Internal Server Error', new Error('render failed'), true))
    expect((logged()[0]!.err as { message: string }).message).toBe('render failed')
  })

  it('does not log an abandoned request, nor a page that does not exist, as an error', () => {
    const aborted = new AbortController()
    aborted.abort()
    const gone = page('/blog/post', { signal: aborted.signal })
    gone.report(new Error('The render was cut short'))
    expect(gone.lines).toEqual([])

    const missing = page('/no-such-page')
    missing.report(new ErrorResponseImpl(404, 'Not Found', new Error('No route matches URL "/no-such-page"'), true))
    expect(missing.lines).toEqual([])
  })
})
